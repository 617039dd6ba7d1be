// Chat: creating a conversation and streaming a reply (docs/rest-api.md, "Chat").
//
// `sendMessage` turns the SSE reply into typed ChatEvent values. Every failure reaches the
// consumer the same way, as a ChatError event: a REST error before the stream starts (404,
// 400, 402 no credit, network down), an `event: error` from the server, or the connection
// dropping mid-stream. So the chat machine has one error path and never sees a GraphQL error
// for a send. The last event is always the stored assistant message or a ChatError, and the
// urql source ends right after it (see client.ts). The reply's placeholder (an assistant
// ChatMessage with isProcessing) comes right after the user message. When the consumer stops
// first (urql's teardown calls the iterator's `return()`) after aborting the operation's Stop
// signal (context.ts), that is Stop: the gateway calls the stop route, and the server ends the
// reply, keeping what was generated. Without that signal the teardown only detaches, like a
// closed tab: the reply goes on (issue 3, item 11; see resume.ts for re-attaching).
import type { ChatEvent, Resolvers, SendMessageInput } from '../generated/resolvers';
import { RestError, withoutEmpty, type Rest } from '../rest';
import type { SseEvent } from '../sse';
import { toConversation, toMessage, type RestConversation, type RestMessage } from './library';
import { toMultipart } from './attachments';

export const chatResolvers: Resolvers = {
  Mutation: {
    createConversation: async (_, { title }, { rest }) =>
      toConversation(await rest.post<RestConversation>('/ai/conversations', withoutEmpty({ title }))),
  },
  Subscription: {
    sendMessage: {
      subscribe: (_, { input }, { rest, stop }) => chatEvents(rest, input, stop),
      resolve: (event: ChatEvent) => event,
    },
  },
  ChatEvent: {
    __resolveType: (event) => event.__typename ?? null,
  },
};

/** An iterator whose `return()` aborts the request at once, even while a read is pending. */
function chatEvents(rest: Rest, input: SendMessageInput, stop?: AbortSignal): AsyncIterableIterator<ChatEvent> {
  const controller = new AbortController();
  const events = streamEvents(rest, input, controller.signal);
  // Leaving the stream no longer stops the reply on the server (a closed tab must not), so
  // Stop is explicit: the reply's id comes with its placeholder message (docs/rest-api.md).
  const reply = { id: null as string | null, ended: false };
  const next = async () => {
    const result = await events.next();
    if (result.done) reply.ended = true;
    else if (result.value.__typename === 'ChatMessage' && result.value.message.role === 'assistant') {
      reply.id = result.value.message.id;
      reply.ended = !result.value.message.isProcessing;
    } else if (result.value.__typename === 'ChatError') reply.ended = true;
    return result;
  };
  return {
    next,
    // An async generator only runs return() after its pending next() settles, which would wait
    // for the next token; aborting first releases that read now.
    return: async (value?: unknown) => {
      // Not Stop (the screen unmounted): detach, the server goes on generating the reply.
      if (!stop?.aborted) {
        controller.abort();
        return events.return(value as undefined);
      }
      if (!reply.id && !reply.ended && !controller.signal.aborted) {
        // Stopped before the reply's id arrived: read on, unseen, until it does, then stop it.
        void (async () => {
          try {
            while (!reply.id && !reply.ended) await next();
          } catch {
            // the stream failed: nothing runs on the server to stop
          }
          if (reply.id && !reply.ended) stopReply(rest, input.conversationId, reply.id);
          controller.abort();
          await events.return(undefined).catch(() => {});
        })();
        return { done: true as const, value: value as undefined };
      }
      if (reply.id && !reply.ended) stopReply(rest, input.conversationId, reply.id);
      controller.abort();
      return events.return(value as undefined);
    },
    throw: (error?: unknown) => {
      controller.abort();
      return events.throw(error);
    },
    [Symbol.asyncIterator]() {
      return this;
    },
  };
}

async function* streamEvents(rest: Rest, input: SendMessageInput, signal: AbortSignal): AsyncGenerator<ChatEvent> {
  const body = withoutEmpty({
    content: input.content,
    parent_id: input.parentId,
    model: input.model,
    assistant_id: input.assistantId,
    quote: input.quote,
    temporary: input.temporary,
    regenerate_id: input.regenerateId,
  });
  // An edit of the first question: a new root (parent_id null), not "continue the latest".
  if (input.root) Object.assign(body, { parent_id: null });
  // Attachments travel as multipart `files[]` with the fields (resolvers/attachments.ts).
  const payload = input.files?.length ? toMultipart(body, input.files as Blob[]) : body;
  try {
    for await (const sse of rest.stream(`/ai/conversations/${encodeURIComponent(input.conversationId)}/messages`, payload, signal)) {
      const event = toChatEvent(sse);
      if (!event) continue;
      yield event;
      if (isLastChatEvent(event)) return;
    }
  } catch (error) {
    if (signal.aborted) return;
    if (!(error instanceof RestError)) throw error;
    yield { __typename: 'ChatError', error: error.message };
    return;
  }
  // Every reply ends with the stored answer or an error; a stream that just stops gets one too.
  if (!signal.aborted) yield { __typename: 'ChatError', error: INTERRUPTED };
}

const INTERRUPTED = 'The reply was interrupted. Please try again.';

/** Stop: the server ends the reply and keeps what was generated. Nobody waits for the answer. */
export function stopReply(rest: Rest, conversationId: string, messageId: string) {
  const path = `/ai/conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(messageId)}/stop`;
  rest.post(path, {}).catch(() => {});
}

/** The stored assistant message or an error: nothing follows either (SPEC §4). */
export function isLastChatEvent(event: { __typename?: string; message?: { role?: string; isProcessing?: boolean } | null }): boolean {
  return event.__typename === 'ChatError' || (event.__typename === 'ChatMessage' && event.message?.role === 'assistant' && !event.message?.isProcessing);
}

/** SPEC §4 event names → schema types; unknown events are skipped so the server can add new ones. */
export function toChatEvent({ event, data }: SseEvent): ChatEvent | null {
  const fields = (data ?? {}) as Record<string, unknown>;
  switch (event) {
    case 'token':
      return { __typename: 'ChatToken', text: String(fields.text ?? '') };
    case 'reasoning-token':
      return { __typename: 'ChatReasoningToken', text: String(fields.text ?? '') };
    case 'message':
      return { __typename: 'ChatMessage', message: toMessage(data as RestMessage) };
    case 'cloning':
      return { __typename: 'ChatCloning', conversationId: String(fields.conversation_id) };
    case 'redirect':
      return { __typename: 'ChatRedirect', path: String(fields.path) };
    case 'call':
      return { __typename: 'ChatCall', name: String(fields.name), arguments: asText(fields.arguments), result: asText(fields.result) };
    case 'error':
      return { __typename: 'ChatError', error: String(fields.message ?? 'The reply failed.') };
    default:
      return null;
  }
}

/** Tool arguments and results may arrive as JSON values; the schema carries them as text. */
function asText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
