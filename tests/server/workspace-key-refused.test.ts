// A workspace's own provider key that was fine when saved and is refused later (revoked): every
// tool that runs on it says the provider's words and who can fix it, with a status a client can
// act on (409, the workspace's saved key is in the way), never the 502 of "we failed". Fake
// providers speaking OpenAI's and Anthropic's protocols accept only their good keys.
import type { FastifyInstance } from 'fastify';
import OpenAI from 'openai';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { bearer, buildTestApp, signUpUser, type Session, testPassword } from './helpers/app';
import { startFakeAnthropic } from './helpers/fake-anthropic';
import { startFakeOpenAI, type FakeServer } from './helpers/fake-openai';
import { parseEvents } from './helpers/sse';

let app: FastifyInstance;
let openai: FakeServer;
let anthropic: FakeServer;
let address: string;

beforeAll(async () => {
  openai = await startFakeOpenAI({ apiKey: 'sk-good' });
  anthropic = await startFakeAnthropic({ apiKey: 'sk-ant-good' });
  app = await buildTestApp({ env: { OPENAI_BASE_URL: openai.url, ANTHROPIC_BASE_URL: anthropic.url } });
  address = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app?.close();
  await Promise.all([openai?.close(), anthropic?.close()]);
});

const openAIRefusal =
  "OpenAI refused the workspace's API key: Incorrect API key provided. The workspace owner can change it on the workspace page.";

/** A user whose workspace saved keys the providers no longer take (stored as the key check would have let them in). */
async function revokedKeys(): Promise<Session> {
  const session = await signUpUser(app);
  await app.db.updateTable('workspaces').set({ openai_api_key: 'sk-revoked', anthropic_api_key: 'sk-ant-revoked' }).where('id', '=', session.user.workspace.id).execute();
  return session;
}

const post = (session: Session, url: string, payload: object) => app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(session), payload });

test("the chat's stream ends with the provider's reason, the user message kept", async () => {
  const session = await revokedKeys();
  const conversation = (await post(session, '/ai/conversations', {})).json();
  for (const [model, words] of [
    ['gpt-4o-mini', openAIRefusal],
    ['claude-haiku-4-5', "Anthropic refused the workspace's API key: invalid x-api-key. The workspace owner can change it on the workspace page."],
  ] as const) {
    const events = parseEvents((await post(session, `/ai/conversations/${conversation.id}/messages`, { content: 'Say hello', model })).body);
    expect(events[0]).toMatchObject({ event: 'message', data: { role: 'user', content: 'Say hello' } });
    expect(events.at(-1)).toEqual({ event: 'error', data: { message: words } });
  }
  expect(openai.requests.at(-1)?.apiKey).toBe('sk-revoked');
});

test("the writer's and the coder's streams end with the provider's reason", async () => {
  const session = await revokedKeys();
  for (const [url, payload] of [
    ['/ai/completions/preset-blog-post', { fields: { topic: 'tea' }, model: 'gpt-4o-mini' }],
    ['/ai/completions/code', { prompt: 'fizzbuzz', model: 'gpt-4o-mini' }],
  ] as const) {
    const events = parseEvents((await post(session, url, payload)).body);
    expect(events.at(-1)).toEqual({ event: 'error', data: { message: openAIRefusal } });
  }
});

test("the classifier answers 409 with the provider's reason", async () => {
  const session = await revokedKeys();
  const response = await post(session, '/ai/classifications', { input: 'Hello there' });
  expect(response.statusCode).toBe(409);
  expect(response.json()).toEqual({ message: openAIRefusal, code: 'workspace_key_refused' });
});

test("/v1 answers 409 in OpenAI's shape, streamed or not", async () => {
  const session = await revokedKeys();
  const created = await post(session, '/account/rest-api-keys', { name: 'test', password: testPassword });
  const client = new OpenAI({ apiKey: created.json().key, baseURL: `${address}/v1`, maxRetries: 0 });
  for (const stream of [false, true]) {
    const refused = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Hi' }], stream }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OpenAI.ConflictError);
    expect(refused).toMatchObject({ status: 409, message: `409 ${openAIRefusal}`, type: 'invalid_request_error', code: 'workspace_key_refused' });
  }
});
