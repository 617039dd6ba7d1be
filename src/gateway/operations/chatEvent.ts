import { graphql } from '../generated';

// What the chat machine reads of a reply's events, the same whether the reply is being sent
// (sendMessage) or re-attached to (resumeReply): one mapping to machine events serves both.

export const ChatEventFields = graphql(`
  fragment ChatEventFields on ChatEvent {
    __typename
    ... on ChatToken { text }
    ... on ChatReasoningToken { text }
    ... on ChatMessage {
      message { id conversationId parentId role content reasoning model quote isProcessing isIncomplete attachments { id name mime size } createdAt }
    }
    ... on ChatCloning { conversationId }
    ... on ChatRedirect { path }
    ... on ChatCall { name arguments result }
    ... on ChatError { error }
  }
`);
