import { graphql } from '../generated';

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
