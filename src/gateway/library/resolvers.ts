// One conversation with its messages (docs/rest-api.md, "Chat": the /library routes), and the
// conversation's and message's fields every domain that answers them shares. The history's
// pages, renaming and deleting are the history domain's (history/resolvers.ts).
import type { Wire } from '../../../contract/common';
import type { ConversationRead } from '../../../contract/library';
import { messagePageSize } from '../../../contract/limits';
import type { Resolvers } from '../generated/resolvers';
import { RestError, type Rest } from '../rest';

export const libraryResolvers: Resolvers = {
  Query: {
    conversation: async (_, { id, limit, through }, { rest }) => {
      try {
        return await readConversation(rest, id, limit, through);
      } catch (error) {
        // Deleted, never existed or someone else's: the UI shows "not found" rather than an error.
        if (error instanceof RestError && error.status === 404) return null;
        throw error;
      }
    },
  },
  Conversation: {
    // Only a path page's read says whether the path goes on above; any other answer has no more.
    hasOlderMessages: (conversation) => conversation.has_older ?? false,
  },
};

/** A conversation with the newest `limit` messages of its chosen path: one request (paths.ts on the server). */
export async function readConversation(rest: Rest, id: string, limit?: number | null, through?: string | null) {
  const path = `/library/conversations/${encodeURIComponent(id)}`;
  return rest.get<Wire<typeof ConversationRead>>(path, { limit: limit ?? messagePageSize, through: through ?? undefined });
}
