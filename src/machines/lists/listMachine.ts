import { assertEvent, assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { errorText } from '../../lib/errors';
import { orderItems, type ListItem } from '../../lib/lists/order';
import { SEARCH_DEBOUNCE_MS } from '../../lib/lists/pages';
import { pin, readPins, unpin, writePins } from '../../lib/lists/pins';
import { gatewayOf, type WithGateway } from '../gatewayClient';
import { emptyQuery, type ListQuery, type ListSource } from './listSource';
import type { ListWrite } from './listWrites';

// What the user drives in one resource list (SPEC §2, §4); every list screen runs this machine
// with its domain's source (listSource.ts), so search, sort, filters, pins and writes behave the
// same everywhere. The items are no part of it: pages are graphcache reads that useList asks
// with the query this machine holds (src/machines/README.md). Two regions run side by side:
// - search: typing waits 200 ms (a named delay, so tests run it on a simulated clock) before
//   it becomes the query's search.
// - writes: status toggles and deletes wait in a queue, sent one at a time; while one waits the
//   list shows it done (pendingView), and a refusal drops it, so the item is shown as the cache
//   holds it again, with the server's message. An accepted write updates the cache itself.
// Pins are read from browser storage at start and written on every pin or unpin. A list whose
// pins follow a rule of their own (the writer's templates: 3 on the free plan) is told them by
// the flow that owns them (PINS) and shows them in that order. RELOAD (the screen knows the list
// changed beside it) and every new query are counted, so the pages know to read again.

export interface ListInput extends WithGateway {
  source: ListSource;
  /** Names the list in browser storage (its pins). */
  listKey: string;
  /** Filters and sort to start with. */
  query?: Partial<ListQuery>;
}

interface ListContext {
  client: WithGateway['client'];
  source: ListSource;
  listKey: string;
  query: ListQuery;
  /** The search as typed; it becomes `query.search` once typing pauses. */
  typed: string;
  pins: string[];
  /** The server's message when it refused a write. */
  notice: string | null;
  writes: ListWrite[];
  /** Counts the reloads asked by the screen: the first page is read from the server again. */
  reloads: number;
}

export type ListEvent =
  | { type: 'SEARCH'; text: string }
  | { type: 'FILTER'; filters: ListQuery['filters'] }
  | { type: 'SORT'; sort: string | null }
  | { type: 'SET_STATUS'; id: string; status: 0 | 1 }
  | { type: 'DELETE'; id: string }
  | { type: 'PIN'; id: string }
  | { type: 'UNPIN'; id: string }
  /** The pins as their owner keeps them (it stores them itself). */
  | { type: 'PINS'; ids: readonly string[] }
  | { type: 'DISMISS' }
  | { type: 'RELOAD' };

type Call = WithGateway & { source: ListSource };

export const listMachine = setup({
  types: {
    input: {} as ListInput,
    context: {} as ListContext,
    events: {} as ListEvent,
    emitted: {} as { type: 'refused'; message: string },
  },
  actors: {
    write: fromPromise<unknown, Call & { write: ListWrite }>(({ input: { write, source, ...input } }) =>
      write.kind === 'status' ? source.setStatus!(gatewayOf(input, 'listMachine'), write.id, write.status) : source.remove!(gatewayOf(input, 'listMachine'), write.id),
    ),
  },
  delays: { searchDebounce: SEARCH_DEBOUNCE_MS },
  guards: {
    hasWrites: ({ context }) => context.writes.length > 0,
    searchChanged: ({ context }) => context.typed.trim() !== context.query.search,
    typedChanged: ({ context, event }) => event.type === 'SEARCH' && event.text !== context.typed,
    // Asking again the status already on its way for an item queues nothing.
    canSetStatus: ({ context, event }) => {
      assertEvent(event, 'SET_STATUS');
      const asked = context.writes.findLast((write) => write.kind === 'status' && write.id === event.id);
      return !!context.source.setStatus && (asked?.kind !== 'status' || asked.status !== event.status);
    },
    // An item is deleted once: a second click while the first delete waits asks nothing.
    canDelete: ({ context, event }) => {
      assertEvent(event, 'DELETE');
      return !!context.source.remove && !context.writes.some((write) => write.kind === 'remove' && write.id === event.id);
    },
  },
  actions: {
    /** A new query: the pages read it from the first, and a message about the old one goes. */
    newQuery: assign((_, query: ListQuery) => ({ query, notice: null })),
    queue: assign(({ context, event }) => {
      assertEvent(event, ['SET_STATUS', 'DELETE']);
      const write: ListWrite = event.type === 'SET_STATUS' ? { kind: 'status', id: event.id, status: event.status } : { kind: 'remove', id: event.id };
      return { writes: [...context.writes, write] };
    }),
    written: assign({ writes: ({ context }) => context.writes.slice(1) }),
    refused: assign(({ context }, error: unknown) => ({ writes: context.writes.slice(1), notice: errorText(error) })),
    announceRefusal: emit(({ context }) => ({ type: 'refused' as const, message: context.notice ?? '' })),
    pin: assign(({ context, event }) => {
      assertEvent(event, ['PIN', 'UNPIN']);
      return { pins: event.type === 'PIN' ? pin(context.pins, event.id) : unpin(context.pins, event.id) };
    }),
    savePins: ({ context }) => writePins(context.listKey, context.pins),
  },
}).createMachine({
  id: 'list',
  type: 'parallel',
  context: ({ input }) => ({
    client: input.client ?? null,
    source: input.source,
    listKey: input.listKey,
    query: { ...emptyQuery, ...input.query },
    typed: input.query?.search ?? '',
    pins: readPins(input.listKey),
    notice: null,
    writes: [],
    reloads: 0,
  }),
  on: {
    FILTER: { actions: { type: 'newQuery', params: ({ context, event }) => ({ ...context.query, filters: event.filters }) } },
    SORT: { actions: { type: 'newQuery', params: ({ context, event }) => ({ ...context.query, sort: event.sort }) } },
    SET_STATUS: { guard: 'canSetStatus', actions: 'queue' },
    DELETE: { guard: 'canDelete', actions: 'queue' },
    PIN: { actions: ['pin', 'savePins'] },
    UNPIN: { actions: ['pin', 'savePins'] },
    PINS: { actions: assign({ pins: ({ event }) => [...event.ids] }) },
    DISMISS: { actions: assign({ notice: null }) },
    RELOAD: { actions: assign({ reloads: ({ context }) => context.reloads + 1, notice: null }) },
  },
  states: {
    search: {
      initial: 'idle',
      states: {
        idle: { on: { SEARCH: { guard: 'typedChanged', target: 'typing', actions: assign({ typed: ({ event }) => event.text }) } } },
        typing: {
          tags: 'typing',
          on: { SEARCH: { target: 'typing', reenter: true, actions: assign({ typed: ({ event }) => event.text }) } },
          after: {
            searchDebounce: [
              { guard: 'searchChanged', target: 'idle', actions: { type: 'newQuery', params: ({ context }) => ({ ...context.query, search: context.typed.trim() }) } },
              { target: 'idle' },
            ],
          },
        },
      },
    },
    writes: {
      initial: 'idle',
      states: {
        idle: { always: { guard: 'hasWrites', target: 'saving' } },
        saving: {
          tags: 'saving',
          invoke: {
            id: 'write',
            src: 'write',
            input: ({ context }) => ({ client: context.client, source: context.source, write: context.writes[0] }),
            onDone: { target: 'idle', actions: 'written' },
            onError: { target: 'idle', actions: [{ type: 'refused', params: ({ event }: { event: { error: unknown } }) => event.error }, 'announceRefusal'] },
          },
        },
      },
    },
  },
});

export type ListSnapshot = SnapshotFrom<typeof listMachine>;
export type ListPhase = 'initial' | 'loaded' | 'empty' | 'error';

/** The query the pages are read with (search once typing paused, filters, sort). */
export const selectQuery = (snapshot: ListSnapshot) => snapshot.context.query;
/** Moves each time the screen asks the list to be read again. */
export const selectReloads = (snapshot: ListSnapshot) => snapshot.context.reloads;
/** The writes on their way, shown as done meanwhile (pendingView). */
export const selectWrites = (snapshot: ListSnapshot) => snapshot.context.writes;

export const orderedItems = (items: readonly ListItem[], pins: readonly string[]) => orderItems(items, pins);
export const selectPins = (snapshot: ListSnapshot) => snapshot.context.pins;
export const selectNotice = (snapshot: ListSnapshot) => snapshot.context.notice;
export const selectSearch = (snapshot: ListSnapshot) => snapshot.context.typed;
/** The filters asked for (a categories strip shows its choice from them). */
export const selectFilters = (snapshot: ListSnapshot) => snapshot.context.query.filters;
/** The order asked for (null: the server's, newest first). */
export const selectSort = (snapshot: ListSnapshot) => snapshot.context.query.sort;
/** The status the list is filtered by (SPEC's 1/0), or null for all. */
export const selectStatusFilter = (snapshot: ListSnapshot): 0 | 1 | null => {
  const status = snapshot.context.query.filters.status;
  return status === 0 || status === 1 ? status : null;
};
