import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { gatewayOf, type WithGateway } from '../gatewayClient';
import { POLL_MS, type ReadItem } from './previewMachine';

// A media tool's history, while some of its items are still being made (state below 3, SPEC §9):
// those the screen says (from the rows read; the one on show is its preview's) are read again
// every 5 s through graphcache, so their rows settle without a reload. A new list keeps the tick
// that is counting; none left stops the reading. Each tool gives how it reads one item (`read`).

export interface UnfinishedInput extends WithGateway {
  read: ReadItem;
}

interface Context extends UnfinishedInput {
  /** The ids still being made, as the screen last said. */
  unfinished: string[];
}

export const unfinishedMachine = setup({
  types: { input: {} as UnfinishedInput, context: {} as Context, events: {} as { type: 'UNFINISHED'; ids: string[] } },
  actors: {
    // Each from the network into graphcache; the screen sends what is left once the answers are in.
    readAll: fromPromise<unknown, Context>(({ input }) => Promise.all(input.unfinished.map((id) => input.read(gatewayOf(input, 'unfinishedMachine'), id)))),
  },
  guards: {
    nothingToFollow: ({ context }) => context.unfinished.length === 0,
    noneLeft: ({ event }) => {
      assertEvent(event, 'UNFINISHED');
      return event.ids.length === 0;
    },
  },
  actions: {
    take: assign(({ event }) => {
      assertEvent(event, 'UNFINISHED');
      return { unfinished: [...new Set(event.ids)] };
    }),
  },
  delays: { POLL: POLL_MS },
}).createMachine({
  id: 'unfinished',
  initial: 'idle',
  context: ({ input }) => ({ ...input, client: input.client ?? null, unfinished: [] }),
  on: { UNFINISHED: { target: '.deciding', actions: 'take' } },
  states: {
    deciding: { always: [{ guard: 'nothingToFollow', target: 'idle' }, { target: 'waiting' }] },
    idle: {},
    waiting: {
      tags: 'following',
      on: { UNFINISHED: [{ guard: 'noneLeft', target: 'idle', actions: 'take' }, { actions: 'take' }] },
      after: { POLL: 'reading' },
    },
    reading: {
      tags: 'following',
      on: { UNFINISHED: { actions: 'take' } },
      invoke: {
        id: 'readAll',
        src: 'readAll',
        input: ({ context }) => context,
        // A read that failed (offline a moment) is tried at the next tick.
        onDone: 'deciding',
        onError: 'deciding',
      },
    },
  },
});

/** Some item of the history is still being read every 5 s. */
export const selectFollowing = (snapshot: SnapshotFrom<typeof unfinishedMachine>) => snapshot.hasTag('following');
