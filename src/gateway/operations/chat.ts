import { graphql } from '../generated';

// Chat operations; types come from `npm run codegen`.

export const CreateConversationMutation = graphql(`
  mutation CreateConversation($title: String) {
    createConversation(title: $title) { id title cost visibility createdAt updatedAt }
  }
`);

export const SendMessageSubscription = graphql(`
  subscription SendMessage($input: SendMessageInput!) {
    sendMessage(input: $input) {
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
  }
`);
