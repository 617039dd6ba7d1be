// The conversation history (docs/rest-api.md, "Chat": the /library routes): pages of it,
// searched or not, older pages of a conversation's messages, renaming and deleting.
import type { Wire } from '../../../contract/common';
import type { ConversationList, Conversation as RestConversation, ConversationWithMessages, PathPage } from '../../../contract/library';
import { restSort } from '../list-sort';
import { isLastPage } from '../../lib/lists/pages';
import type { ListSort } from '../generated/graphql';
import { messagePageSize, pageSize } from '../../../contract/limits';
import type { Resolvers } from '../generated/resolvers';
import type { Rest } from '../rest';

export const historyResolvers: Resolvers = {
  Query: {
    conversations: (_, { startingAfter, limit, sort }, { rest }) => conversationPage(rest, { startingAfter, limit, sort }),
    // History search: the same list, filtered by title and message text.
    searchConversations: (_, { query, startingAfter, limit, sort }, { rest }) => conversationPage(rest, { query, startingAfter, limit, sort }),
    olderMessages: async (_, { conversationId, before, limit }, { rest }) => {
      const path = `/library/conversations/${encodeURIComponent(conversationId)}/messages`;
      const page = await rest.get<Wire<typeof PathPage>>(path, { before, limit: limit ?? messagePageSize });
      return { items: page.data, hasMore: page.has_more };
    },
  },
  Mutation: {
    renameConversation: (_, { id, title }, { rest }) =>
      rest.post<Wire<typeof RestConversation>>(`/library/conversations/${encodeURIComponent(id)}`, { title }),
    deleteConversation: async (_, { id }, { rest }) => {
      await rest.del(`/library/conversations/${encodeURIComponent(id)}`);
      return id;
    },
    // Asked first: a send whose stream broke on the way may have been stored, and is kept.
    discardEmptyConversation: async (_, { id }, { rest }) => {
      const path = `/library/conversations/${encodeURIComponent(id)}`;
      const stored = await rest.get<Wire<typeof ConversationWithMessages>>(path);
      if (stored.messages.length) return false;
      await rest.del(path);
      return true;
    },
  },
};

/** One page of the history (the contract's page size unless asked); a short page means the end. */
async function conversationPage(rest: Rest, { query, startingAfter, limit, sort }: { query?: string; startingAfter?: string | null; limit?: number | null; sort?: ListSort | null }) {
  const size = limit ?? pageSize;
  const page = await rest.get<Wire<typeof ConversationList>>('/library/conversations', { query, limit: size, starting_after: startingAfter, sort: restSort(sort) });
  // Lists carry no messages, and the history's queries don't select them.
  return { items: page.data, hasMore: !isLastPage(page.data.length, size) };
}
