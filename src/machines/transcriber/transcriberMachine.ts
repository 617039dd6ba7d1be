import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { CreateTranscriptionMutation, DeleteTranscriptionMutation, RenameTranscriptionMutation, TranscriptionQuery } from '../../gateway/transcriber/operations';
import { gatewayOf, type WithGateway } from '../gatewayClient';
import { itemCalls } from '../media/itemCalls';
import { POLL_MS } from '../media/previewMachine';
import type { Upload } from '../media/uploadMachine';

// The Transcriber's flow (SPEC §2, §4, §9) beside the upload (media/uploadMachine, which sends the
// file with the model chosen here through `uploadTranscription`):
// - the transcription model chosen (the catalogue's `?model=` link, else the screen's first
//   available one), handed to the upload as its field.
// - the history's other transcriptions still being made (state below 3; the screen says which) are
//   read again every 5 s through graphcache, so their rows settle; nothing to follow, nothing read.
// The one on show is read while its job runs and renamed by media/previewMachine, given
// `transcriptionCalls` below. The transcriptions themselves are never copied here: the screen
// reads them from the cache.

/** The upload machine's `upload`: the file and the model, one mutation; the item made (graphcache puts it on top of the history). */
export const uploadTranscription: Upload = async (client, file, fields) => {
  const result = await client.mutation(CreateTranscriptionMutation, { file, model: fields.model ?? null }).toPromise();
  if (result.error || !result.data) throw result.error ?? new Error('The transcription could not be started.');
  return { id: result.data.createTranscription.id };
};

/** How the preview reads, renames and deletes one transcription (previewMachine, deleteMachine). */
export const transcriptionCalls = itemCalls({ read: TranscriptionQuery, rename: RenameTranscriptionMutation, remove: DeleteTranscriptionMutation }, (data) => data.transcription);

export interface TranscriberInput extends WithGateway {
  /** The catalogue entry's `?model=`. */
  model?: string | null;
}

interface Context extends WithGateway {
  model: string | null;
  /** The ids shown still being made, as the screen last said. */
  unfinished: string[];
}

type Event =
  | { type: 'MODEL.CHOOSE'; key: string }
  | { type: 'UNFINISHED'; ids: string[] };

export const transcriberMachine = setup({
  types: { input: {} as TranscriberInput, context: {} as Context, events: {} as Event },
  actors: {
    // From the network each time: the answers land in graphcache, which the screen shows.
    readTranscriptions: fromPromise<void, WithGateway & { ids: string[] }>(async ({ input }) => {
      const client = gatewayOf(input, 'transcriberMachine');
      const results = await Promise.all(input.ids.map((id) => client.query(TranscriptionQuery, { id }, { requestPolicy: 'network-only' }).toPromise()));
      const failed = results.find((result) => result.error);
      if (failed) throw failed.error;
    }),
  },
  guards: {
    nothingToFollow: ({ context }) => context.unfinished.length === 0,
    noneLeft: ({ event }) => {
      assertEvent(event, 'UNFINISHED');
      return event.ids.length === 0;
    },
  },
  actions: {
    takeUnfinished: assign(({ event }) => {
      assertEvent(event, 'UNFINISHED');
      return { unfinished: [...new Set(event.ids)] };
    }),
  },
  delays: { POLL: POLL_MS },
}).createMachine({
  id: 'transcriber',
  initial: 'idle',
  context: ({ input }) => ({ client: input.client ?? null, model: input.model ?? null, unfinished: [] }),
  on: {
    'MODEL.CHOOSE': { actions: assign(({ event }) => ({ model: event.key })) },
    UNFINISHED: { target: '.deciding', actions: 'takeUnfinished' },
  },
  states: {
    deciding: { always: [{ guard: 'nothingToFollow', target: 'idle' }, { target: 'waiting' }] },
    idle: {},
    waiting: {
      tags: 'following',
      // A new list of ids keeps the tick that is counting; none left stops it.
      on: { UNFINISHED: [{ guard: 'noneLeft', target: 'idle', actions: 'takeUnfinished' }, { actions: 'takeUnfinished' }] },
      after: { POLL: 'reading' },
    },
    reading: {
      tags: 'following',
      on: { UNFINISHED: { actions: 'takeUnfinished' } },
      invoke: {
        id: 'readTranscriptions',
        src: 'readTranscriptions',
        input: ({ context }) => ({ client: context.client, ids: context.unfinished }),
        // The screen sends what is left once the answers are in the cache; a read that failed (offline a moment) is tried at the next tick.
        onDone: 'deciding',
        onError: 'deciding',
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof transcriberMachine>;

/** What the screen shows of the flow (a view never reads the context). */
export const selectTranscriberFlow = (snapshot: Snapshot) => ({
  model: snapshot.context.model,
  /** Some transcription of the history is still being read every 5 s. */
  following: snapshot.hasTag('following'),
});
