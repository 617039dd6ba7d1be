// After an abort both hosted engines bill what the caller received, even when the provider already
// reported a count: that count lags the stream (server/engines/tool-loop.ts, usageOf).
import { describe, expect, it } from 'vitest';
import { createAnthropicEngine } from '../../../server/engines/anthropic';
import { createOpenAIEngine } from '../../../server/engines/openai';
import { startFakeAnthropic } from '../helpers/fake-anthropic';
import { startFakeOpenAI } from '../helpers/fake-openai';
import { abortAfterTokens, useFakeProvider } from './collect';

const providers = {
  OpenAI: useFakeProvider(startFakeOpenAI, (baseURL) => createOpenAIEngine({ apiKey: 'sk-test', baseURL })),
  Anthropic: useFakeProvider(startFakeAnthropic, (baseURL) => createAnthropicEngine({ apiKey: 'sk-ant-test', baseURL })),
};

describe.each(Object.entries(providers))('%s engine after an abort', (_name, { engineFor }) => {
  it('counts the output it received when the reported count is behind', async () => {
    // OpenAI's fake reports one output token per reply chunk so far, Anthropic's 1 at message_start.
    const engine = await engineFor({ reply: 'word '.repeat(40).trim(), chunkDelayMs: 100, continuousUsage: true });
    const { chunks } = await abortAfterTokens(engine, 'Go', 2);
    // 'word word' arrived: 9 characters, 3 tokens by the estimate, more than either count reported.
    expect(chunks.at(-1)).toEqual({ type: 'usage', inputTokens: 10, outputTokens: 3 });
  });
});
