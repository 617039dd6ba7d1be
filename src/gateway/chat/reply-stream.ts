// A chat reply as a stream of ChatEvent values, shared by sendMessage (chat.ts) and resumeReply
// (resume.ts): SPEC §4's SSE events typed, every failure as a ChatError, the stored reply or an
// error last, and the difference between Stop and merely leaving.
//
// urql's teardown calls the iterator's `return()`. With the operation's Stop signal aborted
// (context.ts) that is Stop: the gateway calls the stop route, and the server ends the reply,
// keeping what was generated. Without it the teardown only detaches, like a closed tab: the
// reply goes on, and opening the conversation again re-attaches to it (issue 3, item 11).
import type { ChatEvent } from '../generated/resolvers';
import { RestError, type Rest } from '../rest';
import type { SseEvent } from '../sse';
import type { Wire } from '../../../contract/common';
import type { Message as RestMessage } from '../../../contract/library';
import { toMessage } from '../library/resolvers';

interface ReplyStream {
  conversationId: string;
  /** Known when re-attaching; when sending it comes with the reply's placeholder message. */
  replyId: string | null;
  /** Opens the SSE request; aborting the signal drops the connection. */
  open: (signal: AbortSignal) => AsyncIterable<SseEvent>;
  stop?: AbortSignal;
}

/** An iterator whose `return()` aborts the request at once, even while a read is pending. */
export function replyEvents(rest: Rest, { conversationId, replyId, open, stop }: ReplyStream): AsyncIterableIterator<ChatEvent> {
  const controller = new AbortController();
  const events = chatEvents(open, controller.signal);
  const reply = { id: replyId, ended: false };
  let stopSent = false;
  /** Once per reply: the server ends it, and this stream with what it stored. */
  const stopReply = () => {
    if (stopSent || !reply.id || reply.ended) return;
    stopSent = true;
    // Nobody waits for the answer: the stream itself ends with the stored reply.
    const path = `/ai/conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(reply.id)}/stop`;
    rest.post(path, {}).catch(() => {});
  };
  // Stop while still reading: the consumer goes on reading to the stored reply, so stop now
  // (or as soon as the reply's id arrives) instead of at teardown.
  stop?.addEventListener('abort', stopReply, { once: true });
  const next = async () => {
    const result = await events.next();
    if (result.done || isLastChatEvent(result.value)) reply.ended = true;
    else if (result.value.__typename === 'ChatMessage' && result.value.message.role === 'assistant') {
      reply.id = result.value.message.id;
      if (stop?.aborted) stopReply();
    }
    return result;
  };
  return {
    next,
    // An async generator only runs return() after its pending next() settles, which would wait
    // for the next token; aborting first releases that read now.
    return: async (value?: unknown) => {
      const stopping = stop?.aborted && !reply.ended && !controller.signal.aborted;
      if (stopping && !reply.id) {
        // Stopped before the reply's id arrived: read on, unseen, until it does, then stop it.
        void (async () => {
          try {
            while (!reply.id && !reply.ended) await next();
          } catch {
            // the stream failed: nothing runs on the server to stop
          }
          stopReply();
          controller.abort();
          await events.return(undefined).catch(() => {});
        })();
        return { done: true as const, value: value as undefined };
      }
      if (stopping) stopReply();
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

async function* chatEvents(open: ReplyStream['open'], signal: AbortSignal): AsyncGenerator<ChatEvent> {
  try {
    for await (const sse of open(signal)) {
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
  if (!signal.aborted) yield { __typename: 'ChatError', error: 'The reply was interrupted. Please try again.' };
}

/** The stored assistant message or an error: nothing follows either (SPEC §4). */
export function isLastChatEvent(event: { __typename?: string; message?: { role?: string; isProcessing?: boolean } | null }): boolean {
  return event.__typename === 'ChatError' || (event.__typename === 'ChatMessage' && event.message?.role === 'assistant' && !event.message?.isProcessing);
}

/** SPEC §4 event names → schema types; unknown events are skipped so the server can add new ones. */
function toChatEvent({ event, data }: SseEvent): ChatEvent | null {
  const fields = (data ?? {}) as Record<string, unknown>;
  switch (event) {
    case 'token':
      return { __typename: 'ChatToken', text: String(fields.text ?? '') };
    case 'reasoning-token':
      return { __typename: 'ChatReasoningToken', text: String(fields.text ?? '') };
    case 'message':
      return { __typename: 'ChatMessage', message: toMessage(data as Wire<typeof RestMessage>) };
    case 'cloning':
      return { __typename: 'ChatCloning', conversationId: String(fields.conversation_id) };
    case 'redirect':
      return { __typename: 'ChatRedirect', path: String(fields.path) };
    case 'call':
      return { __typename: 'ToolCall', name: String(fields.name), arguments: asText(fields.arguments), result: asText(fields.result) };
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
