// Voiceover's services: the voices a user may use (listed, counted, cloned, renamed or shared) and
// the workspace's speeches (made as jobs, listed, opened, renamed, deleted). Ownership is checked
// in voices.ts and speeches.ts: another workspace's is reported as not existing.
import type { Static } from 'typebox';
import type { SpeechListQuery, VoiceListQuery, VoiceUpdateBody } from '../../contract/voiceover';
import type { DomainDeps } from '../domain';
import type { AuthContext } from '../lib/auth-context';
import type { VoiceoverRepositories } from './repository';
import { createSpeech, deleteSpeech, findSpeech, listSpeeches, renameSpeech, speechView } from './speeches';
import { cloneVoice, countVoices, listVoices, updateVoice, type CloneRequest } from './voices';

export function createVoiceoverService(deps: Pick<DomainDeps, 'jobs' | 'mediaFiles' | 'speech'> & { repositories: VoiceoverRepositories }) {
  const { repositories, mediaFiles } = deps;
  return {
    voices: (auth: AuthContext, query: Static<typeof VoiceListQuery>) => listVoices(repositories, auth, query),
    countVoices: (auth: AuthContext) => countVoices(repositories, auth),
    clone: (auth: AuthContext, request: CloneRequest) => cloneVoice(deps, auth, request),
    updateVoice: (auth: AuthContext, id: string, body: Static<typeof VoiceUpdateBody>) => updateVoice(repositories, auth, id, body),
    speak: (auth: AuthContext, body: { voice_id: string; prompt: string }) => createSpeech(deps, auth, body),
    speeches: (auth: AuthContext, query: Static<typeof SpeechListQuery>) => listSpeeches(repositories, mediaFiles, auth, query),
    speech: async (auth: AuthContext, id: string) => speechView(mediaFiles, await findSpeech(repositories, auth, id)),
    rename: (auth: AuthContext, id: string, title: string) => renameSpeech(repositories, mediaFiles, auth, id, title),
    remove: (auth: AuthContext, id: string) => deleteSpeech(repositories, mediaFiles, auth, id),
  };
}

export type VoiceoverService = ReturnType<typeof createVoiceoverService>;
