import { describe, expect, it, vi } from 'vitest';
import { createOpenAIEngine } from '../../../server/engines/openai';
import { startFakeOpenAI } from '../helpers/fake-openai';
import { abortAfterTokens, ask, collect, textOf, tokensBeforeError, useFakeProvider } from './collect';

const { engineFor, fake } = useFakeProvider(startFakeOpenAI, (baseURL) => createOpenAIEngine({ apiKey: 'sk-test', baseURL }));

describe('OpenAI engine', () => {
  it('streams reasoning, tokens and the reported usage', async () => {
    const engine = await engineFor({ reply: 'Paris is the capital.', reasoning: 'Recalling geography.' });
    const chunks = await collect(ask(engine, 'Capital of France?', { model: 'gpt-4o-mini' }));

    expect(textOf(chunks, 'reasoning')).toBe('Recalling geography.');
    expect(textOf(chunks)).toBe('Paris is the capital.');
    expect(chunks.findLastIndex((c) => c.type === 'reasoning')).toBeLessThan(chunks.findIndex((c) => c.type === 'token'));
    expect(chunks.at(-1)).toEqual({ type: 'usage', inputTokens: 10, outputTokens: 20 });

    const [request] = fake.requests;
    expect(request.apiKey).toBe('sk-test');
    expect(request.body).toMatchObject({
      model: 'gpt-4o-mini',
      stream: true,
      stream_options: { include_usage: true },
      messages: [{ role: 'user', content: 'Capital of France?' }],
    });
  });

  it('passes system and earlier turns through unchanged', async () => {
    const engine = await engineFor({});
    const history = [
      { role: 'system' as const, content: 'Be brief.' },
      { role: 'user' as const, content: 'Hi' },
      { role: 'assistant' as const, content: 'Hello!' },
    ];
    await collect(ask(engine, 'Again', { history }));
    expect(fake.requests[0].body.messages).toEqual([...history, { role: 'user', content: 'Again' }]);
  });

  it('estimates usage when the server reports none', async () => {
    const engine = await engineFor({ reply: 'twelve chars', usage: null });
    const chunks = await collect(ask(engine, 'abcdefgh'));
    expect(chunks.at(-1)).toEqual({ type: 'usage', inputTokens: 2, outputTokens: 3 });
  });

  it('stops the upstream request within a second of an abort', async () => {
    const engine = await engineFor({ reply: 'word '.repeat(40).trim(), chunkDelayMs: 100 });
    const { chunks, tokensAfterAbort, stopMs } = await abortAfterTokens(engine, 'Go', 2);

    expect(tokensAfterAbort).toBe(0);
    expect(stopMs).toBeLessThan(1000);
    expect(chunks.at(-1)?.type).toBe('usage');
    await vi.waitFor(() => expect(fake.requests[0].aborted).toBe(true));
  });

  it.each([
    [401, 'The OpenAI API key was rejected.'],
    [404, 'OpenAI does not know the model "test-model".'],
  ])('maps HTTP %i to a readable error', async (status, message) => {
    const engine = await engineFor({ status });
    await expect(collect(ask(engine, 'Hi'))).rejects.toThrow(message);
  });

  it('reports an in-stream error as an interruption', async () => {
    const engine = await engineFor({ reply: 'one two three four', failAfter: 2 });
    const { tokens, error } = await tokensBeforeError(ask(engine, 'Hi'));
    expect(tokens).toBe('one two');
    expect(error.message).toMatch(/^The OpenAI reply was interrupted: The server had an error/);
  });

  it('reports a dropped connection mid-stream', async () => {
    const engine = await engineFor({ reply: 'one two three four', disconnectAfter: 1 });
    await expect(collect(ask(engine, 'Hi'))).rejects.toThrow(/^The OpenAI reply was interrupted/);
  });

  it('says where it could not connect', async () => {
    const gone = await startFakeOpenAI();
    const url = gone.url;
    await gone.close();
    const engine = createOpenAIEngine({ apiKey: 'sk-test', baseURL: url });
    await expect(collect(ask(engine, 'Hi'))).rejects.toThrow(`Could not reach OpenAI at ${url}.`);
  });
});

describe('OpenAI engine tools', () => {
  const toolCall = { name: 'calculator', arguments: '{"expression":"12*7"}' };

  it('runs a streamed tool call, sends the result back and answers with it', async () => {
    const engine = await engineFor({ toolCall });
    const chunks = await collect(
      engine.stream({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'What is 12*7?' }], signal: new AbortController().signal, tools: true }),
    );

    expect(chunks.filter((c) => c.type === 'call')).toEqual([{ type: 'call', name: 'calculator', arguments: '{"expression":"12*7"}', result: '84' }]);
    expect(textOf(chunks)).toBe('The calculator tool returned 84.');
    // Both rounds reported 10 in / 20 out.
    expect(chunks.at(-1)).toEqual({ type: 'usage', inputTokens: 20, outputTokens: 40 });

    const [first, second] = fake.requests;
    expect(fake.requests).toHaveLength(2);
    expect(first.body.tools).toEqual([
      expect.objectContaining({ type: 'function', function: expect.objectContaining({ name: 'calculator', parameters: expect.objectContaining({ type: 'object' }) }) }),
      expect.objectContaining({ type: 'function', function: expect.objectContaining({ name: 'current_date' }) }),
    ]);
    expect(second.body.messages).toEqual([
      { role: 'user', content: 'What is 12*7?' },
      { role: 'assistant', content: null, tool_calls: [{ id: 'call_fake_1', type: 'function', function: toolCall }] },
      { role: 'tool', tool_call_id: 'call_fake_1', content: '84' },
    ]);
  });

  it('sends no tools when the model has no tools capability', async () => {
    const engine = await engineFor({ toolCall });
    const chunks = await collect(ask(engine, 'What is 12*7?'));
    expect(fake.requests[0].body.tools).toBeUndefined();
    expect(fake.requests).toHaveLength(1);
    expect(chunks.some((c) => c.type === 'call')).toBe(false);
  });
});
