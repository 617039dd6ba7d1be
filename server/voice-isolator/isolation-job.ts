// The isolation job (the app's jobs runner runs it, server/lib/jobs): the engine cleans the upload
// with the item's model (off the event loop: the engine's work); when done, the cleaned audio is
// kept as the item's output file and the item marked done with its cost (its seconds at the model's
// price per 1,000), in the runner's transaction that debits it once; when it fails, the item is
// marked failed with the engine's words and nothing is debited.
import { jobState } from '../../contract/media';
import type { DB } from '../db/connect';
import type { IsolatedAudio, IsolationEngines } from '../engines/isolation/types';
import type { JobKind } from '../lib/jobs/types';
import type { MediaFileRow, MediaFiles } from '../lib/media-files/types';
import { isolationCost } from './isolated-voices';
import { isolatedVoicesRepository, isolationJobKind } from './repository';

export function isolationJob({ db, isolation, mediaFiles }: { db: DB; isolation: IsolationEngines; mediaFiles: MediaFiles }): JobKind<unknown, IsolatedAudio | null> {
  return {
    kind: isolationJobKind,

    async run(job, { signal, progress }) {
      const items = isolatedVoicesRepository(db);
      const row = await items.byId(job.resourceId);
      // Deleted while it waited: nothing to clean.
      if (!row) return null;
      const input = row.input_file as MediaFileRow | null;
      const data = input && (await mediaFiles.read(input.id));
      if (!input || !data) throw new Error('The uploaded file is no longer available.');
      await items.update(row.id, { state: jobState.running });
      const audio = await isolation.isolate({ model: row.model, data, contentType: input.content_type, signal, onProgress: progress });
      progress(1);
      return audio;
    },

    async finish(trx, job, audio) {
      const items = isolatedVoicesRepository(trx);
      const row = await items.byId(job.resourceId);
      if (!row || !audio) return { credits: 0, model: row?.model ?? '', units: 0 };
      // Priced by the upload's length as measured when kept; the engine's when that had none.
      const seconds = Math.round(((row.input_file as MediaFileRow | null)?.duration ?? audio.seconds) * 1000) / 1000;
      const credits = isolationCost(seconds, await items.pricePer1k(row.model));
      const file = await mediaFiles.save(trx, { workspaceId: job.workspaceId, userId: job.userId, data: audio.data, accept: 'audio', name: `${row.title} - isolated` });
      await items.update(row.id, { state: jobState.done, progress: 1, error: null, cost: credits, output_file: JSON.stringify(file) });
      return { credits, model: row.model, units: seconds };
    },

    async fail(trx, job, message) {
      await isolatedVoicesRepository(trx).update(job.resourceId, { state: jobState.failed, error: message, cost: 0 });
    },
  };
}
