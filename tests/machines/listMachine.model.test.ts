import { afterEach, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { createActor, createMachine, SimulatedClock, type SnapshotFrom } from 'xstate';
import type { Client } from '@urql/core';
import { listMachine, type ListEvent } from '../../src/machines/lists/listMachine';
import type { ListSource } from '../../src/machines/lists/listSource';
import { pathName, withoutEffects } from './helpers/test-model';

// Every shortest path through listMachine's flow (the pages it asks for are graphcache reads,
// tested with the list view), driven on a running machine with a fake source whose writes the
// test holds until the path says how each ends, and a simulated clock: "the search debounce
// elapsed" is the clock moving 200 ms. At every step the running machine is in the model's
// state: the same state value and the same shape of context (writes waiting, a message, pins,
// a search typed and applied, a filter, a sort, a reload asked).

type Snapshot = SnapshotFrom<typeof listMachine>;
type ModelEvent = ListEvent | { type: 'DEBOUNCED' } | { type: string; output?: unknown; error?: unknown };

const REFUSED = 'This item cannot be changed.';

// The named delay becomes an event the test can take (the model walks the graph, not time).
type Node = { on?: Record<string, unknown>; after?: Record<string, unknown>; states?: Record<string, Node> };
const config = listMachine.config as unknown as Node;
const search = config.states!.search;
const typing = search.states!.typing;
const timed = createMachine(
  {
    ...config,
    states: {
      ...config.states,
      search: { ...search, states: { ...search.states, typing: { ...typing, after: undefined, on: { ...typing.on, DEBOUNCED: typing.after!.searchDebounce } } } },
    },
  } as never,
  listMachine.implementations as never,
);

/** What makes two states worth a path each: where the machine is, and what the user asked of it. */
const shape = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.writes.length,
    s.context.pins.length > 0,
    s.context.notice !== null,
    s.context.typed !== '',
    s.context.query.search !== '',
    s.context.query.filters.status !== undefined,
    s.context.query.sort !== null,
    s.context.reloads > 0,
  ]);

const noPages = { query: null as never, variables: () => ({}), of: () => [] };

const model = createTestModel(withoutEffects(timed), {
  input: { listKey: 'model-graph', source: { page: noPages, setStatus: async () => null, remove: async () => null } },
  events: (state: Snapshot) => {
    const { typed, query, pins, reloads } = state.context;
    const events: ModelEvent[] = [
      { type: 'DEBOUNCED' },
      { type: 'DISMISS' },
      { type: 'xstate.done.actor.write', output: null },
      { type: 'xstate.error.actor.write', error: new Error(REFUSED) },
    ];
    // The model offers every event in every state (one it is not given is sent bare), so the
    // ones that would make it infinite are given what the machine ignores or undoes.
    events.push({ type: 'SEARCH', text: typed ? '' : 'zzz' }, { type: 'FILTER', filters: query.filters.status ? {} : { status: 1 } });
    events.push({ type: 'SORT', sort: query.sort ? null : 'oldest' });
    // One reload is enough to tell "asked again" from "never asked".
    if (!reloads) events.push({ type: 'RELOAD' });
    // Writes on p1 only keep the model finite (the same status or a second delete queue nothing);
    // the queue itself is covered by listMachine.test.ts.
    events.push({ type: 'SET_STATUS', id: 'p1', status: 0 }, { type: 'DELETE', id: 'p1' });
    events.push({ type: 'PIN', id: 'p1' }, { type: 'UNPIN', id: 'p1' });
    // Pins set by the flow that owns them (the writer's templates): on when none, off when some.
    events.push({ type: 'PINS', ids: pins.length ? [] : ['p1'] });
    return events;
  },
  // Vertices by shape, not by every fact: which ids or words a state holds would multiply the
  // graph without reaching another state of the machine.
  serializeState: (s: Snapshot) => shape(s),
} as never);

/** The running machine and the calls its fake source has open, by the model's actor ids. */
function start() {
  const open = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const hold = (id: string) => new Promise<never>((resolve, reject) => open.set(id, { resolve: resolve as never, reject }));
  const source: ListSource = { page: noPages, setStatus: () => hold('write'), remove: () => hold('write') };
  const clock = new SimulatedClock();
  const actor = createActor(listMachine, { clock, input: { client: {} as Client, source, listKey: 'model-run' } }).start();
  return { actor, clock, open };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => localStorage.clear());

describe('listMachine over its shortest paths', () => {
  const paths = model.getShortestPaths();
  it('has paths through every state', () => expect(paths.length).toBeGreaterThan(20));

  for (const path of paths) {
    it(pathName(path), async () => {
      const { actor, clock, open } = start();
      const same = async (state: Snapshot) => {
        await settle();
        const real = actor.getSnapshot();
        expect(real.value).toEqual(state.value);
        expect(shape(real)).toBe(shape(state));
      };
      const answer = (id: string, how: 'resolve' | 'reject', value: unknown) => {
        const call = open.get(id);
        expect(call, `a ${id} call is open`).toBeDefined();
        open.delete(id);
        call![how](value);
      };
      try {
        await path.test({
          states: { search: same } as never,
          events: {
            DEBOUNCED: async () => clock.increment(200),
            'xstate.done.actor.write': async () => answer('write', 'resolve', null),
            'xstate.error.actor.write': async ({ event }: { event: { error: unknown } }) => answer('write', 'reject', event.error),
            ...Object.fromEntries(
              ['DISMISS', 'SEARCH', 'FILTER', 'SORT', 'RELOAD', 'SET_STATUS', 'DELETE', 'PIN', 'UNPIN', 'PINS'].map((type) => [
                type,
                async ({ event }: { event: ListEvent }) => actor.send(event),
              ]),
            ),
          } as never,
        });
      } finally {
        actor.stop();
      }
    });
  }
});
