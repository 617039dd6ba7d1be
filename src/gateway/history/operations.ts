import { graphql } from '../generated';
import { pageSize } from '../../../contract/limits';
// The domain's code comes with its operations: a screen that runs them has it at once (index.ts).
import './domain';

// History operations; types come from `npm run codegen`. They read conversations and messages
// with the library's fragments (library/operations.ts).

/** The history's page size (the contract's): the list asks for pages of it, and a refresh of its first page must match. */
export const HISTORY_PAGE_SIZE = pageSize;

export const ConversationsQuery = graphql(`
  query Conversations($startingAfter: ID, $limit: Int, $sort: ListSort) {
    conversations(startingAfter: $startingAfter, limit: $limit, sort: $sort) {
      hasMore
      items { ...ConversationFields }
    }
  }
`);

export const SearchConversationsQuery = graphql(`
  query SearchConversations($query: String!, $startingAfter: ID, $limit: Int, $sort: ListSort) {
    searchConversations(query: $query, startingAfter: $startingAfter, limit: $limit, sort: $sort) {
      hasMore
      items { ...ConversationFields }
    }
  }
`);

/** Scrolling up: the messages above `before`; graphcache puts them in front of the conversation's (cache-thread.ts). */
export const OlderMessagesQuery = graphql(`
  query OlderMessages($conversationId: ID!, $before: ID!, $limit: Int) {
    olderMessages(conversationId: $conversationId, before: $before, limit: $limit) {
      hasMore
      items { ...PathMessageFields }
    }
  }
`);

export const RenameConversationMutation = graphql(`
  mutation RenameConversation($id: ID!, $title: String!) {
    renameConversation(id: $id, title: $title) { ...ConversationFields }
  }
`);

export const DeleteConversationMutation = graphql(`
  mutation DeleteConversation($id: ID!) {
    deleteConversation(id: $id)
  }
`);

export const DiscardEmptyConversationMutation = graphql(`
  mutation DiscardEmptyConversation($id: ID!) {
    discardEmptyConversation(id: $id)
  }
`);
