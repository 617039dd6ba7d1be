import { assign, setup, type SnapshotFrom } from 'xstate';
import { DeleteIsolatedVoiceMutation, IsolatedVoiceQuery, IsolateVoiceMutation, RenameIsolatedVoiceMutation } from '../../gateway/voice-isolator/operations';
import type { WithGateway } from '../gatewayClient';
import { itemCalls } from '../media/itemCalls';
import type { Upload } from '../media/uploadMachine';

// The voice isolator's flow (SPEC §2 "Voice isolator", §9), beside the upload's own machine
// (machines/media/uploadMachine.ts, given `isolateUpload` below): the voice-isolation model chosen
// for the next upload (the address's `?model=` or the first available one, which the screen sends
// once the catalogue is read). The item on show is read while its job runs and renamed by
// media/previewMachine, the history's unfinished ones read by media/unfinishedMachine, both given
// `isolatedVoiceCalls` below. The items themselves are never copied here: the screen reads them
// from the cache.

/** Uploads a file to clean with the form's model (uploadMachine's `upload`). */
export const isolateUpload: Upload = async (client, file, fields) => {
  const result = await client.mutation(IsolateVoiceMutation, { model: fields.model ?? '', file }).toPromise();
  if (result.error || !result.data) throw result.error ?? new Error('The file could not be uploaded.');
  return result.data.isolateVoice;
};

/** How the screen reads, renames and deletes one isolated voice (previewMachine, unfinishedMachine, deleteMachine). */
export const isolatedVoiceCalls = itemCalls({ read: IsolatedVoiceQuery, rename: RenameIsolatedVoiceMutation, remove: DeleteIsolatedVoiceMutation }, (data) => data.isolatedVoice);

export const voiceIsolatorMachine = setup({
  types: { input: {} as WithGateway, context: {} as WithGateway & { model: string | null }, events: {} as { type: 'MODEL.CHOOSE'; model: string } },
}).createMachine({
  id: 'voiceIsolator',
  context: ({ input }) => ({ client: input.client ?? null, model: null }),
  on: {
    'MODEL.CHOOSE': { actions: assign(({ event }) => ({ model: event.model })) },
  },
});

/** What the screen shows of the flow (a view never reads the context). */
export const selectVoiceIsolator = (snapshot: SnapshotFrom<typeof voiceIsolatorMachine>) => ({
  model: snapshot.context.model,
});
