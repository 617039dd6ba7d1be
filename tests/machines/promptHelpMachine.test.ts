import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { promptQueryMaxLength } from '../../contract/tool-limits';
import { promptHelpMachine, type Suggestion } from '../../src/machines/catalogue/promptHelpMachine';

const suggestion = (id: string): Suggestion => ({ id, title: id, description: '', content: `Prompt ${id}` });

function start(answer: (query: string) => Promise<Suggestion[]> = async () => [suggestion('a')]) {
  const calls: { query: string; limit: number }[] = [];
  const actor = createActor(
    promptHelpMachine.provide({
      actors: {
        fetchSuggestions: fromPromise(async ({ input }: { input: { query: string; limit: number } }) => {
          calls.push({ query: input.query, limit: input.limit });
          return answer(input.query);
        }),
      },
    }),
    // The fetch is swapped by name, so the machine needs no gateway client.
    { input: {} },
  ).start();
  return { actor, calls };
}

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('promptHelpMachine', () => {
  it('fetches 5 suggestions 300 ms after the last keystroke, once', async () => {
    const { actor, calls } = start();
    for (const prompt of ['p', 'pl', 'pla', 'plan']) {
      actor.send({ type: 'INPUT', prompt, hasConversation: false });
      await vi.advanceTimersByTimeAsync(299);
    }
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().value).toBe('debouncing');
    await vi.advanceTimersByTimeAsync(1);
    expect(calls).toEqual([{ query: 'plan', limit: 5 }]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('showing');
    expect(actor.getSnapshot().context.suggestions).toEqual([suggestion('a')]);
  });

  it('fetches nothing for an empty prompt or once a conversation exists', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'INPUT', prompt: '   ', hasConversation: false });
    actor.send({ type: 'INPUT', prompt: 'plan', hasConversation: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('fetches nothing for a prompt longer than the lookup takes (a pasted text), and hides what was shown', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'INPUT', prompt: 'plan', hasConversation: false });
    await vi.advanceTimersByTimeAsync(300);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('showing');
    actor.send({ type: 'INPUT', prompt: 'x'.repeat(promptQueryMaxLength + 1), hasConversation: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toEqual([{ query: 'plan', limit: 5 }]);
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
  });

  it('hides the suggestions when the prompt is emptied, and drops an answer overtaken by typing', async () => {
    let resolve!: (value: Suggestion[]) => void;
    const { actor, calls } = start(() => new Promise((r) => (resolve = r)));
    actor.send({ type: 'INPUT', prompt: 'old', hasConversation: false });
    await vi.advanceTimersByTimeAsync(300);
    expect(actor.getSnapshot().value).toBe('fetching');
    actor.send({ type: 'INPUT', prompt: 'new', hasConversation: false });
    resolve([suggestion('stale')]);
    await vi.advanceTimersByTimeAsync(0);
    expect(actor.getSnapshot().value).toBe('debouncing');
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
    actor.send({ type: 'INPUT', prompt: '', hasConversation: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls.map((c) => c.query)).toEqual(['old']);
    expect(actor.getSnapshot().value).toBe('idle');
  });

  it('shows nothing when there are no results or the request fails', async () => {
    const { actor } = start(async (query) => {
      if (query === 'boom') throw new Error('Network error. Please try again later.');
      return [];
    });
    actor.send({ type: 'INPUT', prompt: 'zzz', hasConversation: false });
    await vi.advanceTimersByTimeAsync(300);
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'INPUT', prompt: 'boom', hasConversation: false });
    await vi.advanceTimersByTimeAsync(300);
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().context.suggestions).toEqual([]);
  });

  it('a pick hides the list, and the picked text coming back as the prompt fetches nothing', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'INPUT', prompt: 'plan', hasConversation: false });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'PICK', suggestion: suggestion('a') });
    actor.send({ type: 'INPUT', prompt: 'Prompt a', hasConversation: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(calls).toHaveLength(1);
    expect(actor.getSnapshot().value).toBe('idle');
    // Editing it afterwards asks again.
    actor.send({ type: 'INPUT', prompt: 'Prompt a, please', hasConversation: false });
    await vi.advanceTimersByTimeAsync(300);
    expect(calls).toHaveLength(2);
  });

  it('Escape (DISMISS) hides the list until the prompt changes', async () => {
    const { actor } = start();
    actor.send({ type: 'INPUT', prompt: 'plan', hasConversation: false });
    await vi.advanceTimersByTimeAsync(300);
    actor.send({ type: 'DISMISS' });
    expect(actor.getSnapshot().hasTag('visible')).toBe(false);
    actor.send({ type: 'INPUT', prompt: 'plan', hasConversation: false });
    expect(actor.getSnapshot().value).toBe('idle');
    actor.send({ type: 'INPUT', prompt: 'plans', hasConversation: false });
    await vi.advanceTimersByTimeAsync(300);
    expect(actor.getSnapshot().hasTag('visible')).toBe(true);
  });
});
