import { describe, expect, it } from 'vitest';
import { createLocalEngine } from '../../../server/engines/local';
import { HELP_ARTICLES } from '../../../server/engines/local/help';
import { createIndex } from '../../../server/engines/local/search';
import { calculate, findExpression } from '../../../server/engines/local/tools';
import { abortAfterTokens, ask, collect, textOf } from './collect';
import type { ChatChunk } from '../../../server/engines/types';

const engine = createLocalEngine({ tokenDelayMs: 0, now: () => new Date('2025-01-15T10:00:00Z') });

describe('offline assistant: help retrieval', () => {
  const index = createIndex(HELP_ARTICLES);

  it.each([
    ['How do I clone my voice?', 'voice-cloning'],
    ['How can I use Ollama with Atelier?', 'connect-model'],
    ['Which keyboard shortcut focuses the prompt box?', 'shortcuts'],
    ['How do I enable two-factor authentication?', 'two-factor'],
    ['Which test card numbers can I use at checkout?', 'checkout'],
    ['How do I invite a team member?', 'workspaces'],
    ['Can I remove background noise from a recording?', 'voice-isolator'],
    ['How do I export a conversation as PDF?', 'exports'],
  ])('%s → %s', (question, id) => {
    expect(index.search(question)[0].article.id).toBe(id);
  });

  it('has 20–40 articles with unique ids', () => {
    expect(HELP_ARTICLES.length).toBeGreaterThanOrEqual(20);
    expect(HELP_ARTICLES.length).toBeLessThanOrEqual(40);
    expect(new Set(HELP_ARTICLES.map((a) => a.id)).size).toBe(HELP_ARTICLES.length);
  });

  it('answers from the best article, reasoning first', async () => {
    const chunks = await collect(ask(engine, 'How do I clone my voice?'));
    const answer = textOf(chunks);
    expect(answer).toMatch(/^### Cloning a voice\n/);
    expect(answer).toContain('consent');
    expect(textOf(chunks, 'reasoning')).toMatch(/^Looking for help articles about "clone, voice"…\nFound 3 matching articles: "Cloning a voice"/);
    expect(chunks.findLastIndex((c) => c.type === 'reasoning')).toBeLessThan(chunks.findIndex((c) => c.type === 'token'));
  });

  it('falls back honestly when no article answers the question', async () => {
    const answer = textOf(await collect(ask(engine, 'What is the capital of France?')));
    expect(answer).toContain("I'm Atelier's **offline assistant**");
    expect(answer).toContain('OPENAI_BASE_URL');
    expect(answer).not.toContain('### Closest help articles');
  });

  it('lists the closest articles when they are only loosely related', async () => {
    const answer = textOf(await collect(ask(engine, 'Write me a poem about the sea')));
    expect(answer).toContain('### Closest help articles\n- **Writer**');
    expect(answer).toContain('### Connect a real model');
  });
});

describe('offline assistant: templates and tools', () => {
  it('calls the calculator for arithmetic and uses its result', async () => {
    const chunks = await collect(ask(engine, 'what is 12*7?'));
    expect(chunks.filter((c) => c.type === 'call')).toEqual([
      { type: 'call', name: 'calculator', arguments: '{"expression":"12*7"}', result: '84' },
    ]);
    expect(chunks[0].type).toBe('reasoning');
    expect(textOf(chunks)).toMatch(/^`12\*7` = \*\*84\*\*/);
  });

  it('calls current_date for the date', async () => {
    const chunks = await collect(ask(engine, "What's today's date?"));
    expect(chunks.find((c) => c.type === 'call')).toMatchObject({ name: 'current_date', result: 'Wednesday, 15 January 2025 (2025-01-15, UTC)' });
    expect(textOf(chunks)).toBe('Today is **Wednesday, 15 January 2025** (UTC).');
  });

  it.each([
    ['2 + 3 * 4', '14'],
    ['(2 + 3) * 4', '20'],
    ['2^10', '1024'],
    ['0.1 + 0.2', '0.3'],
    ['-5 + 2', '-3'],
    ['10 / 4', '2.5'],
    ['7 % 3', '1'],
    ['1,000 x 3', '3000'],
    ['15% of 80', '12'],
    ['12 divided by 3', '4'],
    ['1/0', 'undefined (division by zero)'],
  ])('calculates %s = %s', (expression, result) => {
    expect(calculate(findExpression(expression)!).result).toBe(result);
  });

  it('does not mistake ordinary questions for arithmetic', () => {
    for (const text of ['what is 2FA?', 'what is Atelier', 'how do I export to pdf', '2024']) {
      expect(findExpression(text)).toBeNull();
    }
  });

  it('greets, thanks and explains what it can do', async () => {
    expect(textOf(await collect(ask(engine, 'Hello!')))).toMatch(/offline assistant/);
    expect(textOf(await collect(ask(engine, 'thanks a lot')))).toMatch(/welcome|Glad|Any time/);
    const capabilities = textOf(await collect(ask(engine, 'What can you do?')));
    expect(capabilities).toContain('| I can | I can\'t |');
    expect(capabilities).toContain('OPENAI_BASE_URL');
  });

  it('treats a greeting with a real question as the question', async () => {
    expect(textOf(await collect(ask(engine, 'Hi, how do I clone a voice?')))).toMatch(/^### Cloning a voice/);
  });
});

describe('offline assistant: streaming', () => {
  it('streams tokens of 1–4 words and ends with an estimated usage', async () => {
    const question = 'How do plans work?';
    const chunks = await collect(ask(engine, question));
    const tokens = chunks.filter((c) => c.type === 'token');
    for (const token of tokens) expect(token.text.trim().split(/\s+/).length).toBeLessThanOrEqual(4);
    const output = textOf(chunks, 'reasoning') + textOf(chunks);
    expect(chunks.at(-1)).toEqual({ type: 'usage', inputTokens: Math.ceil(question.length / 4), outputTokens: Math.ceil(output.length / 4) });
  });

  it('is deterministic for a given input', async () => {
    const first = await collect(ask(engine, 'How do credits work?'));
    const second = await collect(ask(engine, 'How do credits work?'));
    expect(second).toEqual(first);
  });

  it('with a delay of 0 streams without waiting', async () => {
    // Without waiting: no timer between the tokens, so the whole stream is read before the
    // event loop's next turn, however busy the machine (a time bound is not, on a loaded CI).
    let nextTurn = false;
    setImmediate(() => (nextTurn = true));
    const chunks = await collect(ask(engine, 'How do I connect a real model?'));
    expect(nextTurn).toBe(false);
    expect(chunks.filter((c) => c.type === 'token').length).toBeGreaterThan(3);
  });

  it('paces tokens when a delay is set', async () => {
    const paced = createLocalEngine({ tokenDelayMs: 10 });
    const started = Date.now();
    const chunks = await collect(ask(paced, 'Hello'));
    const count = chunks.filter((c) => c.type !== 'usage').length;
    expect(Date.now() - started).toBeGreaterThanOrEqual(count * 5);
  });

  it('stops within one token of an abort and still reports usage', async () => {
    const paced = createLocalEngine({ tokenDelayMs: 20 });
    const { chunks, tokensAfterAbort } = await abortAfterTokens(paced, 'How do I connect a real model?', 3);
    expect(tokensAfterAbort).toBeLessThanOrEqual(1);
    expect(chunks.filter((c) => c.type === 'token')).toHaveLength(3);
    expect(chunks.at(-1)).toMatchObject({ type: 'usage' });
  });

  it('an abort wakes the pause between tokens at once instead of sleeping it out', async () => {
    // Pauses of a minute or more: only a pause the abort wakes ends within the test's timeout,
    // which a wall-clock bound on a short pause cannot tell apart on a loaded machine.
    const slow = createLocalEngine({ tokenDelayMs: 60_000 });
    const controller = new AbortController();
    const chunks: ChatChunk[] = [];
    const reading = (async () => {
      for await (const chunk of ask(slow, 'How do plans work?', { signal: controller.signal })) chunks.push(chunk);
    })();
    await new Promise((resolve) => setImmediate(resolve));
    controller.abort();
    await reading;
    expect(chunks.map((c) => c.type)).toEqual(['usage']);
  });
});
