import { afterEach, describe, expect, it } from 'vitest';
import { createTestModel } from 'xstate/graph';
import { createActor, createMachine, SimulatedClock, type SnapshotFrom } from 'xstate';
import type { Client } from '@urql/core';
import { listMachine, type ListEvent } from '../../src/machines/lists/listMachine';
import type { ListSource, PageRequest } from '../../src/machines/lists/listSource';
import type { ListItem } from '../../src/lib/lists/order';
import { pathName, withoutEffects } from './helpers/test-model';

// Every shortest path through listMachine, driven on a running machine with a fake source
// whose answers the test holds until the path says how each call ends, and a simulated clock:
// "the search debounce elapsed" is the clock moving 200 ms. At every step the running machine
// be in the model's state: the same state value, and the same shape of context (items or none,
// fully loaded, writes waiting, p1's status, pins, a message, a search typed and applied).

type Snapshot = SnapshotFrom<typeof listMachine>;
type ModelEvent = ListEvent | { type: 'DEBOUNCED' } | { type: string; output?: unknown; error?: unknown };

const item = (id: string, status = 1): ListItem => ({ id, status });
const FULL_PAGE = Array.from({ length: 25 }, (_, i) => item(`p${i + 1}`));
const SHORT_PAGE = [item('n1'), item('n2', 0)];
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

/** What makes two states worth a path each: where the machine is, and whether it holds items, writes, pins and a message. */
const shape = (s: Snapshot) =>
  JSON.stringify([
    s.value,
    s.context.items.length > 0,
    s.context.fullyLoaded,
    s.context.writes.length,
    s.context.items.find((i) => i.id === 'p1')?.status ?? 'gone',
    s.context.pins.length > 0,
    s.context.notice !== null,
    s.context.typed !== '',
    s.context.query.search !== '',
  ]);

const model = createTestModel(withoutEffects(timed), {
  input: { listKey: 'model-graph', source: { page: async () => [], count: async () => 0, setStatus: async () => null, remove: async () => null } },
  events: (state: Snapshot) => {
    const { items, typed, query, writes } = state.context;
    const first = items[0];
    const events: ModelEvent[] = [
      { type: 'LOAD_MORE' },
      { type: 'RETRY' },
      { type: 'DEBOUNCED' },
      { type: 'DISMISS' },
      { type: 'xstate.done.actor.firstPage', output: query.search ? [] : FULL_PAGE },
      { type: 'xstate.error.actor.firstPage', error: new Error('Network error. Please try again later.') },
      { type: 'xstate.done.actor.nextPage', output: SHORT_PAGE },
      { type: 'xstate.error.actor.nextPage', error: new Error('Network error. Please try again later.') },
      { type: 'xstate.done.actor.count', output: query.search ? 0 : 27 },
      { type: 'xstate.error.actor.count', error: new Error('Network error. Please try again later.') },
      { type: 'xstate.done.actor.write', output: null },
      { type: 'xstate.error.actor.write', error: new Error(REFUSED) },
    ];
    // The model offers every event in every state (one it is not given is sent bare), so the
    // ones that would make it infinite are given what the machine ignores.
    events.push({ type: 'SEARCH', text: typed ? '' : 'zzz' }, { type: 'FILTER', filters: query.filters.status ? {} : { status: 1 } }, { type: 'RELOAD' });
    events.push({ type: 'SORT', sort: query.sort ? null : 'oldest' });
    // Writes on p1 only, one at a time, keep the model finite; the queue itself is covered by
    // listMachine.test.ts.
    const p1 = items.find((i) => i.id === 'p1');
    const target = p1 && writes.length === 0 ? p1 : { id: 'none', status: 1 };
    events.push({ type: 'SET_STATUS', id: target.id, status: target.status === 1 ? 0 : 1 }, { type: 'DELETE', id: target.id });
    const pinned = first?.id ?? 'p1';
    events.push({ type: 'PIN', id: pinned }, { type: 'UNPIN', id: pinned });
    // Pins set by the flow that owns them (the writer's templates): on when none, off when some.
    events.push({ type: 'PINS', ids: state.context.pins.length ? [] : [pinned] });
    events.push({ type: 'ADD', item: item('new') });
    return events;
  },
  // Vertices by shape, not by every fact: which items, count or filters a state holds would
  // multiply the graph without reaching another state of the machine.
  serializeState: (s: Snapshot) => shape(s),
} as never);

/** The running machine and the calls its fake source has open, by the model's actor ids. */
function start() {
  const open = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }>();
  const hold = (id: string) => new Promise<never>((resolve, reject) => open.set(id, { resolve: resolve as never, reject }));
  const source: ListSource = {
    page: (_, request: PageRequest) => hold(request.startingAfter ? 'nextPage' : 'firstPage'),
    count: () => hold('count'),
    setStatus: () => hold('write'),
    remove: () => hold('write'),
  };
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
          states: { list: same } as never,
          events: {
            DEBOUNCED: async () => clock.increment(200),
            'xstate.done.actor.firstPage': async ({ event }: { event: { output: unknown } }) => answer('firstPage', 'resolve', event.output),
            'xstate.error.actor.firstPage': async ({ event }: { event: { error: unknown } }) => answer('firstPage', 'reject', event.error),
            'xstate.done.actor.nextPage': async ({ event }: { event: { output: unknown } }) => answer('nextPage', 'resolve', event.output),
            'xstate.error.actor.nextPage': async ({ event }: { event: { error: unknown } }) => answer('nextPage', 'reject', event.error),
            'xstate.done.actor.count': async ({ event }: { event: { output: unknown } }) => answer('count', 'resolve', event.output),
            'xstate.error.actor.count': async ({ event }: { event: { error: unknown } }) => answer('count', 'reject', event.error),
            'xstate.done.actor.write': async () => answer('write', 'resolve', null),
            'xstate.error.actor.write': async ({ event }: { event: { error: unknown } }) => answer('write', 'reject', event.error),
            ...Object.fromEntries(
              ['LOAD_MORE', 'RETRY', 'DISMISS', 'SEARCH', 'FILTER', 'SORT', 'RELOAD', 'ADD', 'SET_STATUS', 'DELETE', 'PIN', 'UNPIN', 'PINS'].map((type) => [
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
