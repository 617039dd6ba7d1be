import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { Client } from '@urql/core';
import { isFinished } from '../../../contract/media';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// The media item on show in a tool's preview (a speech, a transcription, an isolated voice, a
// composition): the same two flows in every tool, so one machine, one per item (the screen keys
// the component that runs it by the item's id, as with deleteMachine). Each tool gives it how it
// reads and renames one of its items (`read`, `rename`: functions over the gateway client).
// - progress: the item is read again every 5 s while its job runs (state below 3, SPEC §9),
//   through graphcache, so the history and the preview show it as it settles; leaving it stops
//   the actor and the reading; opening it again (a reload: the job survives a restart) starts it.
// - title: renaming it in place (editing, saving, the server's refusal in words).
// The item itself is never copied here: the screen reads it from the cache.

// SPEC §9: progress is polled every 5 s.
export const POLL_MS = 5_000;

/** Reads one item from the network into graphcache: its job's state, or nothing when it is gone. */
export type ReadItem = (client: Client, id: string) => Promise<{ state: number } | null | undefined>;
/** Renames one item; throws with the server's refusal. */
export type RenameItem = (client: Client, id: string, title: string) => Promise<unknown>;

export interface PreviewInput extends WithGateway {
  id: string;
  read: ReadItem;
  rename: RenameItem;
}

interface Context extends PreviewInput {
  renameError: string | null;
}

type Event = { type: 'RENAME.START' } | { type: 'RENAME.SAVE'; title: string; current: string } | { type: 'RENAME.CANCEL' };

export const previewMachine = setup({
  types: { input: {} as PreviewInput, context: {} as Context, events: {} as Event },
  actors: {
    // Done, failed or gone: nothing more to read (true).
    read: fromPromise<boolean, PreviewInput>(async ({ input }) => {
      const item = await input.read(gatewayOf(input, 'previewMachine'), input.id);
      return !item || isFinished(item.state);
    }),
    rename: fromPromise<unknown, PreviewInput & { title: string }>(({ input }) => input.rename(gatewayOf(input, 'previewMachine'), input.id, input.title)),
  },
  guards: {
    finished: ({ event }) => (event as unknown as { output: boolean }).output,
    renamed: ({ event }) => {
      assertEvent(event, 'RENAME.SAVE');
      const title = event.title.trim();
      return title !== '' && title !== event.current;
    },
  },
  delays: { POLL: POLL_MS },
}).createMachine({
  id: 'preview',
  type: 'parallel',
  context: ({ input }) => ({ ...input, client: input.client ?? null, renameError: null }),
  states: {
    progress: {
      initial: 'checking',
      states: {
        checking: {
          tags: 'following',
          invoke: {
            id: 'read',
            src: 'read',
            input: ({ context }) => context,
            onDone: [{ guard: 'finished', target: 'settled' }, { target: 'waiting' }],
            // A read that failed (offline a moment) is tried again at the next tick.
            onError: 'waiting',
          },
        },
        waiting: { tags: 'following', after: { POLL: 'checking' } },
        settled: {},
      },
    },
    title: {
      initial: 'viewing',
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
          tags: 'saving',
          entry: assign({ renameError: null }),
          invoke: {
            id: 'rename',
            src: 'rename',
            input: ({ context, event }) => {
              assertEvent(event, 'RENAME.SAVE');
              return { ...context, title: event.title.trim() };
            },
            onDone: 'viewing',
            onError: { target: 'editing', actions: assign({ renameError: ({ event }) => errorText(event.error) }) },
          },
        },
      },
    },
  },
});

/** What a view shows of the item's flow (a view never reads the context). */
export const selectPreview = (snapshot: SnapshotFrom<typeof previewMachine>) => ({
  /** The item's job is still being read. */
  following: snapshot.hasTag('following'),
  renaming: !snapshot.matches({ title: 'viewing' }),
  saving: snapshot.hasTag('saving'),
  error: snapshot.context.renameError,
});
