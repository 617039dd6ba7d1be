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


// Catalogue operations; types come from `npm run codegen`.

export const ModelsQuery = graphql(`
  query Models($type: String) {
    models(type: $type) {
      key
      name
      provider
      description
      type
      isAvailable
      isEnabled
      granted
      isLocal
      modalitiesInput
      capabilities
    }
  }
`);


// Prompt help operations (also for the Cmd+K quick box); types come from `npm run codegen`.

export const PromptsQuery = graphql(`
  query Prompts($query: String, $limit: Int) {
    prompts(query: $query, limit: $limit) { id title description image content }
  }
`);

export const PromptQuery = graphql(`
  query Prompt($id: ID!) {
    prompt(id: $id) { id title description image content }
  }
`);

export const PresetsQuery = graphql(`
  query Presets($limit: Int, $sort: String) {
    presets(limit: $limit, sort: $sort) { id title description image template }
  }
`);
