import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Client } from '@urql/core';
import { isFinished } from '../../../contract/media';
import { DeleteIsolatedVoiceMutation, IsolatedVoiceQuery, IsolateVoiceMutation, RenameIsolatedVoiceMutation } from '../../gateway/voice-isolator/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';
import type { Upload } from '../media/uploadMachine';

// The voice isolator's flow (SPEC §2 "Voice isolator", §9), beside the upload's own machine
// (machines/media/uploadMachine.ts, given `isolateUpload` below). Three regions side by side:
// - model: the voice-isolation model chosen for the next upload (the address's `?model=` or the
//   first available one, which the screen sends once the catalogue is read).
// - preview: the selected item (the address names it) is read again every 5 s while its job runs
//   (state below 3), through graphcache, so the history and the players show it as it settles.
//   Leaving stops the reading; selecting an unfinished item again starts it again.
// - history: the other items of the history still being cleaned (the screen says which, from the
//   rows read) are read again every 5 s too, so their rows settle without a reload; none, none read.
// - title: renaming the item on show.
// The items themselves are never copied here: the screen reads them from the cache.

// SPEC §9: progress is polled every 5 s.
export const POLL_MS = 5_000;

/** Uploads a file to clean with the form's model (uploadMachine's `upload`). */
export const isolateUpload: Upload = async (client, file, fields) => {
  const result = await client.mutation(IsolateVoiceMutation, { model: fields.model ?? '', file }).toPromise();
  if (result.error || !result.data) throw result.error ?? new Error('The file could not be uploaded.');
  return result.data.isolateVoice;
};

/** Deletes one isolated voice (deleteMachine's `remove`). */
export async function removeIsolatedVoice(client: Client, id: string) {
  const result = await client.mutation(DeleteIsolatedVoiceMutation, { id }).toPromise();
  if (result.error) throw result.error;
}

export interface VoiceIsolatorInput extends WithGateway {
  selectedId?: string | null;
}

interface Context extends WithGateway {
  model: string | null;
  selectedId: string | null;
  /** The history's other items still in progress (state below 3). */
  pending: string[];
  renameError: string | null;
}

type Event =
  | { type: 'MODEL.CHOOSE'; model: string }
  | { type: 'SELECT'; id: string | null }
  | { type: 'PENDING'; ids: string[] }
  | { type: 'RENAME.START' }
  | { type: 'RENAME.SAVE'; title: string; current: string }
  | { type: 'RENAME.CANCEL' };

/** A read of the item's job: finished or not (null: it is gone). */
export type Progress = { finished: boolean } | null;

export const voiceIsolatorMachine = setup({
  types: { input: {} as VoiceIsolatorInput, context: {} as Context, events: {} as Event },
  actors: {
    // From the network each time: the answer lands in graphcache, which the screen shows.
    readIsolatedVoice: fromPromise<Progress, WithGateway & { id: string }>(async ({ input }) => {
      const result = await gatewayOf(input, 'voiceIsolatorMachine').query(IsolatedVoiceQuery, { id: input.id }, { requestPolicy: 'network-only' }).toPromise();
      if (result.error) throw result.error;
      const item = result.data?.isolatedVoice;
      return item ? { finished: isFinished(item.state) } : null;
    }),
    // The history's unfinished items, each from the network into graphcache (a failed read waits for the next tick).
    readPending: fromPromise<void, WithGateway & { ids: string[] }>(async ({ input }) => {
      const client = gatewayOf(input, 'voiceIsolatorMachine');
      await Promise.all(input.ids.map((id) => client.query(IsolatedVoiceQuery, { id }, { requestPolicy: 'network-only' }).toPromise()));
    }),
    renameIsolatedVoice: fromPromise<void, WithGateway & { id: string; title: string }>(async ({ input }) => {
      const result = await gatewayOf(input, 'voiceIsolatorMachine').mutation(RenameIsolatedVoiceMutation, { id: input.id, title: input.title }).toPromise();
      if (result.error) throw result.error;
    }),
  },
  guards: {
    another: ({ context, event }) => {
      assertEvent(event, 'SELECT');
      return event.id !== context.selectedId;
    },
    nothingSelected: ({ context }) => context.selectedId === null,
    somePending: ({ event }) => {
      assertEvent(event, 'PENDING');
      return event.ids.length > 0;
    },
    // Done, failed or gone: nothing more to read.
    finished: ({ event }) => (event as unknown as { output: Progress }).output?.finished !== false,
    renamed: ({ event }) => {
      assertEvent(event, 'RENAME.SAVE');
      const title = event.title.trim();
      return title !== '' && title !== event.current;
    },
  },
  delays: { POLL: POLL_MS },
}).createMachine({
  id: 'voiceIsolator',
  type: 'parallel',
  context: ({ input }) => ({ client: input.client ?? null, model: null, selectedId: input.selectedId ?? null, pending: [], renameError: null }),
  on: {
    'MODEL.CHOOSE': { actions: assign(({ event }) => ({ model: event.model })) },
  },
  states: {
    preview: {
      initial: 'starting',
      on: {
        SELECT: { guard: 'another', target: '.starting', actions: assign(({ event }) => ({ selectedId: event.id, renameError: null })) },
      },
      states: {
        starting: { always: [{ guard: 'nothingSelected', target: 'none' }, { target: 'checking' }] },
        none: {},
        checking: {
          tags: 'following',
          invoke: {
            id: 'readIsolatedVoice',
            src: 'readIsolatedVoice',
            input: ({ context }) => ({ client: context.client, id: context.selectedId! }),
            onDone: [{ guard: 'finished', target: 'settled' }, { target: 'waiting' }],
            // A read that failed (offline a moment) is tried again at the next tick.
            onError: 'waiting',
          },
        },
        waiting: { tags: 'following', after: { POLL: 'checking' } },
        settled: {},
      },
    },
    history: {
      initial: 'idle',
      // All settled (or a new list): stop at once; some still in progress: read those next.
      on: { PENDING: [{ guard: 'somePending', actions: assign(({ event }) => ({ pending: event.ids })) }, { target: '.idle', actions: assign({ pending: [] }) }] },
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
    },
    title: {
      initial: 'viewing',
      on: { SELECT: { guard: 'another', target: '.viewing' } },
      states: {
        // A refusal shows only while its title is being edited.
        viewing: { entry: assign({ renameError: null }), on: { 'RENAME.START': 'editing' } },
        editing: {
          on: {
            'RENAME.SAVE': [{ guard: 'renamed', target: 'saving' }, { target: 'viewing' }],
            'RENAME.CANCEL': 'viewing',
          },
        },
        saving: {
          tags: 'renaming',
          entry: assign({ renameError: null }),
          invoke: {
            id: 'renameIsolatedVoice',
            src: 'renameIsolatedVoice',
            input: ({ context, event }) => ({ client: context.client, id: context.selectedId!, title: (event as { title: string }).title.trim() }),
            onDone: 'viewing',
            onError: { target: 'editing', actions: assign({ renameError: ({ event }) => errorText(event.error) }) },
          },
        },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof voiceIsolatorMachine>;

/** What the screen shows of the flow (a view never reads the context). */
export const selectVoiceIsolator = (snapshot: Snapshot) => ({
  model: snapshot.context.model,
  selectedId: snapshot.context.selectedId,
  /** The selected item's job is still being read. */
  following: snapshot.hasTag('following'),
  /** Other items of the history are still being read. */
  followingHistory: snapshot.hasTag('followingHistory'),
  renaming: snapshot.matches({ title: 'editing' }) || snapshot.hasTag('renaming'),
  savingTitle: snapshot.hasTag('renaming'),
  renameError: snapshot.context.renameError,
});
