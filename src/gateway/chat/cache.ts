// The chat's graphcache config: a reply's events are stored inside their result, and what the
// chat writes lands where the library's screens read it — a new conversation tops the
// history, a stored message joins its conversation (no refetch), the chosen branch follows it.
import type { CreateConversationMutation, SendMessageSubscription } from '../generated/graphql';
import type { Cache } from '@urql/exchange-graphcache';
import type { GatewayCache } from '../domain';
import { addNewConversation } from '../history/cache';
import { appendMessage } from '../library/cache';
import { followStoredMessage } from './cache-branches';

export const chatCache: GatewayCache = {
  updates: {
    Mutation: {
      createConversation: (result, _, cache) => {
        const created = (result as Partial<CreateConversationMutation>).createConversation;
        if (created) addNewConversation(cache, created.id);
      },
    },
    Subscription: {
      sendMessage: (result, args, cache) => {
        const event = (result as Partial<SendMessageSubscription>).sendMessage;
        // A reply that failed before its first word (a refused key, an unreachable provider) is
        // not stored: its empty placeholder goes, so the error is what shows, not "Stopped before it answered."
        if (event?.__typename === 'ChatError') return dropEmptyPlaceholder(cache, (args as { input?: { conversationId?: string } }).input?.conversationId);
        if (event?.__typename !== 'ChatMessage') return;
        appendMessage(cache, event.message);
        followStoredMessage(cache, event.message);
      },
    },
  },
};

/** Takes the conversation's last message out of its list when it is an empty assistant placeholder still processing. */
function dropEmptyPlaceholder(cache: Cache, conversationId: string | undefined) {
  const conversation = conversationId ? cache.keyOfEntity({ __typename: 'Conversation', id: conversationId }) : null;
  const messages = conversation ? (cache.resolve(conversation, 'messages') as string[] | null | undefined) : null;
  const last = messages?.at(-1);
  if (!conversation || !messages || !last) return;
  const empty = cache.resolve(last, 'role') === 'assistant' && cache.resolve(last, 'isProcessing') === true && cache.resolve(last, 'content') === '';
  if (empty) cache.link(conversation, 'messages', messages.slice(0, -1));
}
