// Conversation history (docs/rest-api.md, "Chat": the /library routes): pages of it, searched
// or not, one conversation with its messages, renaming and deleting.
import type { Wire } from '../../../contract/common';
import type { ConversationList, Conversation as RestConversation, ConversationRead, ConversationWithMessages, Message as RestMessage, PathPage } from '../../../contract/library';
import { messagePageSize, pageSize } from '../../../contract/limits';
import type { Conversation, Message, Resolvers } from '../generated/resolvers';
import { RestError, type Rest } from '../rest';
import { toAttachments } from './attachment-resolvers';

export const libraryResolvers: Resolvers = {
  Query: {
    conversations: (_, { startingAfter, limit }, { rest }) => conversationPage(rest, { startingAfter, limit }),
    // History search: the same list, filtered by title and message text.
    searchConversations: (_, { query, startingAfter, limit }, { rest }) => conversationPage(rest, { query, startingAfter, limit }),
    conversation: async (_, { id, limit, through }, { rest }) => {
      try {
        return await readConversation(rest, id, limit, through);
      } catch (error) {
        // Deleted, never existed or someone else's: the UI shows "not found" rather than an error.
        if (error instanceof RestError && error.status === 404) return null;
        throw error;
      }
    },
    olderMessages: async (_, { conversationId, before, limit }, { rest }) => {
      const path = `/library/conversations/${encodeURIComponent(conversationId)}/messages`;
      const page = await rest.get<Wire<typeof PathPage>>(path, { before, limit: limit ?? messagePageSize });
      return { items: page.data.map(toMessage), hasMore: page.has_more };
    },
  },
  Mutation: {
    renameConversation: async (_, { id, title }, { rest }) =>
      toConversation(await rest.post<Wire<typeof RestConversation>>(`/library/conversations/${encodeURIComponent(id)}`, { title })),
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
  Conversation: {
    // A conversation some mutation answered only in part (chooseBranch: id and leaf) reads as
    // "follow the newest messages" and "not temporary" rather than failing.
    currentLeafId: (conversation) => conversation.currentLeafId ?? null,
    temporary: (conversation) => conversation.temporary ?? false,
    hasOlderMessages: (conversation) => conversation.hasOlderMessages ?? false,
  },
  Message: {
    siblingIds: (message) => message.siblingIds ?? null,
  },
};

/** A conversation with the newest `limit` messages of its chosen path: one request (paths.ts on the server). */
export async function readConversation(rest: Rest, id: string, limit?: number | null, through?: string | null) {
  const path = `/library/conversations/${encodeURIComponent(id)}`;
  return toConversation(await rest.get<Wire<typeof ConversationRead>>(path, { limit: limit ?? messagePageSize, through: through ?? undefined }));
}

/** One page of the history (the contract's page size unless asked); a short page means the end. */
async function conversationPage(rest: Rest, { query, startingAfter, limit }: { query?: string; startingAfter?: string | null; limit?: number | null }) {
  const size = limit ?? pageSize;
  const page = await rest.get<Wire<typeof ConversationList>>('/library/conversations', { query, limit: size, starting_after: startingAfter });
  // Lists carry no messages, and the history's queries don't select them.
  return { items: page.data.map(toConversation) as Conversation[], hasMore: page.data.length >= size };
}

export function toConversation(conversation: Wire<typeof RestConversation> & { messages?: Wire<typeof RestMessage>[]; has_older?: boolean }): Partial<Conversation> {
  return {
    id: conversation.id,
    title: conversation.title,
    cost: conversation.cost,
    visibility: conversation.visibility,
    currentLeafId: conversation.current_leaf_id,
    temporary: conversation.temporary,
    createdAt: conversation.created_at,
    updatedAt: conversation.updated_at,
    // Lists carry no messages; leaving the field out (not []) keeps that visible to the cache.
    messages: conversation.messages?.map(toMessage),
    hasOlderMessages: conversation.has_older,
  };
}

export function toMessage(message: Wire<typeof RestMessage> & { sibling_ids?: string[] }): Message {
  return {
    id: message.id,
    conversationId: message.conversation_id,
    parentId: message.parent_id,
    role: message.role,
    content: message.content,
    reasoning: message.reasoning,
    model: message.model,
    quote: message.quote,
    isProcessing: message.is_processing,
    isIncomplete: message.is_incomplete,
    call: message.call,
    calls: message.calls,
    attachments: toAttachments(message.attachments),
    createdAt: message.created_at,
    siblingIds: message.sibling_ids,
  };
}
