import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { DeleteIsolatedVoiceMutation, IsolatedVoiceQuery, IsolateVoiceMutation, RenameIsolatedVoiceMutation } from '../../gateway/voice-isolator/operations';
import { gatewayOf, type WithGateway } from '../gatewayClient';
import { itemCalls } from '../media/itemCalls';
import { POLL_MS } from '../media/previewMachine';
import type { Upload } from '../media/uploadMachine';

// The voice isolator's flow (SPEC §2 "Voice isolator", §9), beside the upload's own machine
// (machines/media/uploadMachine.ts, given `isolateUpload` below):
// - the voice-isolation model chosen for the next upload (the address's `?model=` or the first
//   available one, which the screen sends once the catalogue is read).
// - the history's other items still being cleaned (the screen says which, from the rows read) are
//   read again every 5 s, so their rows settle without a reload; none, none read.
// The item on show is read while its job runs and renamed by media/previewMachine, given
// `isolatedVoiceCalls` below. The items themselves are never copied here: the screen reads them
// from the cache.

/** Uploads a file to clean with the form's model (uploadMachine's `upload`). */
export const isolateUpload: Upload = async (client, file, fields) => {
  const result = await client.mutation(IsolateVoiceMutation, { model: fields.model ?? '', file }).toPromise();
  if (result.error || !result.data) throw result.error ?? new Error('The file could not be uploaded.');
  return result.data.isolateVoice;
};

/** How the preview reads, renames and deletes one isolated voice (previewMachine, deleteMachine). */
export const isolatedVoiceCalls = itemCalls({ read: IsolatedVoiceQuery, rename: RenameIsolatedVoiceMutation, remove: DeleteIsolatedVoiceMutation }, (data) => data.isolatedVoice);

interface Context extends WithGateway {
  model: string | null;
  /** The history's other items still in progress (state below 3). */
  pending: string[];
}

type Event = { type: 'MODEL.CHOOSE'; model: string } | { type: 'PENDING'; ids: string[] };

export const voiceIsolatorMachine = setup({
  types: { input: {} as WithGateway, context: {} as Context, events: {} as Event },
  actors: {
    // The history's unfinished items, each from the network into graphcache (a failed read waits for the next tick).
    readPending: fromPromise<void, WithGateway & { ids: string[] }>(async ({ input }) => {
      const client = gatewayOf(input, 'voiceIsolatorMachine');
      await Promise.all(input.ids.map((id) => client.query(IsolatedVoiceQuery, { id }, { requestPolicy: 'network-only' }).toPromise()));
    }),
  },
  guards: {
    somePending: ({ event }) => {
      assertEvent(event, 'PENDING');
      return event.ids.length > 0;
    },
  },
  delays: { POLL: POLL_MS },
}).createMachine({
  id: 'voiceIsolator',
  initial: 'idle',
  context: ({ input }) => ({ client: input.client ?? null, model: null, pending: [] }),
  on: {
    'MODEL.CHOOSE': { actions: assign(({ event }) => ({ model: event.model })) },
    // All settled (or a new list): stop at once; some still in progress: read those next.
    PENDING: [{ guard: 'somePending', actions: assign(({ event }) => ({ pending: event.ids })) }, { target: '.idle', actions: assign({ pending: [] }) }],
  },
  states: {
    // Nothing to follow until the screen says some item is still in progress.
    idle: { on: { PENDING: { guard: 'somePending', target: 'waiting', actions: assign(({ event }) => ({ pending: event.ids })) } } },
    waiting: { tags: 'followingHistory', after: { POLL: 'reading' } },
    reading: {
      tags: 'followingHistory',
      invoke: {
        id: 'readPending',
        src: 'readPending',
        input: ({ context }) => ({ client: context.client, ids: context.pending }),
        onDone: 'waiting',
        onError: 'waiting',
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof voiceIsolatorMachine>;

/** What the screen shows of the flow (a view never reads the context). */
export const selectVoiceIsolator = (snapshot: Snapshot) => ({
  model: snapshot.context.model,
  /** Other items of the history are still being read. */
  followingHistory: snapshot.hasTag('followingHistory'),
});
