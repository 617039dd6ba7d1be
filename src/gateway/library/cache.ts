// The library's graphcache config: a conversation already cached is read from the cache, and
// a message's siblings read as null until known. What other domains' writes do to a
// conversation (a streamed message) uses the helper here; the history's pages are the history
// domain's (history/cache.ts).
import type { Cache, Variables } from '@urql/exchange-graphcache';
import type { GatewayCache } from '../domain';

type Link = string | null;

/**
 * `resolvers.Message.siblingIds`: a message only streamed so far has no siblings read yet; that
 * is null (the screen counts the loaded ones), not a cache miss that would refetch the conversation.
 */
function siblingIdsOrNull(_: unknown, __: Variables, cache: Cache, info: { parentKey: string; fieldName: string }) {
  return cache.resolve(info.parentKey, info.fieldName) ?? null;
}

export const libraryCache: GatewayCache = {
  resolvers: {
    Query: {
      // A conversation already in the cache (just created, or streamed into) is read from it;
      // one with unknown fields (e.g. only seen in the history list) is a miss and is fetched.
      conversation: (_, args, cache) => {
        const link = cache.resolve('Query', 'conversation', args);
        return link !== undefined ? (link as Link) : { __typename: 'Conversation', id: args.id as string };
      },
    },
    Message: { siblingIds: siblingIdsOrNull },
  },
};

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
