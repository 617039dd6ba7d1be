// Sharing (docs/rest-api.md, "Sharing") and history search (the /library list with `query`).
import type { Conversation, Resolvers, SharedConversation } from '../generated/resolvers';
import { RestError, type RestList } from '../rest';
import { PAGE_SIZE, toConversation, toMessage, type RestConversation } from './resolvers';

export const sharingResolvers: Resolvers = {
  Query: {
    sharedConversation: async (_, { id }, { rest }) => {
      try {
        const shared = await rest.get<RestConversation>(`/share/${encodeURIComponent(id)}`);
        return {
          id: shared.id,
          title: shared.title,
          createdAt: shared.created_at,
          currentLeafId: shared.current_leaf_id ?? null,
          messages: (shared.messages ?? []).map(toMessage),
        } satisfies SharedConversation;
      } catch (error) {
        // Never shared, withdrawn or deleted: the page says so rather than failing.
        if (error instanceof RestError && error.status === 404) return null;
        throw error;
      }
    },
    searchConversations: async (_, { query, startingAfter, limit }, { rest }) => {
      const pageSize = limit ?? PAGE_SIZE;
      const page = await rest.get<RestList<RestConversation>>('/library/conversations', {
        query,
        limit: pageSize,
        starting_after: startingAfter,
      });
      return { items: page.data.map(toConversation) as Conversation[], hasMore: page.data.length >= pageSize };
    },
  },
  Mutation: {
    setConversationVisibility: async (_, { id, visibility }, { rest }) =>
      toConversation(await rest.post<RestConversation>(`/library/${encodeURIComponent(id)}`, { visibility })),
  },
};
