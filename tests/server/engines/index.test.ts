import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createChatEngines, providerAvailability } from '../../../server/engines';
import { startFakeAnthropic } from '../helpers/fake-anthropic';
import { startFakeOpenAI } from '../helpers/fake-openai';
import type { FakeServer } from '../helpers/fake-http';
import { ask, collect } from './collect';

const gpt = { key: 'gpt-4o-mini', provider: 'openai' };
const claude = { key: 'claude-haiku-4-5', provider: 'anthropic' };

let openai: FakeServer;
let anthropic: FakeServer;
beforeAll(async () => {
  [openai, anthropic] = await Promise.all([startFakeOpenAI(), startFakeAnthropic()]);
});
afterAll(async () => {
  await Promise.all([openai.close(), anthropic.close()]);
});

async function keyUsed(fake: FakeServer, run: () => Promise<unknown>) {
  const before = fake.requests.length;
  await run();
  return fake.requests.slice(before).at(-1)?.apiKey;
}

describe('createChatEngines', () => {
  it('serves local models with the offline assistant, whatever the keys', () => {
    const engines = createChatEngines({});
    expect(engines.forModel({ key: 'local-assistant', provider: 'local' }, {}).provider).toBe('local');
  });

  it('uses the workspace key over the platform key', async () => {
    const engines = createChatEngines({
      openaiApiKey: 'sk-platform',
      openaiBaseUrl: openai.url,
      anthropicApiKey: 'sk-ant-platform',
      anthropicBaseUrl: anthropic.url,
    });
    const workspace = { openai: 'sk-workspace', anthropic: 'sk-ant-workspace' };
    const none = { openai: null, anthropic: null };

    expect(await keyUsed(openai, () => collect(ask(engines.forModel(gpt, workspace), 'Hi')))).toBe('sk-workspace');
    expect(await keyUsed(openai, () => collect(ask(engines.forModel(gpt, none), 'Hi')))).toBe('sk-platform');
    expect(await keyUsed(anthropic, () => collect(ask(engines.forModel(claude, workspace), 'Hi')))).toBe('sk-ant-workspace');
    expect(await keyUsed(anthropic, () => collect(ask(engines.forModel(claude, {}), 'Hi')))).toBe('sk-ant-platform');
  });

  it('reaches a keyless OpenAI-compatible server with OPENAI_BASE_URL alone', async () => {
    const engines = createChatEngines({ openaiBaseUrl: openai.url });
    const chunks = await collect(ask(engines.forModel(gpt, {}), 'Hi'));
    expect(chunks.at(-1)).toMatchObject({ type: 'usage' });
    expect(openai.requests.at(-1)?.apiKey).toBe('not-needed');
  });

  it('explains what is missing when a provider has no key', () => {
    const engines = createChatEngines({});
    expect(() => engines.forModel(gpt, {})).toThrow(
      'OpenAI is not configured: add an API key in workspace settings or set OPENAI_API_KEY.',
    );
    expect(() => engines.forModel(claude, { openai: 'sk-x' })).toThrow(
      'Anthropic is not configured: add an API key in workspace settings or set ANTHROPIC_API_KEY.',
    );
    expect(() => engines.forModel({ key: 'x', provider: 'mystery' }, {})).toThrow('Unknown provider "mystery"');
  });
});

describe('providerAvailability', () => {
  it('is local-only without keys', () => {
    expect(providerAvailability({}, {})).toEqual({ local: true, openai: false, anthropic: false, elevenlabs: false });
  });

  it('counts platform keys, workspace keys and a bare OpenAI base URL', () => {
    expect(providerAvailability({ openaiApiKey: 'sk' }, {})).toEqual({ local: true, openai: true, anthropic: false, elevenlabs: false });
    expect(providerAvailability({}, { anthropic: 'sk-ant' })).toEqual({ local: true, openai: false, anthropic: true, elevenlabs: false });
    expect(providerAvailability({ elevenlabsApiKey: 'xi' }, {})).toMatchObject({ elevenlabs: true });
    expect(providerAvailability({ openaiBaseUrl: 'http://localhost:11434/v1' }, { openai: null })).toMatchObject({ openai: true });
  });
});
