// The composition job (the app's jobs runner runs it, server/lib/jobs): the engine composes the
// composition's prompt and tags for the length asked (the engine does its heavy rendering off the
// event loop); when done, the music is kept as the composition's file, the WAV beside it where the
// engine made one, with the engine's note and the cost by seconds, in the runner's transaction
// that debits it; when it fails, the composition is marked failed with the engine's words and
// nothing is debited.
import { jobState } from '../../contract/media';
import type { DB } from '../db/connect';
import type { ComposedMusic, MusicEngines } from '../engines/music/types';
import type { JobKind } from '../lib/jobs/types';
import type { MediaFiles } from '../lib/media-files/types';
import { compositionCost, tagsFromColumn, type CompositionJobInput } from './compositions';
import { compositionJobKind, compositionsRepository } from './repository';

export function compositionJob({ db, music, mediaFiles }: { db: DB; music: MusicEngines; mediaFiles: MediaFiles }): JobKind<CompositionJobInput, ComposedMusic | null> {
  return {
    kind: compositionJobKind,

    async run(job, { signal, progress }) {
      const compositions = compositionsRepository(db);
      const row = await compositions.byId(job.resourceId);
      // Deleted while it waited: nothing to compose.
      if (!row) return null;
      await compositions.update(row.id, { state: jobState.running });
      const composed = await music.compose({
        model: row.model ?? '', prompt: row.prompt, tags: tagsFromColumn(row.tags), instrumental: row.instrumental, seconds: row.duration, signal, onProgress: progress,
      });
      progress(1);
      return composed;
    },

    async finish(trx, job, composed) {
      const compositions = compositionsRepository(trx);
      const row = await compositions.byId(job.resourceId);
      if (!row || !composed) return { credits: 0, model: row?.model ?? '', units: 0 };
      const model = row.model ?? '';
      const units = composed.seconds;
      const credits = compositionCost(units, Number((await compositions.model(model))?.input_cost_per_1k ?? 0));
      const save = (data: Buffer, extension: string) => mediaFiles.save(trx, { workspaceId: job.workspaceId, userId: job.userId, data, accept: 'audio', name: `${row.title}.${extension}` });
      const audio = await save(composed.audio.data, composed.audio.contentType.includes('wav') ? 'wav' : 'mp3');
      const wav = composed.wav ? await save(composed.wav, 'wav') : null;
      await compositions.update(row.id, {
        state: jobState.done, progress: 1, error: null, cost: credits, note: composed.note, output_file: JSON.stringify(audio), wav_file: wav ? JSON.stringify(wav) : null,
      });
      return { credits, model, units };
    },

    async fail(trx, job, message) {
      await compositionsRepository(trx).update(job.resourceId, { state: jobState.failed, error: message, cost: 0 });
    },
  };
}
