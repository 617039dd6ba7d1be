import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestModel } from 'xstate/graph';
import { createMachine, type SnapshotFrom } from 'xstate';
import { promptHelpMachine, type PromptHelpEvent, type Suggestion } from '../../src/machines/catalogue/promptHelpMachine';
import { renderApp, startTestServer, type TestServer } from '../screens/helpers/render-app';
import type { Gate } from '../screens/helpers/network';
import { pathName, serializeBy, withoutEffects } from './helpers/test-model';

// Every shortest path through promptHelpMachine, driven on the real chat screen against the
// real server. The 300 ms debounce is the real timer; "it elapsed" is the moment the held
// request for suggestions reaches the network, and "the call finished / failed" is the test
// network letting it through or dropping it.

type Snapshot = SnapshotFrom<typeof promptHelpMachine>;
type ModelEvent = PromptHelpEvent | { type: 'DEBOUNCED' } | { type: string; output?: unknown; error?: unknown };

const plan: Suggestion = { id: 'prompt-plan', title: 'Make a plan', description: 'Break a goal into steps.', content: 'Make a step-by-step plan to {goal}.' };
const results: Record<string, Suggestion[]> = { plan: [plan], zzzq: [] };

// The named delay becomes an event the test can take.
const config = promptHelpMachine.config as unknown as { states: Record<string, Record<string, unknown>> };
const timed = createMachine(
  { ...config, states: { ...config.states, debouncing: { ...config.states.debouncing, after: undefined, on: { DEBOUNCED: 'fetching' } } } } as never,
  promptHelpMachine.implementations as never,
);

const model = createTestModel(withoutEffects(timed), {
  // The model only walks the graph; the screen's machine has the real client.
  input: {},
  events: (state: Snapshot) => {
    const inputs = ['plan', 'zzzq', '']
      // The prompt always equals the remembered query; typing the same text again changes nothing.
      .filter((prompt) => prompt !== state.context.query)
      .map((prompt) => ({ type: 'INPUT', prompt, hasConversation: false }));
    return [
      ...inputs,
      { type: 'DEBOUNCED' },
      { type: 'xstate.done.actor.fetchSuggestions', output: results[state.context.query] ?? [] },
      { type: 'xstate.error.actor.fetchSuggestions', error: new Error('Network error. Please try again later.') },
      { type: 'PICK', suggestion: plan },
      { type: 'DISMISS' },
    ] as ModelEvent[];
  },
  serializeState: serializeBy((s: Snapshot) => [s.context.query, s.context.suggestions.length]),
} as never);

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('promptHelpMachine on the real chat screen', () => {
  for (const path of model.getShortestPaths()) {
    it(pathName(path), async () => {
      const { user, network } = renderApp(null, { server, user: await server.guest() });
      const prompt = (await screen.findByLabelText('Message', {}, { timeout: 10_000 })) as HTMLTextAreaElement;
      const list = () => screen.queryByRole('list', { name: 'Prompt suggestions' });
      const gates: Gate[] = [];
      let pending: Gate | undefined;
      let current: Gate | undefined;
      try {
        await path.test({
          states: {
            // The typed text shows once the chat machine's render lands, which a loaded machine
            // may take a moment to run after the change event.
            idle: async (state: Snapshot) => {
              expect(list()).toBeNull();
              await waitFor(() => expect(prompt).toHaveValue(state.context.query));
            },
            debouncing: async (state: Snapshot) => {
              expect(list()).toBeNull();
              await waitFor(() => expect(prompt).toHaveValue(state.context.query));
            },
            fetching: async () => expect(list()).toBeNull(),
            showing: async (state: Snapshot) => {
              const shown = await screen.findByRole('list', { name: 'Prompt suggestions' });
              expect(within(shown).getAllByRole('button').map((b) => b.querySelector('span')?.textContent)).toEqual(state.context.suggestions.map((s) => s.title));
            },
          } as never,
          events: {
            INPUT: async ({ event }: { event: Extract<PromptHelpEvent, { type: 'INPUT' }> }) => {
              if (event.prompt && !pending) gates.push((pending = network.holdNext('/api/prompts')));
              fireEvent.change(prompt, { target: { value: event.prompt } });
            },
            DEBOUNCED: async () => {
              await pending!.reached;
              current = pending;
              pending = undefined;
            },
            'xstate.done.actor.fetchSuggestions': async () => current!.release(),
            'xstate.error.actor.fetchSuggestions': async () => current!.fail(),
            PICK: async () => user.click(within(list()!).getByRole('button', { name: /Make a plan/ })),
            DISMISS: async () => user.keyboard('{Escape}'),
          } as never,
        });
      } finally {
        for (const gate of gates) gate.release();
      }
    });
  }
});
