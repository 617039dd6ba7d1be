import { useCallback, useLayoutEffect, useRef } from 'react';
import { useSelector } from '@xstate/react';
import type { ActorRefFrom } from 'xstate';
import type { chatMachine } from '../../machines/chatMachine';

// SPEC §4: stream events that arrive after the user navigated away are silent (no toast, no
// navigation) and their text is buffered: the machine keeps the reply, and the list shows it
// when the user comes back (liveTurn).

/**
 * Whether the user is still with a running turn: where they were when it started (or last
 * followed it), or on the conversation it streams into.
 */
export function isWithTurn(routeId: string | null, home: string | null, turnConversationId: string | null): boolean {
  return routeId === home || (turnConversationId !== null && routeId === turnConversationId);
}

/** A function telling, at the moment an event arrives, whether the user is with the turn. */
export function useTurnPresence(chat: ActorRefFrom<typeof chatMachine>, routeId: string | null): () => boolean {
  const route = useRef(routeId);
  route.current = routeId;
  const home = useRef(routeId);
  const busy = useSelector(chat, (s) => s.hasTag('busy'));
  const turnConversationId = useSelector(chat, (s) => s.context.conversationId);
  // A turn starts where the user is.
  useLayoutEffect(() => {
    if (busy) home.current = route.current;
  }, [busy]);
  // Following the turn to its conversation (a new chat lands on /{id}) moves its home there.
  useLayoutEffect(() => {
    if (routeId !== null && routeId === turnConversationId) home.current = routeId;
  }, [routeId, turnConversationId]);
  return useCallback(() => isWithTurn(route.current, home.current, chat.getSnapshot().context.conversationId), [chat]);
}
