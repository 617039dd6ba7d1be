import type { ChatCall, ChatContext } from './chatTypes';

// A value chatMachine derives for the message list: what of the running (or just ended) turn
// the list must show on top of the stored thread:
// the user's text until the server confirms it, and the reply streamed so far until the
// stored reply (or, after Stop, the stored partial reply) is in the thread.

interface StoredMessage {
  id: string;
  parentId: string | null;
  role: string;
  isProcessing?: boolean;
}

export interface LiveTurn {
  pendingUser: string | null;
  /**
   * id: the reply's, once the server named it (the stored reply then takes the draft's place
   * without rendering it again); calls: tools the model used for this reply so far (chips).
   */
  draft: { id?: string | null; content: string; reasoning: string; calls?: readonly ChatCall[] } | null;
}

export function liveTurn(context: ChatContext, busy: boolean, routeId: string | null, thread: readonly StoredMessage[]): LiveTurn {
  const startedHere = context.conversationId === routeId || (busy && context.conversationId === null && routeId === null);
  // A reply streaming into another conversation stays silent here (SPEC §4).
  if (!startedHere) return { pendingUser: null, draft: null };
  const userId = context.userMessageId;
  const userStored = userId !== null && thread.some((m) => m.id === userId);
  // A regenerated question already has answers: only a new one counts.
  // A reply still generating (its placeholder, or one being resumed) is shown live, not stored.
  const replyStored = userId !== null && thread.some((m) => m.parentId === userId && m.role === 'assistant' && !m.isProcessing && !context.staleReplyIds.includes(m.id));
  return {
    // A regeneration has no question of its own to show (its pending text is '').
    pendingUser: (busy && !userStored && context.pendingUserContent) || null,
    draft: !replyStored && (busy || context.draft !== '') ? { id: context.replyId ?? null, content: context.draft, reasoning: context.reasoning, calls: context.calls } : null,
  };
}
