import { graphql } from '../generated';
// The domain's code comes with its operations: a screen that runs them has it at once (index.ts).
import './domain';

// The voice isolator's operations: the history and one isolated voice (read again while its job
// runs), an upload cleaned, renamed, deleted. One fragment, so graphcache always holds the same
// fields; the stored files' fragment is voiceover's (the first media tool's).

export const IsolatedVoiceFields = graphql(`
  fragment IsolatedVoiceFields on IsolatedVoice {
    id
    title
    model
    state
    progress
    error
    inputFile { ...StoredFileFields }
    outputFile { ...StoredFileFields }
    cost
    createdAt
  }
`);

export const IsolatedVoicesQuery = graphql(`
  query IsolatedVoices($startingAfter: ID, $limit: Int) {
    isolatedVoices(startingAfter: $startingAfter, limit: $limit) {
      hasMore
      items { ...IsolatedVoiceFields }
    }
  }
`);

export const IsolatedVoiceQuery = graphql(`
  query IsolatedVoice($id: ID!) {
    isolatedVoice(id: $id) { ...IsolatedVoiceFields }
  }
`);

export const IsolateVoiceMutation = graphql(`
  mutation IsolateVoice($model: String!, $file: Upload!) {
    isolateVoice(model: $model, file: $file) { ...IsolatedVoiceFields }
  }
`);

export const RenameIsolatedVoiceMutation = graphql(`
  mutation RenameIsolatedVoice($id: ID!, $title: String!) {
    renameIsolatedVoice(id: $id, title: $title) { ...IsolatedVoiceFields }
  }
`);

export const DeleteIsolatedVoiceMutation = graphql(`
  mutation DeleteIsolatedVoice($id: ID!) {
    deleteIsolatedVoice(id: $id)
  }
`);
