// A chat reply as a live job (server/lib/live): the assistant message, stored in `messages` as
// it grows. Its content and reasoning grow as text, its tool calls as a list.
import type { Message, ToolCall } from '../db/types';
import type { LiveStore } from '../lib/live/live-store';
import { messageView } from '../library/conversations';
import type { PreparedReply } from './prepare-reply';

export const liveReplies: LiveStore<Message> = {
  kind: 'reply',
  table: 'messages',
  // Reasoning first: a model thinks before it answers, and a follower catching up shows it so.
  texts: [
    { column: 'reasoning', event: 'reasoning-token' },
    { column: 'content', event: 'token' },
  ],
  // Every tool call, in order (a model may call tools several times in one reply).
  list: { column: 'calls', event: 'call' },
  // `call` is the last one: what SPEC's Message carries.
  derived: (output) => ({ call: (output.list.at(-1) as ToolCall | undefined) ?? null }),
  updatedAt: 'updated_at',
  rowEvent: 'message',
  view: messageView,
  errors: { failed: 'The reply failed.', unsaved: 'The reply could not be saved.', gone: 'This reply no longer exists.' },
};

/** The placeholder's own columns: an assistant message answering the user message. */
export function replyValues({ model, userMessage }: PreparedReply) {
  return {
    role: 'assistant',
    conversation_id: userMessage.conversation_id,
    parent_id: userMessage.id,
    model: model.key,
    assistant_id: userMessage.assistant_id,
    quote: null,
  };
}
