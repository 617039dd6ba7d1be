import { graphql } from '../generated';
import { pageSize } from '../../../contract/limits';

// Library operations (history, one conversation, sharing, attachments); types come from
// `npm run codegen`. One fragment per entity: every query, mutation and stream that reads a
// Message reads MessageFields, so graphcache always holds the same fields of it.

/** The history's page size (the contract's): the list asks for pages of it, and a refresh of its first page must match. */
export const HISTORY_PAGE_SIZE = pageSize;

export const AttachmentFields = graphql(`
  fragment AttachmentFields on Attachment {
    id
    name
    mime
    size
  }
`);

export const ToolCallFields = graphql(`
  fragment ToolCallFields on ToolCall {
    name
    arguments
    result
  }
`);

export const MessageFields = graphql(`
  fragment MessageFields on Message {
    id
    conversationId
    parentId
    role
    content
    reasoning
    model
    quote
    isProcessing
    isIncomplete
    attachments { ...AttachmentFields }
    call { ...ToolCallFields }
    calls { ...ToolCallFields }
    createdAt
  }
`);

/** A conversation without its messages (the history lists them so). */
export const ConversationFields = graphql(`
  fragment ConversationFields on Conversation {
    id
    title
    cost
    visibility
    temporary
    currentLeafId
    createdAt
    updatedAt
  }
`);

export const ConversationsQuery = graphql(`
  query Conversations($startingAfter: ID, $limit: Int) {
    conversations(startingAfter: $startingAfter, limit: $limit) {
      hasMore
      items { ...ConversationFields }
    }
  }
`);

export const SearchConversationsQuery = graphql(`
  query SearchConversations($query: String!, $startingAfter: ID, $limit: Int) {
    searchConversations(query: $query, startingAfter: $startingAfter, limit: $limit) {
      hasMore
      items { ...ConversationFields }
    }
  }
`);

export const ConversationQuery = graphql(`
  query Conversation($id: ID!) {
    conversation(id: $id) {
      ...ConversationFields
      messages { ...MessageFields }
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

export const SharedConversationQuery = graphql(`
  query SharedConversation($id: ID!) {
    sharedConversation(id: $id) {
      id
      title
      createdAt
      currentLeafId
      messages { ...MessageFields }
    }
  }
`);

export const SetConversationVisibilityMutation = graphql(`
  mutation SetConversationVisibility($id: ID!, $visibility: Int!) {
    setConversationVisibility(id: $id, visibility: $visibility) { ...ConversationFields }
  }
`);

/** Ask with requestPolicy 'network-only': a withdrawn share link must refuse the download again. */
export const AttachmentFileQuery = graphql(`
  query AttachmentFile($id: ID!, $sharedConversationId: ID) {
    attachmentFile(id: $id, sharedConversationId: $sharedConversationId)
  }
`);
