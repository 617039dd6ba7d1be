// The library's graphcache config: history pages merge (cache-pages.ts), a conversation
// already cached is read from the cache, and deleting one drops it everywhere. What other
// domains' writes do to a conversation (a new one, a streamed message) uses the helpers here.
import type { Cache } from '@urql/exchange-graphcache';
import { embedded, type GatewayCache } from '../domain';
import { mergeConversationPages, prependToHistory } from './cache-pages';
import { markWholePath, prependOlderPage, siblingIdsOrNull } from './cache-thread';

type Link = string | null;

const invalidateConversation = (cache: Cache, id: string) => cache.invalidate({ __typename: 'Conversation', id });

export const libraryCache: GatewayCache = {
  keys: {
    ConversationPage: embedded,
    MessagePage: embedded,
    // A tool call belongs to its message (or, streamed, to its event).
    ToolCall: embedded,
  },
  resolvers: {
    Query: {
      conversations: mergeConversationPages,
      // Search results page the same way, one chain per query.
      searchConversations: mergeConversationPages,
      // A conversation already in the cache (just created, or streamed into) is read from it;
      // one with unknown fields (e.g. only seen in the history list) is a miss and is fetched.
      conversation: (_, args, cache) => {
        const link = cache.resolve('Query', 'conversation', args);
        return link !== undefined ? (link as Link) : { __typename: 'Conversation', id: args.id as string };
      },
    },
    Message: { siblingIds: siblingIdsOrNull },
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

/** Puts a stored message (the user's, then the finished reply) at the end of its conversation. */
export function appendMessage(cache: Cache, message: { id: string; conversationId: string }) {
  const conversation = cache.keyOfEntity({ __typename: 'Conversation', id: message.conversationId });
  const key = cache.keyOfEntity({ __typename: 'Message', id: message.id });
  if (!conversation || !key) return;
  const messages = cache.resolve(conversation, 'messages') as string[] | null | undefined;
  // Not loaded yet: the conversation query will fetch its newest messages anyway.
  if (!messages) return;
  if (!messages.includes(key)) cache.link(conversation, 'messages', [...messages, key]);
}
