// The history's graphcache config. Each page of the history (and of a search of it) is its own
// query, the next starting after the last id shown (usePages), so a new conversation goes at the
// top of every cached newest-first first page, a rename changes its one record, and a deleted one
// comes out of every cached page. An older page of messages goes in front of the loaded path
// (cache-thread.ts).
import type { Cache } from '@urql/exchange-graphcache';
import type { GatewayCache } from '../domain';
import { listCache } from '../list-cache';
import { markWholePath, prependOlderPage } from './cache-thread';

const history = listCache({ typename: 'Conversation', one: 'conversation', page: 'conversations' });
const searched = listCache({ typename: 'Conversation', one: 'conversation', page: 'searchConversations' });

/** A deleted conversation, out of every cached page of the history and of its searches. */
function removeConversation(cache: Cache, id: string) {
  searched.remove(cache, id);
  history.remove(cache, id);
}

export const historyCache: GatewayCache = {
  updates: {
    Query: { olderMessages: prependOlderPage },
    Mutation: {
      deleteConversation: (_, args, cache) => removeConversation(cache, args.id as string),
      discardEmptyConversation: (result, args, cache) => {
        if ((result as { discardEmptyConversation?: boolean }).discardEmptyConversation) removeConversation(cache, args.id as string);
      },
    },
  },
};

/** A conversation just created: empty, and first in the history (a search is asked again when typed). */
export function addNewConversation(cache: Cache, id: string) {
  const key = cache.keyOfEntity({ __typename: 'Conversation', id });
  if (!key) return;
  // New and empty: lets `conversation(id)` answer from the cache while the first reply streams in.
  cache.link(key, 'messages', []);
  markWholePath(cache, id);
  history.prepend(cache, id, () => true);
}
