// Replies that survive (docs/rest-api.md, "Chat": GET …/messages/{messageId}/stream).
//
// `resumeReply` re-attaches to a reply the server is still generating, e.g. after a reload:
// the reply so far (a ChatMessage with isProcessing), then live events, then the stored reply.
// Like sendMessage (reply-stream.ts), every failure arrives as a ChatError, the last event is
// the stored reply or an error, and only Stop, not unsubscribing, stops the reply.
import type { Resolvers } from '../generated/resolvers';
import type { ChatEvent } from './reply-stream';
import { lazyStream } from '../lazy-stream';
import { loadReplyStream } from './resolvers';

export const resumeResolvers: Resolvers = {
  Subscription: {
    resumeReply: {
      subscribe: (_, { conversationId, messageId }, context) => {
        const path = `/ai/conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(messageId)}/stream`;
        return lazyStream(async () => (await loadReplyStream()).replyEvents(context, { conversationId, replyId: messageId, open: (signal) => context.rest.streamBatches(path, undefined, signal) }));
      },
      resolve: (event: ChatEvent) => event,
    },
  },
};
