// One conversation with its messages (docs/rest-api.md, "Chat": the /library routes), and the
// conversion of conversations and messages every domain that answers them uses. The history's
// pages, renaming and deleting are the history domain's (history/resolvers.ts).
import type { Wire } from '../../../contract/common';
import type { Conversation as RestConversation, ConversationRead, Message as RestMessage } from '../../../contract/library';
import { messagePageSize } from '../../../contract/limits';
import type { Message, Resolvers, ResolversTypes } from '../generated/resolvers';
import { RestError, type Rest } from '../rest';
import { toAttachments } from './attachment-resolvers';

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

export function toConversation(conversation: Wire<typeof RestConversation> & { messages?: Wire<typeof RestMessage>[]; has_older?: boolean }): ResolversTypes['Conversation'] {
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
