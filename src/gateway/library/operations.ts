import { graphql } from '../generated';

// Attachment operations; types come from `npm run codegen`.

/** Ask with requestPolicy 'network-only': a withdrawn share link must refuse the download again. */
export const AttachmentFileQuery = graphql(`
  query AttachmentFile($id: ID!, $sharedConversationId: ID) {
    attachmentFile(id: $id, sharedConversationId: $sharedConversationId)
  }
`);


// History search; types come from `npm run codegen`.

export const SearchConversationsQuery = graphql(`
  query SearchConversations($query: String!, $startingAfter: ID, $limit: Int) {
    searchConversations(query: $query, startingAfter: $startingAfter, limit: $limit) {
      hasMore
      items { id title cost visibility createdAt updatedAt }
    }
  }
`);


// Library operations; types come from `npm run codegen`.

/** The history's page size: the list asks for pages of it, and a refresh of its first page must match. */
export const HISTORY_PAGE_SIZE = 25;

export const ConversationsQuery = graphql(`
  query Conversations($startingAfter: ID, $limit: Int) {
    conversations(startingAfter: $startingAfter, limit: $limit) {
      hasMore
      items { id title cost visibility createdAt updatedAt }
    }
  }
`);

export const ConversationQuery = graphql(`
  query Conversation($id: ID!) {
    conversation(id: $id) {
      id
      title
      cost
      visibility
      currentLeafId
      createdAt
      updatedAt
      messages { id conversationId parentId role content reasoning model quote isProcessing isIncomplete attachments { id name mime size } createdAt call { name arguments result } calls { name arguments result } }
    }
  }
`);

export const RenameConversationMutation = graphql(`
  mutation RenameConversation($id: ID!, $title: String!) {
    renameConversation(id: $id, title: $title) { id title updatedAt }
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


// Sharing operations; types come from `npm run codegen`.

export const SharedConversationQuery = graphql(`
  query SharedConversation($id: ID!) {
    sharedConversation(id: $id) {
      id
      title
      createdAt
      currentLeafId
      messages { id conversationId parentId role content reasoning model quote isProcessing createdAt attachments { id name mime size } calls { name arguments result } }
    }
  }
`);

export const SetConversationVisibilityMutation = graphql(`
  mutation SetConversationVisibility($id: ID!, $visibility: Int!) {
    setConversationVisibility(id: $id, visibility: $visibility) { id visibility }
  }
`);
