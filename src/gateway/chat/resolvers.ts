// Chat: creating a conversation and streaming a reply (docs/rest-api.md, "Chat").
//
// `sendMessage` turns the SSE reply into typed ChatEvent values (reply-stream.ts). Every failure
// reaches the consumer the same way, as a ChatError event: a REST error before the stream
// starts (404, 400, 402 no credit, network down), an `event: error` from the server, or the
// connection dropping mid-stream. So the chat machine has one error path and never sees a
// GraphQL error for a send. The last event is always the stored assistant message or a
// ChatError, and the urql source ends right after it (live-stream.ts). The reply's placeholder
// (an assistant ChatMessage with isProcessing) comes right after the user message; Stop needs
// its id. Unsubscribing without Stop only detaches (resume-resolvers.ts re-attaches).
import type { Wire } from '../../../contract/common';
import type { Conversation as RestConversation } from '../../../contract/library';
import type { Resolvers, SendMessageInput } from '../generated/resolvers';
import type { ChatEvent } from './reply-stream';
import { snakeKeys, withoutEmpty, type Rest } from '../rest';
import { toMultipart } from '../library/attachment-resolvers';
import { lazyStream, warmWhenIdle } from '../lazy-stream';

/** The reply stream's code (reply-stream.ts and what it runs on), loaded with the first stream. */
export const loadReplyStream = () => import('./reply-stream');
warmWhenIdle(() => Promise.all([loadReplyStream(), import('../sse')]));

export const chatResolvers: Resolvers = {
  Mutation: {
    createConversation: (_, { title }, { rest }) =>
      rest.post<Wire<typeof RestConversation>>('/ai/conversations', withoutEmpty({ title })),
  },
  Subscription: {
    sendMessage: {
      subscribe: (_, { input }, context) =>
        lazyStream(async () => (await loadReplyStream()).replyEvents(context, { conversationId: input.conversationId, replyId: null, open: openSend(context.rest, input) })),
      resolve: (event: ChatEvent) => event,
    },
  },
  ChatEvent: {
    __resolveType: (event) => event.__typename ?? null,
  },
};

/** The SSE request of a send: the message, its options and attachments (docs/rest-api.md). */
function openSend(rest: Rest, { conversationId, root, files, ...fields }: SendMessageInput) {
  const body: Record<string, unknown> = snakeKeys(fields);
  // An edit of the first question: a new root (parent_id null), not "continue the latest".
  if (root) Object.assign(body, { parent_id: null });
  // Attachments travel as multipart `files[]` with the fields (library/attachment-resolvers.ts).
  const payload = files?.length ? toMultipart(body, files as Blob[]) : body;
  const path = `/ai/conversations/${encodeURIComponent(conversationId)}/messages`;
  return (signal: AbortSignal) => rest.streamBatches(path, payload, signal);
}
