import { graphql } from '../generated';
// The domain's code comes with its operations: a screen that runs them has it at once (index.ts).
import './domain';

// Voiceover's operations: the voices and their count, the speeches history and one speech (read
// again while its job runs), a speech made, renamed, deleted, a voice cloned and edited. One
// fragment per entity, so graphcache always holds the same fields of each.

export const StoredFileFields = graphql(`
  fragment StoredFileFields on StoredFile {
    id
    url
    contentType
    size
    duration
  }
`);

export const VoiceFields = graphql(`
  fragment VoiceFields on Voice {
    id
    name
    visibility
    locale
    gender
    owner
    engine
    model
    clone
    createdAt
  }
`);

export const SpeechFields = graphql(`
  fragment SpeechFields on Speech {
    id
    title
    state
    progress
    error
    prompt
    voice { id name }
    outputFile { ...StoredFileFields }
    cost
    createdAt
  }
`);

export const VoicesQuery = graphql(`
  query Voices($query: String, $owner: VoiceOwner, $startingAfter: ID, $limit: Int) {
    voices(query: $query, owner: $owner, startingAfter: $startingAfter, limit: $limit) {
      hasMore
      items { ...VoiceFields }
    }
  }
`);

/** The workspace page's card: its first clones and how many there are. */
export const WorkspaceVoicesQuery = graphql(`
  query WorkspaceVoices($limit: Int) {
    voices(owner: workspace, limit: $limit) {
      hasMore
      items { ...VoiceFields }
    }
    voiceCount(owner: workspace)
  }
`);

export const SpeechesQuery = graphql(`
  query Speeches($startingAfter: ID, $limit: Int) {
    speeches(startingAfter: $startingAfter, limit: $limit) {
      hasMore
      items { ...SpeechFields }
    }
  }
`);

export const SpeechQuery = graphql(`
  query Speech($id: ID!) {
    speech(id: $id) { ...SpeechFields }
  }
`);

export const CreateSpeechMutation = graphql(`
  mutation CreateSpeech($voiceId: ID!, $prompt: String!) {
    createSpeech(voiceId: $voiceId, prompt: $prompt) { ...SpeechFields }
  }
`);

export const RenameSpeechMutation = graphql(`
  mutation RenameSpeech($id: ID!, $title: String!) {
    renameSpeech(id: $id, title: $title) { ...SpeechFields }
  }
`);

export const DeleteSpeechMutation = graphql(`
  mutation DeleteSpeech($id: ID!) {
    deleteSpeech(id: $id)
  }
`);

export const CloneVoiceMutation = graphql(`
  mutation CloneVoice($name: String!, $consent: Boolean!, $sample: Upload!, $locale: String, $gender: String) {
    cloneVoice(name: $name, consent: $consent, sample: $sample, locale: $locale, gender: $gender) { ...VoiceFields }
  }
`);

export const UpdateVoiceMutation = graphql(`
  mutation UpdateVoice($id: ID!, $name: String, $visibility: Int) {
    updateVoice(id: $id, name: $name, visibility: $visibility) { ...VoiceFields }
  }
`);
