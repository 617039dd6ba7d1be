// Sharing (docs/rest-api.md, "Sharing"): a conversation's audience, and the public read-only
// copy at /share/{id}.
import type { Wire } from '../../../contract/common';
import type { Conversation as RestConversation, ConversationWithMessages } from '../../../contract/library';
import type { Resolvers, SharedConversation } from '../generated/resolvers';
import { RestError } from '../rest';
import { toConversation, toMessage } from './resolvers';

export const sharingResolvers: Resolvers = {
  Query: {
    sharedConversation: async (_, { id }, { rest }) => {
      try {
        const shared = await rest.get<Wire<typeof ConversationWithMessages>>(`/share/${encodeURIComponent(id)}`);
        return {
          id: shared.id,
          title: shared.title,
          createdAt: shared.created_at,
          currentLeafId: shared.current_leaf_id,
          messages: shared.messages.map(toMessage),
        } satisfies SharedConversation;
      } catch (error) {
        // Never shared, withdrawn or deleted: the page says so rather than failing.
        if (error instanceof RestError && error.status === 404) return null;
        throw error;
      }
    },
  },
  Mutation: {
    setConversationVisibility: async (_, { id, visibility }, { rest }) =>
      toConversation(await rest.post<Wire<typeof RestConversation>>(`/library/${encodeURIComponent(id)}`, { visibility })),
  },
};
