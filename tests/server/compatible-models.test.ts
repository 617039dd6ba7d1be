// OPENAI_BASE_URL: the models a local OpenAI-compatible server (Ollama, llama.cpp) serves
// join the catalogue, can be chatted with, and cost no credits.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { addCompatibleModels } from '../../server/catalogue/compatible-models';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, signUpGuest } from './helpers/app';
import { startFakeOpenAI, type FakeServer } from './helpers/fake-openai';
import { parseEvents } from './helpers/sse';

let fake: FakeServer;
let app: FastifyInstance;
const quiet = { info() {}, warn() {} };

beforeAll(async () => {
  fake = await startFakeOpenAI({ models: ['llama3.2', 'qwen3:8b'], reply: 'Hi from llama.' });
  app = await buildTestApp({ env: { OPENAI_BASE_URL: fake.url } });
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
});

test('the served models are listed, available, and answer without a key or a debit', async () => {
  expect(await addCompatibleModels(app.db, app.config, quiet)).toEqual(['llama3.2', 'qwen3:8b']);
  const headers = bearer(await signUpGuest(app));

  const models = (await app.inject({ method: 'GET', url: '/api/models', headers })).json().data;
  const llama = models.find((model: { key: string }) => model.key === 'llama3.2');
  expect(llama).toMatchObject({ is_available: true, provider: { name: expect.any(String) } });

  const before = (await app.inject({ method: 'GET', url: '/api/account', headers })).json().workspace.credits;
  const conversation = (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers, payload: {} })).json();
  const response = await app.inject({
    method: 'POST',
    url: `/api/ai/conversations/${conversation.id}/messages`,
    headers,
    payload: { content: 'Hello?', model: 'llama3.2' },
  });
  const events = parseEvents(response.body);
  expect(events.filter((event) => event.event === 'token').map((event) => event.data.text).join('')).toContain('Hi from llama.');
  expect(fake.requests.at(-1)?.body?.model).toBe('llama3.2');
  const after = (await app.inject({ method: 'GET', url: '/api/account', headers })).json().workspace.credits;
  expect(after).toBe(before);
});

test('a server that is down leaves the catalogue as it was and the app running', async () => {
  const config = { ...app.config, openaiBaseUrl: 'http://127.0.0.1:9/v1' };
  const warnings: string[] = [];
  expect(await addCompatibleModels(app.db, config, { info() {}, warn: (message: string) => warnings.push(message) })).toEqual([]);
  expect(warnings[0]).toContain('Could not list the models');
});
