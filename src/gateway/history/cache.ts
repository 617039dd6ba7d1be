// The history's graphcache config: its pages merge (cache-pages.ts), an older page of messages
// goes in front of the loaded path (cache-thread.ts), and deleting a conversation drops
// it everywhere. A new conversation tops the history (addNewConversation, for the chat's writes).
import type { Cache } from '@urql/exchange-graphcache';
import type { GatewayCache } from '../domain';
import { markWholePath, prependOlderPage } from './cache-thread';
import { mergeConversationPages, prependToHistory } from './cache-pages';

const invalidateConversation = (cache: Cache, id: string) => cache.invalidate({ __typename: 'Conversation', id });

export const historyCache: GatewayCache = {
  resolvers: {
    Query: {
      conversations: mergeConversationPages,
      // Search results page the same way, one chain per query.
      searchConversations: mergeConversationPages,
    },
  },
  updates: {
    Query: { olderMessages: prependOlderPage },
    Mutation: {
      // Pages keep the dead link (it is the next page's cursor); mergeConversationPages skips it.
      deleteConversation: (_, args, cache) => invalidateConversation(cache, args.id as string),
      discardEmptyConversation: (result, args, cache) => {
        if ((result as { discardEmptyConversation?: boolean }).discardEmptyConversation) invalidateConversation(cache, args.id as string);
      },
    },
  },
};

/** A conversation just created: empty, and first in the history. */
export function addNewConversation(cache: Cache, id: string) {
  const key = cache.keyOfEntity({ __typename: 'Conversation', id });
  if (!key) return;
  // New and empty: lets `conversation(id)` answer from the cache while the first reply streams in.
  cache.link(key, 'messages', []);
  markWholePath(cache, id);
  prependToHistory(cache, key);
}
