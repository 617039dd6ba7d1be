import { graphql } from '../generated';

// Library operations (one conversation, sharing, attachments); types come from `npm run
// codegen`. One fragment per entity: every query, mutation and stream that reads a Message
// reads MessageFields, so graphcache always holds the same fields of it. The history's are in
// history/operations.ts.

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

/** A message of a conversation's path: with its siblings, for the ‹ 2/3 › switcher. */
export const PathMessageFields = graphql(`
  fragment PathMessageFields on Message {
    ...MessageFields
    siblingIds
  }
`);

/**
 * Opening a conversation: the newest page of its chosen path, in one request. `limit` is left
 * out on open; a refresh asks for as many messages as are loaded, so the list keeps its extent.
 */
export const ConversationQuery = graphql(`
  query Conversation($id: ID!, $limit: Int, $through: ID) {
    conversation(id: $id, limit: $limit, through: $through) {
      ...ConversationFields
      hasOlderMessages
      messages { ...PathMessageFields }
    }
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
