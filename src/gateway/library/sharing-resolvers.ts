// Sharing (docs/rest-api.md, "Sharing"): a conversation's audience, and the public read-only
// copy at /share/{id}.
import type { Wire } from '../../../contract/common';
import type { Conversation as RestConversation, ConversationWithMessages } from '../../../contract/library';
import type { Resolvers } from '../generated/resolvers';
import { RestError } from '../rest';

export const sharingResolvers: Resolvers = {
  Query: {
    sharedConversation: async (_, { id }, { rest }) => {
      try {
        return await rest.get<Wire<typeof ConversationWithMessages>>(`/share/${encodeURIComponent(id)}`);
      } catch (error) {
        // Never shared, withdrawn or deleted: the page says so rather than failing.
        if (error instanceof RestError && error.status === 404) return null;
        throw error;
      }
    },
  },
  Mutation: {
    setConversationVisibility: (_, { id, visibility }, { rest }) =>
      rest.post<Wire<typeof RestConversation>>(`/library/${encodeURIComponent(id)}`, { visibility }),
  },
};
