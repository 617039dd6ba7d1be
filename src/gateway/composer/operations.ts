import { graphql } from '../generated';
// The domain's code comes with its operations: a screen that runs them has it at once (index.ts).
import './domain';

// The Composer tool's operations: the compositions history and one composition (read again while
// its job runs), compositions made, renamed, deleted. One fragment for the entity, so graphcache
// always holds the same fields; its files are voiceover's StoredFileFields (the one StoredFile).

export const CompositionFields = graphql(`
  fragment CompositionFields on Composition {
    id
    title
    state
    progress
    error
    prompt
    tags
    instrumental
    model
    duration
    note
    outputFile { ...StoredFileFields }
    wavFile { ...StoredFileFields }
    cost
    createdAt
  }
`);

export const CompositionsQuery = graphql(`
  query Compositions($startingAfter: ID, $limit: Int) {
    compositions(startingAfter: $startingAfter, limit: $limit) {
      hasMore
      items { ...CompositionFields }
    }
  }
`);

export const CompositionQuery = graphql(`
  query Composition($id: ID!) {
    composition(id: $id) { ...CompositionFields }
  }
`);

export const CreateCompositionsMutation = graphql(`
  mutation CreateCompositions($prompt: String!, $tags: [String!]!, $instrumental: Boolean!, $model: String!, $duration: Int!) {
    createCompositions(prompt: $prompt, tags: $tags, instrumental: $instrumental, model: $model, duration: $duration) { ...CompositionFields }
  }
`);

export const RenameCompositionMutation = graphql(`
  mutation RenameComposition($id: ID!, $title: String!) {
    renameComposition(id: $id, title: $title) { ...CompositionFields }
  }
`);

export const DeleteCompositionMutation = graphql(`
  mutation DeleteComposition($id: ID!) {
    deleteComposition(id: $id)
  }
`);
