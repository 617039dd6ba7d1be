import { assertEvent, assign, emit, fromPromise, setup, stateIn } from 'xstate';
import { ProvidersQuery } from '../../gateway/catalogue/operations';
import type { ModelFieldsFragment } from '../../gateway/generated/graphql';
import { errorText } from '../../lib/errors';
import { pin, readPins, unpin, writePins } from '../../lib/lists/pins';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// The model catalogue at /models (SPEC §2, §3, §4): every provider's models, narrowed by type
// and by a search applied 200 ms after the last keystroke (SPEC §9), ordered by the lists' rule
// (granted first, then pinned in pin order), with model pins kept in this browser under the
// list key 'models'. One model's detail opens in a modal that the address follows: opening it
// asks for `?model={key}` in a new history entry, so the back button closes it; closing it
// goes back to that entry's predecessor when this page added it, and otherwise (a link with
// `?model=` opened the page) replaces the address without the query, so nothing is left to
// "go back" into. The screen turns the `address` events into navigation and reports every
// address change as ADDRESS.CHANGE; one the machine asked for changes nothing.
//
// The catalogue is read once per visit, fresh (`granted` depends on who is logged in); the
// rest is derived (catalogueView.ts), so filters and pins reorder at once.

export type CatalogueModel = ModelFieldsFragment;
export interface CatalogueProvider {
  name: string;
  label: string;
  models: CatalogueModel[];
}

/** The pins' list key in browser storage (src/lib/lists/pins.ts). */
export const modelPinsKey = 'models';

export interface CatalogueContext extends WithGateway {
  providers: CatalogueProvider[];
  error: string | null;
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
  | { type: 'RETRY' }
  | { type: 'TYPE.SELECT'; value: string | null }
  | { type: 'QUERY.CHANGE'; value: string }
  | { type: 'PIN.TOGGLE'; key: string }
  | { type: 'DETAIL.OPEN'; key: string }
  | { type: 'DETAIL.CLOSE' }
  | { type: 'ADDRESS.CHANGE'; model: string | null };

export type AddressEvent = { type: 'address'; model: string | null; how: 'push' | 'replace' | 'back' };

export const catalogueMachine = setup({
  types: {
    input: {} as WithGateway & { model?: string | null; pins?: string[] },
    context: {} as CatalogueContext,
    events: {} as CatalogueEvent,
    emitted: {} as AddressEvent,
  },
  actors: {
    load: fromPromise<CatalogueProvider[], WithGateway>(async ({ input }) => {
      const result = await gatewayOf(input, 'catalogueMachine').query(ProvidersQuery, {}, { requestPolicy: 'network-only' }).toPromise();
      if (result.error || !result.data) throw result.error ?? new Error('The catalogue could not be read.');
      return result.data.providers;
    }),
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
    client: input.client ?? null,
    providers: [],
    error: null,
    type: null,
    query: '',
    search: '',
    pins: input.pins ?? readPins(modelPinsKey),
    selected: input.model ?? null,
    pushed: false,
  }),
  type: 'parallel',
  // The filter, the pins and the cards that open a detail are there once the catalogue is read.
  on: {
    'TYPE.SELECT': { guard: stateIn('#catalogue.data.ready'), actions: 'selectType' },
    'PIN.TOGGLE': { guard: stateIn('#catalogue.data.ready'), actions: 'togglePin' },
  },
  states: {
    data: {
      initial: 'loading',
      states: {
        loading: {
          tags: 'loading',
          invoke: {
            id: 'load',
            src: 'load',
            input: ({ context }) => ({ client: context.client }),
            onDone: { target: 'ready', actions: assign({ providers: ({ event }) => event.output, error: null }) },
            onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
          },
        },
        ready: { tags: 'ready' },
        failed: {
          tags: 'failed',
          on: { RETRY: 'loading' },
        },
      },
    },
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
            'DETAIL.OPEN': { guard: stateIn('#catalogue.data.ready'), target: 'open', actions: ['openByClick', 'askAddressOpen'] },
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
