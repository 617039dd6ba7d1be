import { graphql } from '../generated';
// The domain's code comes with its operations: a screen that runs them has it at once (index.ts).
import './domain';

// The Transcriber's operations: the history and one transcription (read again while its job
// runs), one started from a file, renamed, deleted. One fragment per entity, so graphcache always
// holds the same fields of each.

export const TranscriptionFields = graphql(`
  fragment TranscriptionFields on Transcription {
    id
    title
    state
    progress
    error
    model
    inputFile { ...StoredFileFields }
    content {
      text
      segments { start end text }
    }
    cost
    createdAt
  }
`);

export const TranscriptionsQuery = graphql(`
  query Transcriptions($startingAfter: ID, $limit: Int) {
    transcriptions(startingAfter: $startingAfter, limit: $limit) {
      hasMore
      items { ...TranscriptionFields }
    }
  }
`);

export const TranscriptionQuery = graphql(`
  query Transcription($id: ID!) {
    transcription(id: $id) { ...TranscriptionFields }
  }
`);

export const CreateTranscriptionMutation = graphql(`
  mutation CreateTranscription($file: Upload!, $model: String) {
    createTranscription(file: $file, model: $model) { ...TranscriptionFields }
  }
`);

export const RenameTranscriptionMutation = graphql(`
  mutation RenameTranscription($id: ID!, $title: String!) {
    renameTranscription(id: $id, title: $title) { ...TranscriptionFields }
  }
`);

export const DeleteTranscriptionMutation = graphql(`
  mutation DeleteTranscription($id: ID!) {
    deleteTranscription(id: $id)
  }
`);
