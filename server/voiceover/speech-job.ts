// The speech job (the app's jobs runner runs it, server/lib/jobs): the engine speaks the speech's
// prompt with its voice (a clone with its profile); when done, the audio is kept as the speech's
// file and the speech marked done with its cost, in the runner's transaction that debits it; when
// it fails, the speech is marked failed with the engine's words and nothing is debited.
import { jobState } from '../../contract/media';
import type { DB } from '../db/connect';
import type { SpeechEngines, SpokenAudio } from '../engines/speech/types';
import type { JobKind } from '../lib/jobs/types';
import type { MediaFiles } from '../lib/media-files/types';
import { speechesRepository, speechJobKind, voicesRepository } from './repository';
import { speechCost, type SpeechJobInput } from './speeches';
import { engineVoiceOf } from './voices';

export function speechJob({ db, speech, mediaFiles }: { db: DB; speech: SpeechEngines; mediaFiles: MediaFiles }): JobKind<SpeechJobInput, SpokenAudio | null> {
  return {
    kind: speechJobKind,

    async run(job, { signal, progress }) {
      const speeches = speechesRepository(db);
      const row = await speeches.byId(job.resourceId);
      // Deleted while it waited: nothing to speak.
      if (!row) return null;
      await speeches.update(row.id, { state: jobState.running });
      const voice = await voicesRepository(db).visible(job.workspaceId, job.userId, job.input.voiceId);
      if (!voice) throw new Error('The voice of this speech is no longer available.');
      const audio = await speech.speak({ text: row.prompt, ...engineVoiceOf(voice), signal });
      progress(1);
      return audio;
    },

    async finish(trx, job, audio) {
      const speeches = speechesRepository(trx);
      const row = await speeches.byId(job.resourceId);
      const voice = await voicesRepository(trx).visible(job.workspaceId, job.userId, job.input.voiceId);
      if (!row || !audio) return { credits: 0, model: voice?.model ?? '', units: 0 };
      const model = voice?.model ?? '';
      const units = [...row.prompt].length;
      const credits = speechCost(row.prompt, await speeches.pricePer1k(model));
      const file = await mediaFiles.save(trx, { workspaceId: job.workspaceId, userId: job.userId, data: audio.data, accept: 'audio', name: `${row.title}.wav` });
      await speeches.update(row.id, { state: jobState.done, progress: 1, error: null, cost: credits, output_file: JSON.stringify(file) });
      return { credits, model, units };
    },

    async fail(trx, job, message) {
      await speechesRepository(trx).update(job.resourceId, { state: jobState.failed, error: message, cost: 0 });
    },
  };
}
