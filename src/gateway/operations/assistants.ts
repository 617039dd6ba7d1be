import { graphql } from '../generated';

// Assistants and temporary chats; types come from `npm run codegen`.

export const AssistantsQuery = graphql(`
  query Assistants {
    assistants { id name expertise description model avatar granted }
  }
`);

export const CreateTemporaryConversationMutation = graphql(`
  mutation CreateTemporaryConversation($title: String) {
    createTemporaryConversation(title: $title) { id title cost visibility temporary createdAt updatedAt }
  }
`);

export const ConversationTemporaryQuery = graphql(`
  query ConversationTemporary($id: ID!) {
    conversation(id: $id) { id temporary }
  }
`);
