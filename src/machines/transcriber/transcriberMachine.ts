import { assign, setup, type SnapshotFrom } from 'xstate';
import { CreateTranscriptionMutation, DeleteTranscriptionMutation, RenameTranscriptionMutation, TranscriptionQuery } from '../../gateway/transcriber/operations';
import type { WithGateway } from '../gatewayClient';
import { itemCalls } from '../media/itemCalls';
import type { Upload } from '../media/uploadMachine';

// The Transcriber's flow (SPEC §2, §4, §9) beside the upload (media/uploadMachine, which sends the
// file with the model chosen here through `uploadTranscription`):
// the transcription model chosen (the catalogue's `?model=` link, else the screen's first available
// one), handed to the upload as its field. The one on show is read while its job runs and renamed
// by media/previewMachine, the history's unfinished ones read by media/unfinishedMachine, both
// given `transcriptionCalls` below. The transcriptions themselves are never copied here: the
// screen reads them from the cache.

/** The upload machine's `upload`: the file and the model, one mutation; the item made (graphcache puts it on top of the history). */
export const uploadTranscription: Upload = async (client, file, fields) => {
  const result = await client.mutation(CreateTranscriptionMutation, { file, model: fields.model ?? null }).toPromise();
  if (result.error || !result.data) throw result.error ?? new Error('The transcription could not be started.');
  return { id: result.data.createTranscription.id };
};

/** How the screen reads, renames and deletes one transcription (previewMachine, unfinishedMachine, deleteMachine). */
export const transcriptionCalls = itemCalls({ read: TranscriptionQuery, rename: RenameTranscriptionMutation, remove: DeleteTranscriptionMutation }, (data) => data.transcription);

export interface TranscriberInput extends WithGateway {
  /** The catalogue entry's `?model=`. */
  model?: string | null;
}

export const transcriberMachine = setup({
  types: { input: {} as TranscriberInput, context: {} as WithGateway & { model: string | null }, events: {} as { type: 'MODEL.CHOOSE'; key: string } },
}).createMachine({
  id: 'transcriber',
  context: ({ input }) => ({ client: input.client ?? null, model: input.model ?? null }),
  on: {
    'MODEL.CHOOSE': { actions: assign(({ event }) => ({ model: event.key })) },
  },
});

/** What the screen shows of the flow (a view never reads the context). */
export const selectTranscriberFlow = (snapshot: SnapshotFrom<typeof transcriberMachine>) => ({
  model: snapshot.context.model,
});
