// The voice isolator's services: uploads cleaned as jobs, listed, opened, renamed, deleted.
// Ownership is checked in isolated-voices.ts: another workspace's item is reported as not existing.
import type { Static } from 'typebox';
import type { IsolatedVoiceListQuery } from '../../contract/voice-isolator';
import type { AuthContext } from '../lib/auth-context';
import {
  createIsolatedVoice, deleteIsolatedVoice, findIsolatedVoice, isolatedVoiceView, listIsolatedVoices, renameIsolatedVoice, type IsolatorDeps, type UploadedFile,
} from './isolated-voices';

export function createVoiceIsolatorService(deps: IsolatorDeps) {
  return {
    isolate: (auth: AuthContext, input: { model: string; file: UploadedFile | null }) => createIsolatedVoice(deps, auth, input),
    list: (auth: AuthContext, query: Static<typeof IsolatedVoiceListQuery>) => listIsolatedVoices(deps, auth, query),
    one: async (auth: AuthContext, id: string) => isolatedVoiceView(deps.mediaFiles, await findIsolatedVoice(deps.repositories, auth, id)),
    rename: (auth: AuthContext, id: string, title: string) => renameIsolatedVoice(deps, auth, id, title),
    remove: (auth: AuthContext, id: string) => deleteIsolatedVoice(deps, auth, id),
  };
}

export type VoiceIsolatorService = ReturnType<typeof createVoiceIsolatorService>;
