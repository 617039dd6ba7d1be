import { assertEvent, assign, emit, setup, type SnapshotFrom } from 'xstate';
import { pin, readPins, unpin, writePins } from '../../lib/lists/pins';

// The model catalogue's flow at /models (SPEC §2, §3, §4): the type shown, the search applied
// 200 ms after the last keystroke (SPEC §9), the model pins kept in this browser under the list
// key 'models', and one model's detail in a modal that the address follows: opening it asks for
// `?model={key}` in a new history entry, so the back button closes it; closing it goes back to
// that entry's predecessor when this page added it, and otherwise (a link with `?model=` opened
// the page) replaces the address without the query, so nothing is left to "go back" into. The
// screen turns the `address` events into navigation and reports every address change as
// ADDRESS.CHANGE; one the machine asked for changes nothing.
//
// The catalogue itself is read by the screen through the cache (ProvidersQuery), not kept here;
// what it shows is derived (catalogueView.ts) from that read and this machine's filters, so
// filters and pins reorder at once. The filter, the pins and the cards are only on the page
// once the catalogue is read, so their events cannot come before it.

/** The pins' list key in browser storage (src/lib/lists/pins.ts). */
export const modelPinsKey = 'models';

export interface CatalogueContext {
  /** The type shown, or null for every type. */
  type: string | null;
  /** What is typed in the search box. */
  query: string;
  /** The search applied: `query` once it has rested for the debounce. */
  search: string;
  pins: string[];
  /** The model whose detail is open (from a click or the address). */
  selected: string | null;
  /** This page pushed the address entry of the open detail: closing goes back to the previous one. */
  pushed: boolean;
}

export type CatalogueEvent =
  | { type: 'TYPE.SELECT'; value: string | null }
  | { type: 'QUERY.CHANGE'; value: string }
  | { type: 'PIN.TOGGLE'; key: string }
  | { type: 'DETAIL.OPEN'; key: string }
  | { type: 'DETAIL.CLOSE' }
  | { type: 'ADDRESS.CHANGE'; model: string | null };

export type AddressEvent = { type: 'address'; model: string | null; how: 'push' | 'replace' | 'back' };

export const catalogueMachine = setup({
  types: {
    input: {} as { model?: string | null; pins?: string[] },
    context: {} as CatalogueContext,
    events: {} as CatalogueEvent,
    emitted: {} as AddressEvent,
  },
  delays: { searchDebounce: 200 },
  guards: {
    selected: ({ context }) => context.selected !== null,
    addressOpensOther: ({ context, event }) => event.type === 'ADDRESS.CHANGE' && event.model !== null && event.model !== context.selected,
    addressCloses: ({ event }) => event.type === 'ADDRESS.CHANGE' && event.model === null,
  },
  actions: {
    selectType: assign(({ event }) => {
      assertEvent(event, 'TYPE.SELECT');
      return { type: event.value };
    }),
    typeQuery: assign(({ event }) => {
      assertEvent(event, 'QUERY.CHANGE');
      return { query: event.value };
    }),
    applySearch: assign(({ context }) => ({ search: context.query })),
    togglePin: assign(({ context, event }) => {
      assertEvent(event, 'PIN.TOGGLE');
      const pins = context.pins.includes(event.key) ? unpin(context.pins, event.key) : pin(context.pins, event.key);
      writePins(modelPinsKey, pins);
      return { pins };
    }),
    openByClick: assign(({ event }) => {
      assertEvent(event, 'DETAIL.OPEN');
      return { selected: event.key, pushed: true };
    }),
    askAddressOpen: emit(({ event }) => {
      assertEvent(event, 'DETAIL.OPEN');
      return { type: 'address' as const, model: event.key, how: 'push' as const };
    }),
    openByAddress: assign(({ event }) => {
      assertEvent(event, 'ADDRESS.CHANGE');
      return { selected: event.model, pushed: false };
    }),
    askAddressClose: emit(({ context }) => ({ type: 'address' as const, model: null, how: context.pushed ? ('back' as const) : ('replace' as const) })),
    forget: assign({ selected: null, pushed: false }),
  },
}).createMachine({
  id: 'catalogue',
  context: ({ input }) => ({
    type: null,
    query: '',
    search: '',
    pins: input.pins ?? readPins(modelPinsKey),
    selected: input.model ?? null,
    pushed: false,
  }),
  type: 'parallel',
  on: {
    'TYPE.SELECT': { actions: 'selectType' },
    'PIN.TOGGLE': { actions: 'togglePin' },
  },
  states: {
    search: {
      initial: 'idle',
      states: {
        idle: {
          on: { 'QUERY.CHANGE': { target: 'debouncing', actions: 'typeQuery' } },
        },
        // Every keystroke starts the wait again; the list follows once typing rests.
        debouncing: {
          on: { 'QUERY.CHANGE': { target: 'debouncing', reenter: true, actions: 'typeQuery' } },
          after: { searchDebounce: { target: 'idle', actions: 'applySearch' } },
        },
      },
    },
    detail: {
      initial: 'entering',
      states: {
        // Opened by the address the page was entered with, or closed.
        entering: {
          always: [{ guard: 'selected', target: 'open' }, { target: 'closed' }],
        },
        closed: {
          on: {
            'DETAIL.OPEN': { target: 'open', actions: ['openByClick', 'askAddressOpen'] },
            'ADDRESS.CHANGE': { guard: 'addressOpensOther', target: 'open', actions: 'openByAddress' },
          },
        },
        open: {
          tags: 'detail',
          on: {
            'DETAIL.CLOSE': { target: 'closed', actions: ['askAddressClose', 'forget'] },
            'ADDRESS.CHANGE': [
              { guard: 'addressCloses', target: 'closed', actions: 'forget' },
              { guard: 'addressOpensOther', actions: 'openByAddress' },
            ],
          },
        },
      },
    },
  },
});

type Snapshot = SnapshotFrom<typeof catalogueMachine>;

/** The filters, the pins and the open detail's model: all of it is the flow's own, none a copy of the catalogue. */
export const selectFilters = (snapshot: Snapshot): CatalogueContext => snapshot.context;

/** Whether a model's detail is open. */
export const selectDetailOpen = (snapshot: Snapshot) => snapshot.hasTag('detail');
