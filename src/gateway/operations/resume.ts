import { graphql } from '../generated';

// Replies that survive: re-attaching to a reply still being generated.

export const ResumeReplySubscription = graphql(`
  subscription ResumeReply($conversationId: ID!, $messageId: ID!) {
    resumeReply(conversationId: $conversationId, messageId: $messageId) {
      ...ChatEventFields
    }
  }
`);
