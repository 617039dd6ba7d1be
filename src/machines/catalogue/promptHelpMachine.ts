import { assign, fromPromise, not, setup, type SnapshotFrom } from 'xstate';
import type { Client } from '@urql/core';
import { promptQueryMaxLength } from '../../../contract/tool-limits';
import { PromptsQuery } from '../../gateway/catalogue/operations';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// Prompt suggestions under the prompt box (SPEC §5): fetched only while the prompt is
// non-empty and no conversation exists, 300 ms after the last keystroke, 5 at a time.
// A newer keystroke restarts the wait and drops an answer still on its way. The fetch goes
// through the gateway client the machine gets in its input.

export interface Suggestion {
  id: string;
  title: string;
  description: string;
  content: string;
}

export const SUGGESTION_LIMIT = 5;

export type PromptHelpEvent =
  /** The prompt changed; `hasConversation` when the chat already has one (then no suggestions). */
  | { type: 'INPUT'; prompt: string; hasConversation: boolean }
  /** A suggestion was taken: it becomes the prompt, which must not fetch again. */
  | { type: 'PICK'; suggestion: Suggestion }
  /** Escape or a click elsewhere: hide until the prompt changes. */
  | { type: 'DISMISS' };

export interface PromptHelpContext {
  client: Client | null;
  query: string;
  suggestions: Suggestion[];
}

// A prompt longer than the lookup takes (a pasted text) is not something a suggestion completes.
const wantsSuggestions = (event: PromptHelpEvent) =>
  event.type === 'INPUT' && event.prompt.trim() !== '' && event.prompt.trim().length <= promptQueryMaxLength && !event.hasConversation;

export const promptHelpMachine = setup({
  types: {
    input: {} as WithGateway,
    context: {} as PromptHelpContext,
    events: {} as PromptHelpEvent,
  },
  actors: {
    fetchSuggestions: fromPromise<Suggestion[], WithGateway & { query: string; limit: number }>(async ({ input }) => {
      const variables = { query: input.query, limit: input.limit };
      const result = await gatewayOf(input, 'promptHelpMachine').query(PromptsQuery, variables, { requestPolicy: 'network-only' }).toPromise();
      if (result.error) throw result.error;
      return result.data?.prompts ?? [];
    }),
  },
  guards: {
    changed: ({ context, event }) => event.type === 'INPUT' && event.prompt.trim() !== context.query,
    wantsSuggestions: ({ event }) => wantsSuggestions(event),
  },
  delays: { debounce: 300 },
  actions: {
    remember: assign({ query: ({ event }) => (event.type === 'INPUT' ? event.prompt.trim() : '') }),
    clear: assign({ query: ({ event }) => (event.type === 'INPUT' ? event.prompt.trim() : ''), suggestions: [] }),
    picked: assign({ query: ({ event }) => (event.type === 'PICK' ? event.suggestion.content.trim() : ''), suggestions: [] }),
  },
}).createMachine({
  id: 'promptHelp',
  context: ({ input }) => ({ client: input.client ?? null, query: '', suggestions: [] }),
  initial: 'idle',
  on: {
    INPUT: [
      { guard: 'wantsSuggestions', target: '.debouncing', reenter: true, actions: 'remember' },
      { target: '.idle', actions: 'clear' },
    ],
  },
  states: {
    idle: {
      // An INPUT that changes nothing (e.g. the picked text echoed back) stays idle; any other
      // goes on to the machine-wide handler.
      on: { INPUT: { guard: not('changed') } },
    },
    debouncing: {
      tags: 'pending',
      after: { debounce: 'fetching' },
    },
    fetching: {
      tags: 'pending',
      invoke: {
        id: 'fetchSuggestions',
        src: 'fetchSuggestions',
        input: ({ context }) => ({ client: context.client, query: context.query, limit: SUGGESTION_LIMIT }),
        onDone: [
          { guard: ({ event }) => event.output.length > 0, target: 'showing', actions: assign({ suggestions: ({ event }) => event.output.slice(0, SUGGESTION_LIMIT) }) },
          { target: 'idle', actions: assign({ suggestions: [] }) },
        ],
        // Suggestions are a help, not a task: a failure just shows none.
        onError: { target: 'idle', actions: assign({ suggestions: [] }) },
      },
    },
    showing: {
      tags: 'visible',
      on: {
        PICK: { target: 'idle', actions: 'picked' },
        DISMISS: { target: 'idle', actions: assign({ suggestions: [] }) },
      },
    },
  },
});

/** The suggestions under the prompt box, while they are shown. */
export const selectShownSuggestions = (snapshot: SnapshotFrom<typeof promptHelpMachine>) => (snapshot.hasTag('visible') ? snapshot.context.suggestions : null);
