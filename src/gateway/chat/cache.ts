// The chat's graphcache config: a reply's events are stored inside their result, and what the
// chat writes lands where the library's screens read it — a new conversation tops the
// history, a stored message joins its conversation (no refetch), the chosen branch follows it.
import type { CreateConversationMutation, SendMessageSubscription } from '../generated/graphql';
import { embedded, type GatewayCache } from '../domain';
import { addNewConversation } from '../history/cache';
import { appendMessage } from '../library/cache';
import { followStoredMessage } from './cache-branches';

export const chatCache: GatewayCache = {
  keys: {
    ChatToken: embedded,
    ChatReasoningToken: embedded,
    ChatMessage: embedded,
    ChatCloning: embedded,
    ChatRedirect: embedded,
    ChatError: embedded,
    FeedbackResult: embedded,
  },
  updates: {
    Mutation: {
      createConversation: (result, _, cache) => {
        const created = (result as Partial<CreateConversationMutation>).createConversation;
        if (created) addNewConversation(cache, created.id);
      },
    },
    Subscription: {
      sendMessage: (result, _, cache) => {
        const event = (result as Partial<SendMessageSubscription>).sendMessage;
        if (event?.__typename !== 'ChatMessage') return;
        appendMessage(cache, event.message);
        followStoredMessage(cache, event.message);
      },
    },
  },
};
