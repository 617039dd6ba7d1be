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
      ...ChatEventFields
    }
  }
`);
