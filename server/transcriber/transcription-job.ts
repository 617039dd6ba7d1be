// The transcription job (the app's jobs runner runs it, server/lib/jobs): the engine transcribes
// the uploaded file with the transcription's model; when done, the text and its segments are kept
// as its content and it is marked done with its cost (the audio's seconds at the model's price per
// 1,000), in the runner's transaction that debits it once; when it fails, it is marked failed with
// the engine's words and nothing is debited.
import { jobState } from '../../contract/media';
import type { DB } from '../db/connect';
import type { Transcript, TranscriptionEngines } from '../engines/transcription/types';
import type { JobKind } from '../lib/jobs/types';
import type { MediaFileRow, MediaFiles } from '../lib/media-files/types';
import { transcriptionJobKind, transcriptionsRepository } from './repository';
import { transcriptionCost, type TranscriptionJobInput } from './service';

export function transcriptionJob({ db, transcription, mediaFiles }: { db: DB; transcription: TranscriptionEngines; mediaFiles: MediaFiles }): JobKind<TranscriptionJobInput, Transcript | null> {
  return {
    kind: transcriptionJobKind,

    async run(job, { signal, progress }) {
      const transcriptions = transcriptionsRepository(db);
      const row = await transcriptions.byId(job.resourceId);
      // Deleted while it waited: nothing to transcribe.
      if (!row?.input_file) return null;
      await transcriptions.update(row.id, { state: jobState.running });
      const file = row.input_file as MediaFileRow;
      const data = await mediaFiles.read(file.id);
      if (!data) return null;
      const transcript = await transcription.transcribe({ model: job.input.model, data, contentType: file.content_type, signal, onProgress: progress });
      progress(1);
      return transcript;
    },

    async finish(trx, job, transcript) {
      const transcriptions = transcriptionsRepository(trx);
      const row = await transcriptions.byId(job.resourceId);
      const model = job.input.model;
      if (!row || !transcript) return { credits: 0, model, units: 0 };
      const seconds = Math.max(0, transcript.seconds);
      const credits = transcriptionCost(seconds, await transcriptions.pricePer1k(model));
      const content = { text: transcript.text, segments: transcript.segments.map(({ start, end, text }) => ({ start, end, text })) };
      await transcriptions.update(row.id, { state: jobState.done, progress: 1, error: null, cost: credits, content: JSON.stringify(content) });
      return { credits, model, units: seconds };
    },

    async fail(trx, job, message) {
      await transcriptionsRepository(trx).update(job.resourceId, { state: jobState.failed, error: message, cost: 0 });
    },
  };
}
