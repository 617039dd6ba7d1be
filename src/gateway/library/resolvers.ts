// Conversation history (docs/rest-api.md, "Chat": the /library routes).
import type { Conversation, Message, Resolvers } from '../generated/resolvers';
import { RestError, type RestList } from '../rest';
import { toAttachments, type RestAttachment } from './attachment-resolvers';

export interface RestMessage {
  id: string;
  conversation_id: string;
  parent_id: string | null;
  role: 'user' | 'assistant';
  content: string;
  reasoning: string | null;
  model: string | null;
  quote: string | null;
  is_processing: boolean;
  /** 0005-resume: the reply stopped early because the server restarted. */
  is_incomplete?: boolean;
  /** The last tool the model called for this reply, if any. */
  call?: RestToolCall | null;
  /** 0007-tool-calls: every tool call of the reply, in order. */
  calls?: RestToolCall[];
  /** 0006-attachments: the files of a user message. */
  attachments?: RestAttachment[];
  created_at: string;
}

export interface RestToolCall {
  name: string;
  arguments: string | null;
  result: string | null;
}

export interface RestConversation {
  id: string;
  title: string | null;
  cost: number;
  visibility: number;
  current_leaf_id?: string | null;
  temporary?: boolean;
  created_at: string;
  updated_at: string;
  messages?: RestMessage[];
}

/** SPEC: history comes 25 a page. */
export const PAGE_SIZE = 25;

export const libraryResolvers: Resolvers = {
  Query: {
    conversations: async (_, { startingAfter, limit }, { rest }) => {
      const pageSize = limit ?? PAGE_SIZE;
      const page = await rest.get<RestList<RestConversation> & { has_more?: boolean }>('/library/conversations', {
        limit: pageSize,
        starting_after: startingAfter,
      });
      // A short page means the end (the contract has no has_more; use it if the server adds one).
      // Lists carry no messages, and ConversationsQuery doesn't select them.
      const items = page.data.map(toConversation) as Conversation[];
      return { items, hasMore: page.has_more ?? page.data.length >= pageSize };
    },
    conversation: async (_, { id }, { rest }) => {
      try {
        return toConversation(await rest.get<RestConversation>(`/library/conversations/${encodeURIComponent(id)}`));
      } catch (error) {
        // Deleted, never existed or someone else's: the UI shows "not found" rather than an error.
        if (error instanceof RestError && error.status === 404) return null;
        throw error;
      }
    },
  },
  Mutation: {
    renameConversation: async (_, { id, title }, { rest }) =>
      toConversation(await rest.post<RestConversation>(`/library/conversations/${encodeURIComponent(id)}`, { title })),
    deleteConversation: async (_, { id }, { rest }) => {
      await rest.del(`/library/conversations/${encodeURIComponent(id)}`);
      return id;
    },
    // Asked first: a send whose stream broke on the way may have been stored, and is kept.
    discardEmptyConversation: async (_, { id }, { rest }) => {
      const path = `/library/conversations/${encodeURIComponent(id)}`;
      const stored = await rest.get<RestConversation>(path);
      if (stored.messages?.length) return false;
      await rest.del(path);
      return true;
    },
  },
  Conversation: {
    // A conversation some mutation answered only in part (chooseBranch: id and leaf) reads as
    // "follow the newest messages" and "not temporary" rather than failing.
    currentLeafId: (conversation) => conversation.currentLeafId ?? null,
    temporary: (conversation) => conversation.temporary ?? false,
  },
};

export function toConversation(conversation: RestConversation): Partial<Conversation> {
  return {
    id: conversation.id,
    title: conversation.title,
    cost: conversation.cost,
    visibility: conversation.visibility,
    currentLeafId: conversation.current_leaf_id ?? null,
    temporary: conversation.temporary ?? false,
    createdAt: conversation.created_at,
    updatedAt: conversation.updated_at,
    // Lists carry no messages; leaving the field out (not []) keeps that visible to the cache.
    messages: conversation.messages?.map(toMessage),
  };
}

export function toMessage(message: RestMessage): Message {
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
    isIncomplete: message.is_incomplete ?? false,
    call: message.call ?? null,
    // A server from before 0007 sends only `call`: its one call is the whole list.
    calls: message.calls ?? (message.call ? [message.call] : []),
    attachments: toAttachments(message.attachments),
    createdAt: message.created_at,
  };
}
