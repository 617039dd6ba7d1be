import { describe, expect, it, vi } from 'vitest';
import { createAnthropicEngine } from '../../../server/engines/anthropic';
import { startFakeAnthropic } from '../helpers/fake-anthropic';
import { abortAfterTokens, ask, collect, textOf, tokensBeforeError, useFakeProvider } from './collect';

const { engineFor, fake } = useFakeProvider(startFakeAnthropic, (baseURL) => createAnthropicEngine({ apiKey: 'sk-ant-test', baseURL }));

describe('Anthropic engine', () => {
  it('streams thinking as reasoning, text as tokens, and the reported usage', async () => {
    const engine = await engineFor({ reply: 'Paris is the capital.', reasoning: 'Recalling geography.', usage: { inputTokens: 31, outputTokens: 9 } });
    const chunks = await collect(ask(engine, 'Capital of France?', { model: 'claude-sonnet-4-6' }));

    expect(textOf(chunks, 'reasoning')).toBe('Recalling geography.');
    expect(textOf(chunks)).toBe('Paris is the capital.');
    expect(chunks.findLastIndex((c) => c.type === 'reasoning')).toBeLessThan(chunks.findIndex((c) => c.type === 'token'));
    expect(chunks.at(-1)).toEqual({ type: 'usage', inputTokens: 31, outputTokens: 9 });

    const [request] = fake.requests;
    expect(request.apiKey).toBe('sk-ant-test');
    expect(request.body).toMatchObject({ model: 'claude-sonnet-4-6', stream: true, messages: [{ role: 'user', content: 'Capital of France?' }] });
    expect(request.body.max_tokens).toBeGreaterThan(0);
  });

  it('sends system turns as `system` and merges consecutive turns of one role', async () => {
    const engine = await engineFor({});
    await collect(
      engine.stream({
        model: 'claude-haiku-4-5',
        signal: new AbortController().signal,
        messages: [
          { role: 'system', content: 'Be brief.' },
          { role: 'user', content: 'Hi' },
          { role: 'user', content: 'Are you there?' },
          { role: 'assistant', content: '' },
          { role: 'system', content: 'Answer in English.' },
        ],
      }),
    );
    const { body } = fake.requests[0];
    expect(body.system).toBe('Be brief.\n\nAnswer in English.');
    expect(body.messages).toEqual([{ role: 'user', content: 'Hi\n\nAre you there?' }]);
  });

  it('stops the upstream request within a second of an abort', async () => {
    const engine = await engineFor({ reply: 'word '.repeat(40).trim(), chunkDelayMs: 100 });
    const { chunks, tokensAfterAbort, stopMs } = await abortAfterTokens(engine, 'Go', 2);

    expect(tokensAfterAbort).toBe(0);
    expect(stopMs).toBeLessThan(1000);
    // Best known usage at abort: input from message_start, output counted from what arrived.
    expect(chunks.at(-1)).toEqual({ type: 'usage', inputTokens: 10, outputTokens: 3 });
    await vi.waitFor(() => expect(fake.requests[0].aborted).toBe(true));
  });

  it('maps a rejected key to a readable error', async () => {
    const engine = await engineFor({ apiKey: 'sk-ant-right' });
    await expect(collect(ask(engine, 'Hi'))).rejects.toThrow('The Anthropic API key was rejected.');
  });

  it('maps an unknown model to a readable error', async () => {
    const engine = await engineFor({ status: 404 });
    await expect(collect(ask(engine, 'Hi', { model: 'claude-nope' }))).rejects.toThrow('Anthropic does not know the model "claude-nope".');
  });

  it('reports an in-stream error event as an interruption', async () => {
    const engine = await engineFor({ reply: 'one two three four', failAfter: 2 });
    const { tokens, error } = await tokensBeforeError(ask(engine, 'Hi'));
    expect(tokens).toBe('one two');
    expect(error.message).toBe('The Anthropic reply was interrupted: Overloaded');
  });
});

describe('Anthropic engine tools', () => {
  const toolCall = { name: 'calculator', arguments: '{"expression":"12*7"}' };

  it('runs a streamed tool_use, sends the tool_result back and answers with it', async () => {
    const engine = await engineFor({ toolCall });
    const chunks = await collect(
      engine.stream({ model: 'claude-haiku-4-5', messages: [{ role: 'user', content: 'What is 12*7?' }], signal: new AbortController().signal, tools: true }),
    );

    expect(chunks.filter((c) => c.type === 'call')).toEqual([{ type: 'call', name: 'calculator', arguments: '{"expression":"12*7"}', result: '84' }]);
    expect(textOf(chunks)).toBe('Let me check.The calculator tool returned 84.');
    // Both rounds reported 10 in / 20 out.
    expect(chunks.at(-1)).toEqual({ type: 'usage', inputTokens: 20, outputTokens: 40 });

    const [first, second] = fake.requests;
    expect(fake.requests).toHaveLength(2);
    expect(first.body.tools).toEqual([
      expect.objectContaining({ name: 'calculator', input_schema: expect.objectContaining({ type: 'object', required: ['expression'] }) }),
      expect.objectContaining({ name: 'current_date' }),
    ]);
    expect(second.body.messages).toEqual([
      { role: 'user', content: 'What is 12*7?' },
      {
        role: 'assistant',
        content: [
          { type: 'text', text: 'Let me check.' },
          { type: 'tool_use', id: 'toolu_fake_1', name: 'calculator', input: { expression: '12*7' } },
        ],
      },
      { role: 'user', content: [{ type: 'tool_result', tool_use_id: 'toolu_fake_1', content: '84' }] },
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
