// Replies that survive (docs/rest-api.md, "Chat": GET …/messages/{messageId}/stream).
//
// `resumeReply` re-attaches to a reply the server is still generating, e.g. after a reload:
// the reply so far (a ChatMessage with isProcessing), then live events, then the stored reply.
// Like sendMessage, every failure arrives as a ChatError and the last event is the stored reply
// or an error. Unsubscribing before the end after aborting the operation's Stop signal
// (context.ts) is Stop: the gateway calls the stop route; without it, it only detaches.
import type { ChatEvent, Resolvers } from '../generated/resolvers';
import { RestError, type Rest } from '../rest';
import { isLastChatEvent, stopReply, toChatEvent } from './chat';

export const resumeResolvers: Resolvers = {
  Subscription: {
    resumeReply: {
      subscribe: (_, { conversationId, messageId }, { rest, stop }) => replyEvents(rest, conversationId, messageId, stop),
      resolve: (event: ChatEvent) => event,
    },
  },
};

function replyEvents(rest: Rest, conversationId: string, messageId: string, stop?: AbortSignal): AsyncIterableIterator<ChatEvent> {
  const controller = new AbortController();
  const events = streamEvents(rest, conversationId, messageId, controller.signal);
  let ended = false;
  return {
    next: async () => {
      const result = await events.next();
      if (result.done || isLastChatEvent(result.value)) ended = true;
      return result;
    },
    // Abort first: an async generator's return() would otherwise wait for the next token.
    return: (value?: unknown) => {
      if (!ended && stop?.aborted) stopReply(rest, conversationId, messageId);
      ended = true;
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

async function* streamEvents(rest: Rest, conversationId: string, messageId: string, signal: AbortSignal): AsyncGenerator<ChatEvent> {
  const path = `/ai/conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(messageId)}/stream`;
  try {
    for await (const sse of rest.stream(path, undefined, signal)) {
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
  if (!signal.aborted) yield { __typename: 'ChatError', error: 'The reply was interrupted. Please try again.' };
}
