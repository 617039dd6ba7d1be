import { graphql } from '../generated';
// The domain's code comes with its operations: a screen that runs them has it at once (index.ts).
import './domain';

// Catalogue operations (models, assistants, prompt help, the temporary chat of the chat
// options); types come from `npm run codegen`. One fragment per entity, so the cache always
// holds the same fields of it.

export const ModelFields = graphql(`
  fragment ModelFields on Model {
    key
    name
    provider
    providerLabel
    description
    type
    isAvailable
    unavailableReason
    isEnabled
    granted
    notGrantedReason
    isLocal
    modalitiesInput
    capabilities
  }
`);

export const AssistantFields = graphql(`
  fragment AssistantFields on Assistant {
    id
    name
    expertise
    description
    model
    avatar
    granted
  }
`);

export const PromptFields = graphql(`
  fragment PromptFields on Prompt {
    id
    title
    description
    image
    content
  }
`);

export const PresetFields = graphql(`
  fragment PresetFields on Preset {
    id
    title
    description
    image
    template
  }
`);

export const ModelsQuery = graphql(`
  query Models($type: String) {
    models(type: $type) { ...ModelFields }
  }
`);

/** The model catalogue page: every model, by provider. */
export const ProvidersQuery = graphql(`
  query Providers($type: String) {
    providers(type: $type) {
      name
      label
      models { ...ModelFields }
    }
  }
`);

export const AssistantsQuery = graphql(`
  query Assistants {
    assistants { ...AssistantFields }
  }
`);

export const CreateTemporaryConversationMutation = graphql(`
  mutation CreateTemporaryConversation($title: String) {
    createTemporaryConversation(title: $title) { ...ConversationFields }
  }
`);

/** Prompt suggestions, also for the Cmd+K quick box. */
export const PromptsQuery = graphql(`
  query Prompts($query: String, $limit: Int) {
    prompts(query: $query, limit: $limit) { ...PromptFields }
  }
`);

export const PromptQuery = graphql(`
  query Prompt($id: ID!) {
    prompt(id: $id) { ...PromptFields }
  }
`);

export const PresetsQuery = graphql(`
  query Presets($limit: Int, $sort: String) {
    presets(limit: $limit, sort: $sort) { ...PresetFields }
  }
`);

/** The categories strip above a list: every category of the given kinds. */
export const CategoriesQuery = graphql(`
  query Categories($types: [String!]) {
    categories(types: $types) {
      id
      title
      type
    }
  }
`);
