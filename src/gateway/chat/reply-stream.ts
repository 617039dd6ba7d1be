// A chat reply as a live stream of ChatEvent values (live-stream.ts), shared by sendMessage
// (resolvers.ts) and resumeReply (resume-resolvers.ts): SPEC §4's SSE events typed, every
// failure a ChatError, the stored reply or an error last; the reply's id arrives with its
// placeholder message (or is known when re-attaching), and Stop calls the reply's stop route.
import type { Wire } from '../../../contract/common';
import type { Message as RestMessage } from '../../../contract/library';
import type { GatewayContext } from '../context';
import type { ResolversParentTypes, ResolversUnionTypes } from '../generated/resolvers';

/** An event as the resolvers hand it on: a stored message is the REST message as it comes. */
export type ChatEvent = ResolversUnionTypes<ResolversParentTypes>['ChatEvent'];
import { liveStream } from '../live-stream';
import type { SseEvent } from '../sse';

interface ReplyStream {
  conversationId: string;
  /** Known when re-attaching; when sending it comes with the reply's placeholder message. */
  replyId: string | null;
  /** Opens the SSE request; aborting the signal drops the connection. */
  open: (signal: AbortSignal) => AsyncIterable<readonly SseEvent[]>;
}

export function replyEvents(context: GatewayContext, { conversationId, replyId, open }: ReplyStream): AsyncIterableIterator<ChatEvent> {
  return liveStream(context, {
    open,
    eventOf: toChatEvent,
    join: joinTokens,
    isLast: isLastChatEvent,
    jobId: replyId,
    jobIdOf: (event) => (event.__typename === 'ChatMessage' && event.message.role === 'assistant' ? event.message.id : null),
    stopPath: (id) => `/ai/conversations/${encodeURIComponent(conversationId)}/messages/${encodeURIComponent(id)}/stop`,
    failure: (error, status) => ({ __typename: 'ChatError', error, outOfCredits: status === 402 }),
    interrupted: 'The reply was interrupted. Please try again.',
  });
}

/** The stored assistant message or an error: nothing follows either (SPEC §4). */
function isLastChatEvent(event: ChatEvent): boolean {
  return event.__typename === 'ChatError' || (event.__typename === 'ChatMessage' && event.message.role === 'assistant' && !event.message.is_processing);
}

/** Tokens that arrived together, as one text (the chat still counts each for its auto-scroll, SPEC §4). */
function joinTokens(before: ChatEvent, after: ChatEvent): ChatEvent | null {
  if (before.__typename === 'ChatToken' && after.__typename === 'ChatToken') return { __typename: 'ChatToken', text: before.text + after.text, count: before.count + after.count };
  if (before.__typename === 'ChatReasoningToken' && after.__typename === 'ChatReasoningToken') return { __typename: 'ChatReasoningToken', text: before.text + after.text };
  return null;
}

/** SPEC §4 event names → schema types; unknown events are skipped so the server can add new ones. */
function toChatEvent({ event, data }: SseEvent): ChatEvent | null {
  const fields = (data ?? {}) as Record<string, unknown>;
  switch (event) {
    case 'token':
      return { __typename: 'ChatToken', text: String(fields.text ?? ''), count: 1 };
    case 'reasoning-token':
      return { __typename: 'ChatReasoningToken', text: String(fields.text ?? '') };
    case 'message':
      return { __typename: 'ChatMessage', message: data as Wire<typeof RestMessage> };
    case 'cloning':
      return { __typename: 'ChatCloning', conversationId: String(fields.conversation_id) };
    case 'redirect':
      return { __typename: 'ChatRedirect', path: String(fields.path) };
    case 'call':
      return { __typename: 'ToolCall', name: String(fields.name), arguments: asText(fields.arguments), result: asText(fields.result) };
    case 'error':
      return { __typename: 'ChatError', error: String(fields.message ?? 'The reply failed.'), outOfCredits: false };
    default:
      return null;
  }
}

/** Tool arguments and results may arrive as JSON values; the schema carries them as text. */
function asText(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
