import { graphql } from '../generated';

// Replies that survive: re-attaching to a reply still being generated.

export const ResumeReplySubscription = graphql(`
  subscription ResumeReply($conversationId: ID!, $messageId: ID!) {
    resumeReply(conversationId: $conversationId, messageId: $messageId) {
      __typename
      ... on ChatToken { text }
      ... on ChatReasoningToken { text }
      ... on ChatMessage {
        message { id conversationId parentId role content reasoning model quote isProcessing isIncomplete attachments { id name mime size } createdAt }
      }
      ... on ChatCall { name arguments result }
      ... on ChatError { error }
    }
  }
`);
