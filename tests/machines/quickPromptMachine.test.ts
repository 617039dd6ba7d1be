import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor } from 'xstate';
import { quickPromptMachine, type QuickPrompt, type QuickPromptEmitted } from '../../src/machines/catalogue/quickPromptMachine';

const prompt = (n: number): QuickPrompt => ({ id: `p${n}`, title: `Prompt ${n}`, description: 'd', content: `Content ${n}` });

/** The machine with a fake search that records its queries; time is simulated. */
function start(search: (query: string) => Promise<QuickPrompt[]> = async () => [prompt(1), prompt(2)]) {
  const queries: string[] = [];
  const clock = new SimulatedClock();
  const machine = quickPromptMachine.provide({
    actors: {
      searchPrompts: fromPromise(async ({ input }: { input: { query: string; limit: number } }) => {
        queries.push(`${input.query}|${input.limit}`);
        return search(input.query);
      }),
    },
  });
  // The search is swapped by name, so the machine needs no gateway client.
  const actor = createActor(machine, { clock, input: {} }).start();
  const emitted: QuickPromptEmitted[] = [];
  actor.on('*', (event) => emitted.push(event));
  return { actor, clock, queries, emitted };
}

describe('quickPromptMachine', () => {
  it('starts closed, opens on focus and searches 200 ms later, 5 at most', async () => {
    const { actor, clock, queries } = start(async () => [1, 2, 3, 4, 5, 6, 7].map(prompt));
    expect(actor.getSnapshot().hasTag('open')).toBe(false);
    actor.send({ type: 'FOCUS' });
    expect(actor.getSnapshot().matches({ open: 'debouncing' })).toBe(true);
    clock.increment(199);
    expect(queries).toEqual([]);
    clock.increment(1);
    await waitFor(actor, (s) => s.matches({ open: 'ready' }));
    expect(queries).toEqual(['|5']);
    expect(actor.getSnapshot().context.results).toHaveLength(5);
    actor.stop();
  });

  it('debounces typing: only the text after the last keystroke is searched', async () => {
    const { actor, clock, queries } = start();
    actor.send({ type: 'FOCUS' });
    for (const value of ['p', 'pl', 'pla', 'plan']) {
      actor.send({ type: 'QUERY.CHANGE', value });
      clock.increment(150);
    }
    expect(queries).toEqual([]);
    clock.increment(50);
    await waitFor(actor, (s) => s.matches({ open: 'ready' }));
    expect(queries).toEqual(['plan|5']);
    actor.stop();
  });

  it('drops an answer that a newer keystroke overtook', async () => {
    let answer!: (prompts: QuickPrompt[]) => void;
    const { actor, clock } = start(() => new Promise((resolve) => (answer = resolve)));
    actor.send({ type: 'QUERY.CHANGE', value: 'old' });
    clock.increment(200);
    expect(actor.getSnapshot().matches({ open: 'searching' })).toBe(true);
    const late = answer;
    actor.send({ type: 'QUERY.CHANGE', value: 'new' });
    late([prompt(9)]);
    await Promise.resolve();
    expect(actor.getSnapshot().context.results).toEqual([]);
    expect(actor.getSnapshot().matches({ open: 'debouncing' })).toBe(true);
    actor.stop();
  });

  it('Escape closes the results and tells the view to leave the box; the text stays', async () => {
    const { actor, clock, emitted } = start();
    actor.send({ type: 'QUERY.CHANGE', value: 'plan' });
    clock.increment(200);
    await waitFor(actor, (s) => s.context.results.length === 2);
    actor.send({ type: 'CLOSE' });
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toEqual({ client: null, query: 'plan', results: [] });
    expect(emitted).toEqual([{ type: 'closed' }]);
    actor.stop();
  });

  it('Enter submits only non-empty text, then clears the box', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'FOCUS' });
    actor.send({ type: 'SUBMIT' });
    actor.send({ type: 'QUERY.CHANGE', value: '   ' });
    actor.send({ type: 'SUBMIT' });
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().hasTag('open')).toBe(true);

    actor.send({ type: 'QUERY.CHANGE', value: '  Plan my week ' });
    actor.send({ type: 'SUBMIT' });
    expect(emitted).toEqual([{ type: 'submitted', prompt: 'Plan my week' }, { type: 'closed' }]);
    expect(actor.getSnapshot().value).toBe('closed');
    expect(actor.getSnapshot().context).toEqual({ client: null, query: '', results: [] });
    actor.stop();
  });

  it('picking a result submits its text', async () => {
    const { actor, clock, emitted } = start();
    actor.send({ type: 'FOCUS' });
    clock.increment(200);
    await waitFor(actor, (s) => s.matches({ open: 'ready' }));
    actor.send({ type: 'PICK', prompt: prompt(2) });
    expect(emitted).toEqual([{ type: 'submitted', prompt: 'Content 2' }, { type: 'closed' }]);
    expect(actor.getSnapshot().value).toBe('closed');
    actor.stop();
  });

  it('ignores a pick while no result is shown', () => {
    const { actor, emitted } = start();
    actor.send({ type: 'FOCUS' });
    actor.send({ type: 'PICK', prompt: prompt(1) });
    expect(emitted).toEqual([]);
    expect(actor.getSnapshot().matches({ open: 'debouncing' })).toBe(true);
    actor.stop();
  });

  it('a failed search shows no results and Enter still works', async () => {
    const { actor, clock, emitted } = start(async () => {
      throw new Error('Network error');
    });
    actor.send({ type: 'QUERY.CHANGE', value: 'plan' });
    clock.increment(200);
    await waitFor(actor, (s) => s.matches({ open: 'ready' }));
    expect(actor.getSnapshot().context.results).toEqual([]);
    actor.send({ type: 'SUBMIT' });
    expect(emitted[0]).toEqual({ type: 'submitted', prompt: 'plan' });
    actor.stop();
  });
});
