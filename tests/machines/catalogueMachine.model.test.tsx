import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createTestModel } from 'xstate/graph';
import { createMachine, type SnapshotFrom } from 'xstate';
import { catalogueMachine, modelPinsKey } from '../../src/machines/catalogue/catalogueMachine';
import { writePins } from '../../src/lib/lists/pins';
import { renderApp, startTestServer, type TestServer } from '../screens/helpers/render-app';
import { pathName, serializeBy, withoutEffects } from './helpers/test-model';

// The shortest paths through catalogueMachine, driven on the real /models screen against the
// real server (no provider keys: the offline models are available, the hosted ones are not; the
// visitor is logged out, so none is granted and the pins alone decide the order). Two models of
// it, each walking one concern so the paths stay few:
//  - the detail: opened by a click (the address gets ?model=), closed with Escape or by the back
//    button, and a page entered with ?model= in its address;
//  - the list: type filter, the search (its 200 ms debounce is the real timer; "it elapsed" is
//    an event of the model), and a pin, checked against the cards the screen shows.
// The catalogue itself is read by the screen through the cache, not by the machine: its loading,
// failure and Retry (with a detail open meanwhile) are the screen test at the end.

type Snapshot = SnapshotFrom<typeof catalogueMachine>;
type Step = { type: string; key?: string; value?: string | null; model?: string | null };

// The named delay becomes an event the test can take.
const config = catalogueMachine.config as unknown as { states: { search: { states: Record<string, Record<string, unknown>> } } };
const search = config.states.search;
const timed = createMachine(
  {
    ...config,
    states: {
      ...config.states,
      search: { ...search, states: { ...search.states, debouncing: { ...search.states.debouncing, after: undefined, on: { ...(search.states.debouncing!.on as object), DEBOUNCED: { target: 'idle', actions: 'applySearch' } } } } },
    },
  } as never,
  catalogueMachine.implementations as never,
);
const base = withoutEffects(timed);

type Node = { on?: Record<string, unknown>; states?: Record<string, Node>; [key: string]: unknown };
/** The machine without the transitions on `types`: the model would otherwise walk them with made-up events. */
function without(types: string[]) {
  const cut = (node: Node): Node => ({
    ...node,
    on: Object.fromEntries(Object.entries(node.on ?? {}).filter(([type]) => !types.includes(type))),
    ...(node.states ? { states: Object.fromEntries(Object.entries(node.states).map(([key, child]) => [key, cut(child)])) } : {}),
  });
  return createMachine(cut(base.config as Node) as never, base.implementations as never);
}
const detailOnly = without(['TYPE.SELECT', 'QUERY.CHANGE', 'DEBOUNCED', 'PIN.TOGGLE']);
const listOnly = without(['DETAIL.OPEN', 'DETAIL.CLOSE', 'ADDRESS.CHANGE']);

/** Every card the screen shows, in order. */
const cards = () => screen.queryAllByRole('article').map((card) => within(card).getByRole('heading', { level: 3 }).textContent);
/** The catalogue as seeded, logged out (nothing granted): by provider, each in catalogue order. */
const MODELS = [
  { name: 'Atelier offline assistant', type: 'llm', provider: 'local' },
  { name: 'Atelier offline classifier', type: 'classification', provider: 'local' },
  { name: 'flite (offline voices)', type: 'speech', provider: 'local' },
  { name: 'eSpeak NG (offline, many languages)', type: 'speech', provider: 'local' },
  { name: 'PocketSphinx (offline)', type: 'transcription', provider: 'local' },
  { name: 'RNNoise (offline)', type: 'voice-isolation', provider: 'local' },
  { name: 'Procedural images (offline)', type: 'image', provider: 'local' },
  { name: 'Procedural video (offline)', type: 'video', provider: 'local' },
  { name: 'Atelier composer (offline)', type: 'music', provider: 'local' },
  { name: 'GPT-4o', type: 'llm', provider: 'openai' },
  { name: 'GPT-4o mini', type: 'llm', provider: 'openai' },
  { name: 'OpenAI TTS', type: 'speech', provider: 'openai' },
  { name: 'GPT-4o mini TTS', type: 'speech', provider: 'openai' },
  { name: 'Whisper', type: 'transcription', provider: 'openai' },
  { name: 'GPT Image 1', type: 'image', provider: 'openai' },
  { name: 'Sora 2', type: 'video', provider: 'openai' },
  { name: 'Claude Sonnet 4.6', type: 'llm', provider: 'anthropic' },
  { name: 'Claude Haiku 4.5', type: 'llm', provider: 'anthropic' },
  { name: 'ElevenLabs Multilingual v2', type: 'speech', provider: 'elevenlabs' },
  { name: 'ElevenLabs Voice Isolator', type: 'voice-isolation', provider: 'elevenlabs' },
  { name: 'ElevenLabs Music', type: 'music', provider: 'elevenlabs' },
];
const ALL = MODELS.map((each) => each.name);
const address = () => window.location.pathname + window.location.search;

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe('catalogueMachine on the real /models screen: the detail', () => {
  for (const entered of [null, 'gpt-4o']) {
    const model = createTestModel(detailOnly, {
      input: { model: entered, pins: [] },
      // Every event type is listed (the model makes up one for a type left out).
      events: [
        { type: 'DETAIL.OPEN', key: 'local-assistant' },
        { type: 'DETAIL.CLOSE' },
        // The address changing to /models by itself (the back button, a link).
        { type: 'ADDRESS.CHANGE', model: null },
      ],
      serializeState: serializeBy((s: Snapshot) => [s.context.selected, s.context.pushed]),
    } as never);

    const pathsA = model.getShortestPaths();
    it(`has paths to walk${entered ? ' from ?model=' : ''}`, () => expect(pathsA.length).toBeGreaterThanOrEqual(2));
    for (const path of pathsA) {
      it(`${entered ? `?model=${entered}: ` : ''}${pathName(path) || 'start'}`, async () => {
        writePins(modelPinsKey, []);
        const { user } = renderApp(null, { server, path: entered ? `/models?model=${entered}` : '/models' });
        await waitFor(() => expect(cards()).toEqual(ALL), { timeout: 10_000 });
        await path.test({
          states: {
            'detail.open': async (state: Snapshot) => {
              const name = state.context.selected === 'gpt-4o' ? 'GPT-4o' : 'Atelier offline assistant';
              expect(await screen.findByRole('dialog', { name })).toBeInTheDocument();
              expect(address()).toBe(`/models?model=${state.context.selected}`);
            },
            'detail.closed': async () => {
              await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
              await waitFor(() => expect(address()).toBe('/models'));
            },
          } as never,
          events: {
            'DETAIL.OPEN': async ({ event }: { event: Step }) => {
              const card = screen.getAllByRole('article').find((each) => each.getAttribute('aria-label') === 'Atelier offline assistant')!;
              expect(event.key).toBe('local-assistant');
              await user.click(within(card).getByRole('button', { name: 'Atelier offline assistant' }));
            },
            'DETAIL.CLOSE': async () => user.keyboard('{Escape}'),
            'ADDRESS.CHANGE': async () => {
              window.history.pushState(null, '', '/models');
              window.dispatchEvent(new PopStateEvent('popstate'));
              await waitFor(() => expect(address()).toBe('/models'));
            },
          } as never,
        });
      });
    }
  }
});

describe('catalogueMachine on the real /models screen: filter, search and pins', () => {
  const model = createTestModel(listOnly, {
    input: { pins: [] },
    // The filter and the pins are on the page once the catalogue is read: the walk starts then.
    events: (state: Snapshot) => [
      { type: 'TYPE.SELECT', value: state.context.type ? null : 'llm' },
      { type: 'QUERY.CHANGE', value: state.context.query ? '' : 'mini' },
      { type: 'DEBOUNCED' },
      { type: 'PIN.TOGGLE', key: 'gpt-4o-mini' },
    ],
    serializeState: serializeBy((s: Snapshot) => [s.context.type, s.context.query, s.context.search, s.context.pins]),
  } as never);

  /** What the cards must be: the type and the search narrow, a pin comes first (nothing is granted, logged out). */
  const expected = (state: Snapshot) => {
    const models = MODELS.filter((each) => (!state.context.type || each.type === state.context.type) && (!state.context.search || each.name.toLowerCase().includes(state.context.search)));
    // Pinned, GPT-4o mini comes first, and its provider's section with it.
    if (!state.context.pins.includes('gpt-4o-mini') || !models.some((each) => each.name === 'GPT-4o mini')) return models.map((each) => each.name);
    const openai = models.filter((each) => each.provider === 'openai').map((each) => each.name);
    return ['GPT-4o mini', ...openai.filter((name) => name !== 'GPT-4o mini'), ...models.filter((each) => each.provider !== 'openai').map((each) => each.name)];
  };

  const pathsB = model.getShortestPaths();
  it('has paths to walk', () => expect(pathsB.length).toBeGreaterThan(8));
  for (const path of pathsB) {
    it(pathName(path), async () => {
      writePins(modelPinsKey, []);
      const { user } = renderApp(null, { server, path: '/models' });
      await waitFor(() => expect(cards()).toEqual(ALL), { timeout: 10_000 });
      await path.test({
        states: {
          search: async (state: Snapshot) => {
            expect(screen.getByRole('searchbox', { name: 'Search models' })).toHaveValue(state.context.query);
            expect(await screen.findByRole('radio', { name: state.context.type === 'llm' ? 'Chat' : 'All' })).toBeChecked();
            // While the search waits for typing to rest, the real timer may fire at any moment.
            if (state.matches({ search: 'debouncing' })) return;
            const names = expected(state);
            if (names.length) await waitFor(() => expect(cards()).toEqual(names));
            else expect(await screen.findByText(`No model matches “${state.context.search}”.`)).toBeInTheDocument();
            const pin = screen.queryByRole('button', { name: 'Pin GPT-4o mini' });
            if (pin) expect(pin).toHaveAttribute('aria-pressed', String(state.context.pins.includes('gpt-4o-mini')));
          },
        } as never,
        events: {
          'TYPE.SELECT': async ({ event }: { event: Step }) => {
            await user.click(within(screen.getByRole('group', { name: 'Type' })).getByText(event.value ? 'Chat' : 'All'));
          },
          'QUERY.CHANGE': async ({ event }: { event: Step }) => {
            const box = screen.getByRole('searchbox', { name: 'Search models' });
            await user.clear(box);
            if (event.value) await user.type(box, event.value);
          },
          DEBOUNCED: async () => new Promise((resolve) => setTimeout(resolve, 250)),
          'PIN.TOGGLE': async () => {
            // Unpinning when the search hides the card: the pin is kept in the machine, not the card.
            const pin = screen.queryByRole('button', { name: 'Pin GPT-4o mini' });
            if (pin) await user.click(pin);
          },
        } as never,
      });
    });
  }
});

describe('the catalogue read through the cache, on the real /models screen', () => {
  it('loads with a detail named by the address waiting for it, says when it failed, and Retry reads it again', async () => {
    writePins(modelPinsKey, []);
    const { user, network } = renderApp(null, { server, path: '/models?model=gpt-4o' });
    const first = network.holdNext('/api/models');
    expect(await screen.findByRole('dialog', { name: 'Loading the model' }, { timeout: 10_000 })).toBeInTheDocument();
    await first.reached;
    first.fail();
    expect(await screen.findByRole('dialog', { name: 'The model could not be loaded' }, { timeout: 10_000 })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(address()).toBe('/models'));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The models could not be loaded.');
    const again = network.holdNext('/api/models');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading the models' }, { timeout: 10_000 })).toBeInTheDocument();
    await again.reached;
    again.release();
    await waitFor(() => expect(cards()).toEqual(ALL), { timeout: 10_000 });
    expect(screen.getByText(`${ALL.length} models`)).toHaveAttribute('role', 'status');
  });
});
