import type { ChatContext, StoredMessage } from './chatTypes';

// Replies that survive: a conversation opened while one of its replies is still being
// generated (the tab was closed or reloaded) re-attaches to it. The screen tells chatMachine
// what is stored (THREAD.STORED) and the machine decides here whether to RESUME.

/** The reply to re-attach to: one still generating that this chat is not already following. */
export function replyToResume<T extends StoredMessage>(
  thread: readonly T[],
  busy: boolean,
  context: Pick<ChatContext, 'replyId' | 'stoppedUnknownReplyIn'>,
  conversationId: string,
): T | null {
  if (busy || context.stoppedUnknownReplyIn === conversationId) return null;
  const running = thread.findLast((m) => m.role === 'assistant' && m.isProcessing);
  // The chat's own latest reply is never resumed: it was streamed here, then finished or stopped.
  if (!running || running.id === context.replyId) return null;
  return running;
}

/** The stored thread without the reply shown live (its stored copy lags behind the live text). */
export function withoutLiveReply<T extends StoredMessage>(thread: readonly T[], liveDraft: boolean): readonly T[] {
  if (!liveDraft) return thread;
  const shown = thread.filter((m) => !(m.role === 'assistant' && m.isProcessing));
  return shown.length === thread.length ? thread : shown;
}
