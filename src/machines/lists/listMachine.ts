import { assertEvent, assign, emit, fromPromise, raise, setup, type SnapshotFrom } from 'xstate';
import { errorText } from '../../lib/errors';
import { orderItems, type ListItem } from '../../lib/lists/order';
import { appendPage, cursorAfter, isLastPage, LIST_PAGE_SIZE, SEARCH_DEBOUNCE_MS } from '../../lib/lists/pages';
import { pin, readPins, unpin, writePins } from '../../lib/lists/pins';
import { gatewayOf, type WithGateway } from '../gatewayClient';
import { emptyQuery, type ListQuery, type ListSource, type PageRequest } from './listSource';
import { applyRemove, applyStatus, rollBack, type ListWrite } from './listWrites';

// One resource list (SPEC §2, §4): every list screen runs this machine with its domain's
// source (listSource.ts), so paging, search, counts, optimistic writes and pins behave the same
// everywhere. Four regions run side by side:
// - list: the first page (initial), then loaded (more pages as the view asks) or empty; a
//   first page that fails is an error with retry. Filters, sort, search or a RELOAD ask the
//   first page again, keeping what is shown meanwhile (refreshing).
// - count: `GET {list}/count` with the same query, alongside each first page.
// - search: typing waits 200 ms (a named delay, so tests run it on a simulated clock).
// - writes: status toggles and deletes are shown at once and sent one at a time; a refusal
//   rolls the item back and shows the server's message.
// Pins are read from browser storage at start and written on every pin or unpin. A list whose
// pins follow a rule of their own (the writer's templates: 3 on the free plan) is told them by
// the flow that owns them (PINS) and shows them in that order.

export interface ListInput extends WithGateway {
  source: ListSource;
  /** Names the list in browser storage (its pins). */
  listKey: string;
  /** Filters and sort to start with. */
  query?: Partial<ListQuery>;
  limit?: number;
}

interface ListContext extends Required<Pick<ListInput, 'source' | 'listKey' | 'limit'>> {
  client: WithGateway['client'];
  query: ListQuery;
  /** The query the items shown were asked with (a refresh asks the same one again). */
  shownQuery: ListQuery;
  /** The search as typed; it becomes `query.search` once typing pauses. */
  typed: string;
  /** Loaded items in the server's order (the view orders them with the pins). */
  items: ListItem[];
  fullyLoaded: boolean;
  count: number | null;
  pins: string[];
  /** Why the first page could not be loaded. */
  error: string | null;
  /** The server's message when it refused a write or the next page. */
  notice: string | null;
  writes: ListWrite[];
  /** Bumped by every new first page, so a late rollback never lands in another list. */
  generation: number;
}

export type ListEvent =
  | { type: 'LOAD_MORE' }
  | { type: 'RETRY' }
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
  /** An item the screen just created: shown first without asking the server again. */
  | { type: 'ADD'; item: ListItem }
  | { type: 'RELOAD' };

type Call = WithGateway & { source: ListSource };

/** The first page, asked when nothing is shown (loading) and while items stay shown (refreshing). */
const firstPage = {
  id: 'firstPage',
  src: 'fetchPage',
  input: ({ context }: { context: ListContext }) => ({ client: context.client, source: context.source, request: { query: context.query, limit: context.limit } }),
  onDone: { target: 'loaded', actions: { type: 'firstPage', params: ({ event }: { event: { output: ListItem[] } }) => event.output } },
  onError: { target: 'failed', actions: { type: 'firstPageFailed', params: ({ event }: { event: { error: unknown } }) => event.error } },
} as const;

export const listMachine = setup({
  types: {
    input: {} as ListInput,
    context: {} as ListContext,
    events: {} as ListEvent,
    emitted: {} as { type: 'refused'; message: string },
  },
  actors: {
    fetchPage: fromPromise<ListItem[], Call & { request: PageRequest }>(({ input }) => input.source.page(gatewayOf(input, 'listMachine'), input.request)),
    fetchCount: fromPromise<number | null, Call & { query: ListQuery }>(async ({ input }) =>
      input.source.count ? input.source.count(gatewayOf(input, 'listMachine'), input.query) : null,
    ),
    write: fromPromise<unknown, Call & { write: ListWrite }>(({ input: { write, source, ...input } }) =>
      write.kind === 'status' ? source.setStatus!(gatewayOf(input, 'listMachine'), write.id, write.status) : source.remove!(gatewayOf(input, 'listMachine'), write.id),
    ),
  },
  delays: { searchDebounce: SEARCH_DEBOUNCE_MS },
  guards: {
    hasMore: ({ context }) => !context.fullyLoaded,
    nothingLeft: ({ context }) => context.items.length === 0 && context.fullyLoaded,
    hasItems: ({ context }) => context.items.length > 0,
    hasWrites: ({ context }) => context.writes.length > 0,
    searchChanged: ({ context }) => context.typed.trim() !== context.query.search,
    typedChanged: ({ context, event }) => event.type === 'SEARCH' && event.text !== context.typed,
    canSetStatus: ({ context, event }) => {
      assertEvent(event, 'SET_STATUS');
      return !!context.source.setStatus && context.items.some((item) => item.id === event.id && item.status !== event.status);
    },
    canDelete: ({ context, event }) => {
      assertEvent(event, 'DELETE');
      return !!context.source.remove && context.items.some((item) => item.id === event.id);
    },
  },
  actions: {
    reload: raise({ type: 'RELOAD' }),
    firstPage: assign(({ context }, output: ListItem[]) => ({
      items: output,
      shownQuery: context.query,
      fullyLoaded: isLastPage(output.length, context.limit),
      error: null,
      notice: null,
      generation: context.generation + 1,
    })),
    firstPageFailed: assign((_, error: unknown) => ({ error: errorText(error), items: [] })),
    nextPage: assign(({ context }, output: ListItem[]) => ({
      // An item whose delete is still on its way may come again in the next page: keep it out.
      items: appendPage(
        context.items,
        output.filter((item) => !context.writes.some((write) => write.kind === 'remove' && write.id === item.id)),
      ),
      fullyLoaded: isLastPage(output.length, context.limit),
      notice: null,
    })),
    setStatus: assign(({ context, event }) => {
      assertEvent(event, 'SET_STATUS');
      const { items, write } = applyStatus(context.items, event.id, event.status, context.generation);
      return { items, writes: [...context.writes, write] };
    }),
    remove: assign(({ context, event }) => {
      assertEvent(event, 'DELETE');
      const { items, write } = applyRemove(context.items, event.id, context.generation);
      return { items, writes: [...context.writes, write], count: context.count === null ? null : Math.max(0, context.count - 1) };
    }),
    written: assign({ writes: ({ context }) => context.writes.slice(1) }),
    refused: assign(({ context }, error: unknown) => {
      const write = context.writes[0];
      const restored = write.kind === 'remove' && write.generation === context.generation && context.count !== null;
      return {
        ...rollBack(context.items, context.writes, context.generation),
        count: restored ? context.count! + 1 : context.count,
        notice: errorText(error),
      };
    }),
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
    limit: input.limit ?? LIST_PAGE_SIZE,
    query: { ...emptyQuery, ...input.query },
    shownQuery: emptyQuery,
    typed: input.query?.search ?? '',
    items: [],
    fullyLoaded: false,
    count: null,
    pins: readPins(input.listKey),
    error: null,
    notice: null,
    writes: [],
    generation: 0,
  }),
  on: {
    FILTER: { actions: [assign({ query: ({ context, event }) => ({ ...context.query, filters: event.filters }) }), 'reload'] },
    SORT: { actions: [assign({ query: ({ context, event }) => ({ ...context.query, sort: event.sort }) }), 'reload'] },
    SET_STATUS: { guard: 'canSetStatus', actions: 'setStatus' },
    DELETE: { guard: 'canDelete', actions: 'remove' },
    PIN: { actions: ['pin', 'savePins'] },
    UNPIN: { actions: ['pin', 'savePins'] },
    PINS: { actions: assign({ pins: ({ event }) => [...event.ids] }) },
    DISMISS: { actions: assign({ notice: null }) },
    ADD: {
      guard: ({ context, event }) => !context.items.some((item) => item.id === event.item.id),
      actions: assign({
        items: ({ context, event }) => [event.item, ...context.items],
        count: ({ context }) => (context.count === null ? null : context.count + 1),
      }),
    },
  },
  states: {
    list: {
      initial: 'loading',
      // Targeting a child without reentering the region restarts that child only: the other
      // regions (a write on its way, the search timer) carry on. Nothing shown yet (loading,
      // failed): the skeleton; loaded and empty refresh in place (their own RELOAD).
      on: { RELOAD: '.loading' },
      states: {
        loading: { tags: 'initial', invoke: firstPage },
        // A new first page asked while items (or the empty message) are shown: they stay on
        // screen, marked as refreshing, until it arrives, so a filter or a refresh never blanks
        // the list into its skeleton. A failure still shows the error: the items shown are no
        // longer what was asked for.
        refreshing: { tags: 'refreshing', invoke: firstPage, on: { RELOAD: { target: 'refreshing', reenter: true } } },
        loaded: {
          tags: 'loaded',
          always: { guard: 'nothingLeft', target: 'empty' },
          on: { RELOAD: 'refreshing' },
          initial: 'idle',
          states: {
            idle: { on: { LOAD_MORE: { guard: 'hasMore', target: 'more' } } },
            more: {
              tags: 'loadingMore',
              invoke: {
                id: 'nextPage',
                src: 'fetchPage',
                input: ({ context }) => ({
                  client: context.client,
                  source: context.source,
                  request: { query: context.query, limit: context.limit, startingAfter: cursorAfter(context.items) },
                }),
                onDone: { target: 'idle', actions: { type: 'nextPage', params: ({ event }) => event.output } },
                onError: { target: 'moreFailed', actions: assign({ notice: ({ event }) => errorText(event.error) }) },
              },
            },
            // Not retried on scroll, or a failing server would be asked on every frame.
            moreFailed: { tags: 'moreFailed', on: { RETRY: 'more' } },
          },
        },
        empty: {
          tags: 'empty',
          on: { RELOAD: 'refreshing' },
          // A delete the server refused puts the item back.
          always: { guard: 'hasItems', target: 'loaded' },
        },
        failed: {
          tags: 'error',
          on: { RETRY: 'loading' },
        },
      },
    },
    count: {
      initial: 'loading',
      on: { RELOAD: '.loading' },
      states: {
        loading: {
          invoke: {
            id: 'count',
            src: 'fetchCount',
            input: ({ context }) => ({ client: context.client, source: context.source, query: context.query }),
            onDone: { target: 'done', actions: assign({ count: ({ event }) => event.output }) },
            // The count is a help: without it the list still works.
            onError: { target: 'done', actions: assign({ count: null }) },
          },
        },
        done: {},
      },
    },
    search: {
      initial: 'idle',
      states: {
        idle: { on: { SEARCH: { guard: 'typedChanged', target: 'typing', actions: assign({ typed: ({ event }) => event.text }) } } },
        typing: {
          tags: 'typing',
          on: { SEARCH: { target: 'typing', reenter: true, actions: assign({ typed: ({ event }) => event.text }) } },
          after: {
            searchDebounce: [
              { guard: 'searchChanged', target: 'idle', actions: [assign({ query: ({ context }) => ({ ...context.query, search: context.typed.trim() }) }), 'reload'] },
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

/** What a list view shows; the items are in the list's order (granted, pinned, the rest). */
export function listPhase(snapshot: ListSnapshot): ListPhase {
  if (snapshot.hasTag('error')) return 'error';
  if (snapshot.hasTag('empty')) return 'empty';
  if (snapshot.hasTag('loaded')) return 'loaded';
  // While a new first page is on its way, what was shown stays: the items or the empty message.
  if (snapshot.hasTag('refreshing')) return snapshot.context.items.length > 0 ? 'loaded' : 'empty';
  return 'initial';
}

/** Items (or the empty message) are shown while a new first page is on its way. */
export const selectRefreshing = (snapshot: ListSnapshot) => snapshot.hasTag('refreshing');
/** The next page is on its way. */
export const selectLoadingMore = (snapshot: ListSnapshot) => snapshot.hasTag('loadingMore');
/** The next page failed; it is asked again only when the reader says so. */
export const selectMoreFailed = (snapshot: ListSnapshot) => snapshot.hasTag('moreFailed');
/** The query of the first page shown: a new one (filters, sort, search) starts the view at the top. */
export const selectShownQuery = (snapshot: ListSnapshot) => snapshot.context.shownQuery;

export const orderedItems = (items: readonly ListItem[], pins: readonly string[]) => orderItems(items, pins);
export const selectItems = (snapshot: ListSnapshot) => snapshot.context.items;
export const selectPins = (snapshot: ListSnapshot) => snapshot.context.pins;
export const selectCount = (snapshot: ListSnapshot) => snapshot.context.count;
export const selectNotice = (snapshot: ListSnapshot) => snapshot.context.notice;
export const selectError = (snapshot: ListSnapshot) => snapshot.context.error;
export const selectSearch = (snapshot: ListSnapshot) => snapshot.context.typed;
/** The filters asked for (a categories strip shows its choice from them). */
export const selectFilters = (snapshot: ListSnapshot) => snapshot.context.query.filters;
export const selectFullyLoaded = (snapshot: ListSnapshot) => snapshot.context.fullyLoaded;
/** The order asked for (null: the server's, newest first). */
export const selectSort = (snapshot: ListSnapshot) => snapshot.context.query.sort;
/** The status the list is filtered by (SPEC's 1/0), or null for all. */
export const selectStatusFilter = (snapshot: ListSnapshot): 0 | 1 | null => {
  const status = snapshot.context.query.filters.status;
  return status === 0 || status === 1 ? status : null;
};
/** The items shown were asked with a search or a filter: an empty list means nothing matches, not nothing made. */
export const selectNarrowed = (snapshot: ListSnapshot) => {
  const { search, filters } = snapshot.context.shownQuery;
  return search !== '' || Object.values(filters).some((value) => value !== undefined && value !== null && value !== '');
};
