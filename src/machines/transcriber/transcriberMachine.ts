import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Client } from '@urql/core';
import { CreateTranscriptionMutation, DeleteTranscriptionMutation, RenameTranscriptionMutation, TranscriptionQuery } from '../../gateway/transcriber/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';
import type { Upload } from '../media/uploadMachine';

// The Transcriber's flow (SPEC §2, §4, §9) beside the upload (media/uploadMachine, which sends the
// file with the model chosen here through `uploadTranscription`). Three regions side by side:
// - model: the transcription model chosen (the catalogue's `?model=` link, else the screen's first
//   available one), handed to the upload as its field.
// - following: every transcription the screen shows that is still being made (state below 3: the
//   one on show and the history's) is read again every 5 s through graphcache, so the history and
//   the preview show it as it settles; nothing to follow, nothing read.
// - title: renaming the transcription on show.
// The transcriptions themselves are never copied here: the screen reads them from the cache.

// SPEC §9: progress is polled every 5 s.
export const POLL_MS = 5_000;

/** The upload machine's `upload`: the file and the model, one mutation; the item made (graphcache puts it on top of the history). */
export const uploadTranscription: Upload = async (client, file, fields) => {
  const result = await client.mutation(CreateTranscriptionMutation, { file, model: fields.model ?? null }).toPromise();
  if (result.error || !result.data) throw result.error ?? new Error('The transcription could not be started.');
  return { id: result.data.createTranscription.id };
};

/** Deletes one transcription (deleteMachine's `remove`). */
export async function removeTranscription(client: Client, id: string) {
  const result = await client.mutation(DeleteTranscriptionMutation, { id }).toPromise();
  if (result.error) throw result.error;
}

export interface TranscriberInput extends WithGateway {
  /** The catalogue entry's `?model=`. */
  model?: string | null;
  transcriptionId?: string | null;
}

interface Context extends WithGateway {
  model: string | null;
  selectedId: string | null;
  /** The ids shown still being made, as the screen last said. */
  unfinished: string[];
  renameError: string | null;
}

type Event =
  | { type: 'MODEL.CHOOSE'; key: string }
  | { type: 'SELECT'; id: string | null }
  | { type: 'UNFINISHED'; ids: string[] }
  | { type: 'RENAME.START' }
  | { type: 'RENAME.SAVE'; title: string; current: string }
  | { type: 'RENAME.CANCEL' };

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
    renameTranscription: fromPromise<void, WithGateway & { id: string; title: string }>(async ({ input }) => {
      const result = await gatewayOf(input, 'transcriberMachine').mutation(RenameTranscriptionMutation, { id: input.id, title: input.title }).toPromise();
      if (result.error) throw result.error;
    }),
  },
  guards: {
    nothingToFollow: ({ context }) => context.unfinished.length === 0,
    noneLeft: ({ event }) => {
      assertEvent(event, 'UNFINISHED');
      return event.ids.length === 0;
    },
    another: ({ context, event }) => {
      assertEvent(event, 'SELECT');
      return event.id !== context.selectedId;
    },
    renamed: ({ event }) => {
      assertEvent(event, 'RENAME.SAVE');
      const title = event.title.trim();
      return title !== '' && title !== event.current;
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
  type: 'parallel',
  context: ({ input }) => ({ client: input.client ?? null, model: input.model ?? null, selectedId: input.transcriptionId ?? null, unfinished: [], renameError: null }),
  on: {
    'MODEL.CHOOSE': { actions: assign(({ event }) => ({ model: event.key })) },
  },
  states: {
    following: {
      initial: 'idle',
      on: { UNFINISHED: { target: '.deciding', actions: 'takeUnfinished' } },
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
    },
    title: {
      initial: 'viewing',
      on: { SELECT: { guard: 'another', target: '.viewing', actions: assign(({ event }) => ({ selectedId: event.id, renameError: null })) } },
      states: {
        viewing: { on: { 'RENAME.START': { target: 'editing', actions: assign({ renameError: null }) } } },
        editing: {
          on: {
            'RENAME.SAVE': [{ guard: 'renamed', target: 'saving' }, { target: 'viewing', actions: assign({ renameError: null }) }],
            'RENAME.CANCEL': { target: 'viewing', actions: assign({ renameError: null }) },
          },
        },
        saving: {
          tags: 'renaming',
          entry: assign({ renameError: null }),
          invoke: {
            id: 'renameTranscription',
            src: 'renameTranscription',
            input: ({ context, event }) => ({ client: context.client, id: context.selectedId!, title: (event as { title: string }).title.trim() }),
            onDone: 'viewing',
            onError: { target: 'editing', actions: assign({ renameError: ({ event }) => errorText(event.error) }) },
          },
        },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof transcriberMachine>;

/** What the screen shows of the flow (a view never reads the context). */
export const selectTranscriberFlow = (snapshot: Snapshot) => ({
  model: snapshot.context.model,
  selectedId: snapshot.context.selectedId,
  /** Some transcription shown is still being read every 5 s. */
  following: snapshot.hasTag('following'),
  renaming: snapshot.matches({ title: 'editing' }) || snapshot.hasTag('renaming'),
  savingTitle: snapshot.hasTag('renaming'),
  renameError: snapshot.context.renameError,
});
