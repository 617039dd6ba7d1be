import { assign, emit, fromPromise, setup } from 'xstate';
import type { Client } from '@urql/core';
import { promptQueryMaxLength } from '../../../contract/tool-limits';
import { PromptsQuery } from '../../gateway/catalogue/operations';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// The quick-access prompt box in the top bar (SPEC §2): Cmd/Ctrl+K focuses it, typing searches
// the prompt library 200 ms after the last keystroke (5 results), Escape closes the results and
// leaves the box, Enter without Shift starts a chat with the text when there is any. The search
// goes through the gateway client the machine gets in its input.

export interface QuickPrompt {
  id: string;
  title: string;
  description: string;
  content: string;
}

export const QUICK_PROMPT_LIMIT = 5;

export type QuickPromptEvent =
  | { type: 'FOCUS' }
  | { type: 'QUERY.CHANGE'; value: string }
  /** Escape, or the box lost focus. */
  | { type: 'CLOSE' }
  /** Enter without Shift. */
  | { type: 'SUBMIT' }
  | { type: 'PICK'; prompt: QuickPrompt };

/** Told to the view: start a chat with this prompt; leave the box. */
export type QuickPromptEmitted = { type: 'submitted'; prompt: string } | { type: 'closed' };

export interface QuickPromptContext {
  client: Client | null;
  query: string;
  results: QuickPrompt[];
}

export const quickPromptMachine = setup({
  types: {
    input: {} as WithGateway,
    context: {} as QuickPromptContext,
    events: {} as QuickPromptEvent,
    emitted: {} as QuickPromptEmitted,
  },
  actors: {
    searchPrompts: fromPromise<QuickPrompt[], WithGateway & { query: string; limit: number }>(async ({ input }) => {
      // A pasted text longer than the lookup takes matches no suggestion: not asked at all.
      if (input.query.trim().length > promptQueryMaxLength) return [];
      const variables = { query: input.query || undefined, limit: input.limit };
      const result = await gatewayOf(input, 'quickPromptMachine').query(PromptsQuery, variables, { requestPolicy: 'network-only' }).toPromise();
      if (result.error) throw result.error;
      return result.data?.prompts ?? [];
    }),
  },
  guards: {
    hasText: ({ context }) => context.query.trim() !== '',
    showsResults: ({ context }) => context.results.length > 0,
  },
  delays: { searchDelay: 200 },
  actions: {
    changeQuery: assign({ query: ({ event }) => (event.type === 'QUERY.CHANGE' ? event.value : '') }),
    clearResults: assign({ results: [] }),
    submitQuery: emit(({ context }) => ({ type: 'submitted' as const, prompt: context.query.trim() })),
    submitPick: emit(({ event }) => ({ type: 'submitted' as const, prompt: event.type === 'PICK' ? event.prompt.content : '' })),
    reset: assign({ query: '', results: [] }),
    closed: emit({ type: 'closed' }),
  },
}).createMachine({
  id: 'quickPrompt',
  context: ({ input }) => ({ client: input.client ?? null, query: '', results: [] }),
  initial: 'closed',
  on: {
    SUBMIT: { guard: 'hasText', target: '.closed', actions: ['submitQuery', 'reset', 'closed'] },
  },
  states: {
    closed: {
      on: {
        FOCUS: 'open',
        'QUERY.CHANGE': { target: 'open', actions: 'changeQuery' },
      },
    },
    open: {
      tags: 'open',
      initial: 'debouncing',
      on: {
        // Every keystroke restarts the wait and drops an answer still on its way.
        'QUERY.CHANGE': { target: '.debouncing', reenter: true, actions: 'changeQuery' },
        CLOSE: { target: 'closed', actions: ['clearResults', 'closed'] },
        PICK: { guard: 'showsResults', target: 'closed', actions: ['submitPick', 'reset', 'closed'] },
      },
      states: {
        debouncing: {
          tags: 'busy',
          after: { searchDelay: 'searching' },
        },
        searching: {
          tags: 'busy',
          invoke: {
            id: 'searchPrompts',
            src: 'searchPrompts',
            input: ({ context }) => ({ client: context.client, query: context.query.trim(), limit: QUICK_PROMPT_LIMIT }),
            onDone: { target: 'ready', actions: assign({ results: ({ event }) => event.output.slice(0, QUICK_PROMPT_LIMIT) }) },
            // Results are a shortcut, not the task: a failure shows none and Enter still works.
            onError: { target: 'ready', actions: 'clearResults' },
          },
        },
        ready: {},
      },
    },
  },
});
