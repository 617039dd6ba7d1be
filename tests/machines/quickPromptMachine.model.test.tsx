import { afterAll, describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { createTestModel } from 'xstate/graph';
import { createMachine, type SnapshotFrom } from 'xstate';
import { QuickPromptBox } from '../../src/app/QuickPromptBox';
import { quickPromptMachine, type QuickPrompt, type QuickPromptEvent } from '../../src/machines/catalogue/quickPromptMachine';
import { renderApp, startTestServer, type TestServer } from '../screens/helpers/render-app';
import type { Gate } from '../screens/helpers/network';
import { pathName, serializeBy, withoutEffects } from './helpers/test-model';

// Every shortest path through quickPromptMachine, driven on the real quick prompt box against
// the real server (the box alone, so the chat's own prompt suggestions never share its
// requests). The 200 ms debounce is the real timer: "it elapsed" is the held search reaching
// the network; "the search finished / failed" is the test network letting it through or
// dropping it.

type Snapshot = SnapshotFrom<typeof quickPromptMachine>;
type ModelEvent = QuickPromptEvent | { type: 'DEBOUNCED' } | { type: string; output?: unknown; error?: unknown };

const queries = ['', 'plan'];
// The model needs the server's answers to know what each search shows.
const server: TestServer = await startTestServer();
const answers: Record<string, QuickPrompt[]> = {};
for (const query of queries) {
  answers[query] = (await server.app.inject({ method: 'GET', url: `/api/prompts?limit=5&query=${query}` })).json().data;
}

// The named delay becomes an event the test can take.
type Config = { states: Record<string, { states?: Record<string, Record<string, unknown>> } & Record<string, unknown>> };
const config = quickPromptMachine.config as unknown as Config;
const open = config.states.open!;
const timed = createMachine(
  {
    ...config,
    states: {
      ...config.states,
      open: { ...open, states: { ...open.states, debouncing: { ...open.states!.debouncing, after: undefined, on: { DEBOUNCED: 'searching' } } } },
    },
  } as never,
  quickPromptMachine.implementations as never,
);

const model = createTestModel(withoutEffects(timed), {
  // The model only walks the graph; the screen's machine has the real client.
  input: {},
  events: (state: Snapshot) => {
    const changes = queries.filter((value) => value !== state.context.query).map((value) => ({ type: 'QUERY.CHANGE', value }));
    return [
      { type: 'FOCUS' },
      ...changes,
      { type: 'DEBOUNCED' },
      { type: 'xstate.done.actor.searchPrompts', output: answers[state.context.query.trim()] ?? [] },
      { type: 'xstate.error.actor.searchPrompts', error: new Error('Network error. Please try again later.') },
      { type: 'CLOSE' },
      { type: 'SUBMIT' },
      // The machine refuses a pick while no result is shown (the screen has none to click).
      { type: 'PICK', prompt: state.context.results[0] ?? answers.plan![0] },
    ] as ModelEvent[];
  },
  serializeState: serializeBy((s: Snapshot) => [s.context.query, s.context.results.length]),
} as never);

afterAll(() => server?.close());

describe('quickPromptMachine on the real quick prompt box', () => {
  const paths = model.getShortestPaths();
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(5));

  for (const path of paths) {
    it(pathName(path), async () => {
      const { user, network } = renderApp(<QuickPromptBox />, { server, user: null, path: '/start' });
      const box = screen.getByRole('combobox', { name: 'Quick prompt' }) as HTMLInputElement;
      const list = () => screen.queryByRole('listbox', { name: 'Prompts' });
      const gates: Gate[] = [];
      let pending: Gate | undefined;
      let current: Gate | undefined;
      /** Entering `debouncing` means a search is coming: hold it. An overtaken one is let go. */
      const expectSearch = () => {
        current?.release();
        current = undefined;
        if (!pending) gates.push((pending = network.holdNext('/api/prompts')));
      };
      const showsResults = async (state: Snapshot) => {
        expect(box).toHaveValue(state.context.query);
        if (!state.context.results.length) return expect(list()).toBeNull();
        const shown = await screen.findByRole('listbox', { name: 'Prompts' });
        expect(within(shown).getAllByRole('option').map((o) => o.firstChild?.textContent)).toEqual(state.context.results.map((p) => p.title));
      };
      try {
        await path.test({
          states: {
            closed: async (state: Snapshot) => {
              expect(list()).toBeNull();
              expect(box).not.toHaveFocus();
              expect(box).toHaveValue(state.context.query);
            },
            'open.debouncing': showsResults,
            'open.searching': showsResults,
            'open.ready': showsResults,
          } as never,
          events: {
            FOCUS: async () => {
              expectSearch();
              await user.keyboard('{Control>}k{/Control}');
              expect(box).toHaveFocus();
            },
            'QUERY.CHANGE': async ({ event }: { event: Extract<QuickPromptEvent, { type: 'QUERY.CHANGE' }> }) => {
              expectSearch();
              fireEvent.change(box, { target: { value: event.value } });
            },
            DEBOUNCED: async () => {
              await pending!.reached;
              current = pending;
              pending = undefined;
            },
            'xstate.done.actor.searchPrompts': async () => current!.release(),
            'xstate.error.actor.searchPrompts': async () => current!.fail(),
            CLOSE: async () => {
              fireEvent.keyDown(box, { key: 'Escape' });
            },
            SUBMIT: async () => {
              const text = box.value.trim();
              fireEvent.keyDown(box, { key: 'Enter' });
              if (text) await waitFor(() => expect(`${window.location.pathname}${window.location.search}`).toBe(`/?prompt=${encodeURIComponent(text)}`));
              else expect(window.location.pathname).toBe('/start');
            },
            PICK: async ({ event }: { event: Extract<QuickPromptEvent, { type: 'PICK' }> }) => {
              // Nothing shown, nothing to click: the machine ignores the pick too.
              if (!list()) return;
              await user.click(within(list()!).getByRole('option', { name: new RegExp(event.prompt.title) }));
              await waitFor(() => expect(new URLSearchParams(window.location.search).get('prompt')).toBe(event.prompt.content));
            },
          } as never,
        });
      } finally {
        for (const gate of gates) gate.release();
      }
    });
  }
});
