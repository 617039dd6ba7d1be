// The OpenAI-compatible API through OpenAI's own npm client, pointed at a listening test server
// (`baseURL: server + '/v1'`) with an Atelier API key: models, plain and streamed completions on
// the offline assistant and on an OpenAI model (a fake OpenAI server), tool calls passed through,
// OpenAI's error classes, and billing like the chat's.
import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import OpenAI from 'openai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, type Session, testPassword } from './helpers/app';
import { startFakeAnthropic } from './helpers/fake-anthropic';
import { startFakeOpenAI, type FakeServer } from './helpers/fake-openai';
import { pause, scriptedEngines } from './helpers/fake-engine';

let app: FastifyInstance;
let fake: FakeServer;
let anthropic: FakeServer;
let baseURL: string;

beforeAll(async () => {
  process.env.LOCAL_ENGINE_TOKEN_DELAY_MS = '0';
  fake = await startFakeOpenAI({ reply: 'Hello from GPT.', toolCall: { name: 'get_weather', arguments: '{"city":"Paris"}' } });
  anthropic = await startFakeAnthropic({ reply: 'Hello from Claude.', toolCall: { name: 'get_weather', arguments: '{"city":"Paris"}' } });
  // Anthropic only on a workspace's own key (set by the test that uses it): other workspaces cannot reach Claude.
  app = await buildTestApp({ env: { OPENAI_BASE_URL: fake.url, ANTHROPIC_BASE_URL: anthropic.url } });
  await app.listen({ port: 0, host: '127.0.0.1' });
  baseURL = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}/v1`;
});
afterAll(async () => {
  await app?.close();
  await fake?.close();
  await anthropic?.close();
});

async function clientFor(session: Session) {
  const created = await app.inject({ method: 'POST', url: '/api/account/rest-api-keys', headers: bearer(session), payload: { name: 'test', password: testPassword } });
  return new OpenAI({ apiKey: created.json().key, baseURL, maxRetries: 0 });
}
const credits = async (session: Session) => (await app.inject({ method: 'GET', url: '/api/account', headers: bearer(session) })).json().workspace.credits as number;
const usageOf = (workspaceId: string) => app.db.selectFrom('usage').selectAll().where('workspace_id', '=', workspaceId).orderBy('created_at').execute();
type ApiError = InstanceType<typeof OpenAI.APIError>;
const ask = [{ role: 'user' as const, content: 'How do I buy credits?' }];

describe('OpenAI-compatible API', () => {
  it("lists the workspace's chat models as OpenAI does", async () => {
    const client = await clientFor(await signUpUser(app));
    const ids: string[] = [];
    for await (const model of client.models.list()) {
      expect(model).toEqual({ id: expect.any(String), object: 'model', created: expect.any(Number), owned_by: expect.any(String) });
      ids.push(model.id);
    }
    // Chat models a call would reach: the offline assistant, OpenAI's through the fake server; no classifier, no Anthropic without its key.
    expect(ids).toEqual(['local-assistant', 'gpt-4o', 'gpt-4o-mini']);
    expect((await client.models.retrieve('gpt-4o-mini')).id).toBe('gpt-4o-mini');
  });

  it('answers a plain completion on the offline assistant, billed and recorded like the chat', async () => {
    const session = await signUpUser(app);
    const client = await clientFor(session);
    const before = await credits(session);
    const completion = await client.chat.completions.create({ model: 'local-assistant', messages: ask });
    expect(completion).toMatchObject({ id: expect.stringMatching(/^chatcmpl-/), object: 'chat.completion', model: 'local-assistant' });
    expect(completion.choices[0]!.message.role).toBe('assistant');
    expect(completion.choices[0]!.message.content).toMatch(/credit/i);
    expect(completion.choices[0]!.finish_reason).toBe('stop');
    expect(completion.usage!.total_tokens).toBe(completion.usage!.prompt_tokens + completion.usage!.completion_tokens);
    const [usage] = await usageOf(session.user.workspace.id);
    expect(usage).toMatchObject({ user_id: session.user.id, model: 'local-assistant', resource_kind: 'api', resource_id: completion.id, byok: false, input_tokens: completion.usage!.prompt_tokens, output_tokens: completion.usage!.completion_tokens });
    expect(await credits(session)).toBeLessThan(before);
  });

  it("streams a completion as OpenAI's chunks, with the usage when asked", async () => {
    const session = await signUpUser(app);
    const client = await clientFor(session);
    const stream = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: ask, stream: true, stream_options: { include_usage: true } });
    let text = '';
    const chunks: OpenAI.ChatCompletionChunk[] = [];
    for await (const chunk of stream) {
      chunks.push(chunk);
      text += chunk.choices[0]?.delta.content ?? '';
    }
    expect(text).toBe('Hello from GPT.');
    expect(chunks[0]!.choices[0]!.delta.role).toBe('assistant');
    expect(chunks.at(-2)!.choices[0]!.finish_reason).toBe('stop');
    expect(chunks.at(-1)).toMatchObject({ object: 'chat.completion.chunk', choices: [], usage: { prompt_tokens: 10, completion_tokens: 20, total_tokens: 30 } });
    expect(new Set(chunks.map((chunk) => chunk.id)).size).toBe(1);
    // On the platform's access (OPENAI_BASE_URL alone): debited at gpt-4o-mini's price.
    const [usage] = await usageOf(session.user.workspace.id);
    expect(usage).toMatchObject({ model: 'gpt-4o-mini', provider: 'openai', input_tokens: 10, output_tokens: 20, byok: false, resource_id: chunks[0]!.id });
    expect(Number(usage!.cost)).toBeCloseTo((10 * 0.015 + 20 * 0.06) / 1000, 6);
  });

  it('streams the offline assistant too, ending with data: [DONE]', async () => {
    const session = await signUpUser(app);
    const response = await fetch(`${baseURL}/chat/completions`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${(await clientFor(session)).apiKey}` },
      body: JSON.stringify({ model: 'local-assistant', messages: ask, stream: true }),
    });
    expect(response.headers.get('content-type')).toMatch(/^text\/event-stream/);
    const body = await response.text();
    const events = body.split('\n\n').filter(Boolean);
    expect(events.every((event) => event.startsWith('data: '))).toBe(true);
    expect(events.at(-1)).toBe('data: [DONE]');
    const text = events.slice(0, -1).map((event) => JSON.parse(event.slice(6)).choices[0]?.delta.content ?? '').join('');
    expect(text).toMatch(/credit/i);
  });

  it("passes tool definitions and tool calls through to OpenAI's models, and the results back", async () => {
    const client = await clientFor(await signUpUser(app));
    const tools: OpenAI.ChatCompletionFunctionTool[] = [
      { type: 'function', function: { name: 'get_weather', description: 'The weather in a city', parameters: { type: 'object', properties: { city: { type: 'string' } }, required: ['city'] } } },
    ];
    const first = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Weather in Paris?' }], tools, tool_choice: 'auto' });
    expect(first.choices[0]!.finish_reason).toBe('tool_calls');
    const [call] = first.choices[0]!.message.tool_calls!;
    expect(call).toMatchObject({ type: 'function', function: { name: 'get_weather', arguments: '{"city":"Paris"}' } });
    const sent = fake.requests.at(-1)!.body;
    expect(sent.tools).toEqual(tools.map((tool) => ({ ...tool, function: { ...tool.function } })));
    expect(sent.tool_choice).toBe('auto');

    const second = await client.chat.completions.create({
      model: 'gpt-4o-mini',
      tools,
      messages: [{ role: 'user', content: 'Weather in Paris?' }, first.choices[0]!.message, { role: 'tool', tool_call_id: call!.id, content: 'Sunny, 21 °C' }],
    });
    expect(second.choices[0]!.message.content).toContain('Sunny, 21 °C');
    const followUp = fake.requests.at(-1)!.body.messages;
    expect(followUp[1]).toMatchObject({ role: 'assistant', tool_calls: [{ id: call!.id, function: { name: 'get_weather' } }] });
    expect(followUp[2]).toEqual({ role: 'tool', tool_call_id: call!.id, content: 'Sunny, 21 °C' });

    // Streamed, the call arrives as a tool_calls delta.
    const stream = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: [{ role: 'user', content: 'Weather?' }], tools, stream: true });
    const deltas: OpenAI.ChatCompletionChunk.Choice[] = [];
    for await (const chunk of stream) deltas.push(...chunk.choices);
    expect(deltas.flatMap((choice) => choice.delta.tool_calls ?? [])).toMatchObject([{ index: 0, function: { name: 'get_weather', arguments: '{"city":"Paris"}' } }]);
    expect(deltas.at(-1)!.finish_reason).toBe('tool_calls');
  });

  it("passes tools through to Anthropic's models too, in Anthropic's words", async () => {
    const session = await signUpUser(app);
    const client = await clientFor(session);
    await app.db.updateTable('workspaces').set({ anthropic_api_key: 'sk-ant-own' }).where('id', '=', session.user.workspace.id).execute();
    const tools: OpenAI.ChatCompletionFunctionTool[] = [{ type: 'function', function: { name: 'get_weather', parameters: { type: 'object', properties: { city: { type: 'string' } } } } }];
    const question = { role: 'user' as const, content: 'Weather in Paris?' };
    const first = await client.chat.completions.create({ model: 'claude-haiku-4-5', messages: [question], tools, tool_choice: 'required' });
    expect(first.choices[0]!.finish_reason).toBe('tool_calls');
    const [call] = first.choices[0]!.message.tool_calls! as OpenAI.ChatCompletionMessageFunctionToolCall[];
    expect(call!.function).toEqual({ name: 'get_weather', arguments: '{"city":"Paris"}' });
    const sent = anthropic.requests.at(-1)!;
    expect(sent.apiKey).toBe('sk-ant-own');
    expect(sent.body.tools).toEqual([{ name: 'get_weather', input_schema: { type: 'object', properties: { city: { type: 'string' } } } }]);
    expect(sent.body.tool_choice).toEqual({ type: 'any' });

    const second = await client.chat.completions.create({
      model: 'claude-haiku-4-5',
      tools,
      messages: [question, first.choices[0]!.message, { role: 'tool', tool_call_id: call!.id, content: 'Sunny, 21 °C' }],
    });
    expect(second.choices[0]!.message.content).toContain('Sunny, 21 °C');
    const followUp = anthropic.requests.at(-1)!.body.messages;
    expect(followUp[1].content).toContainEqual({ type: 'tool_use', id: call!.id, name: 'get_weather', input: { city: 'Paris' } });
    expect(followUp[2]).toEqual({ role: 'user', content: [{ type: 'tool_result', tool_use_id: call!.id, content: 'Sunny, 21 °C' }] });
    // On the workspace's own key: recorded, not debited.
    const usage = await usageOf(session.user.workspace.id);
    expect(usage.map((row) => [row.model, row.byok, Number(row.cost)])).toEqual([['claude-haiku-4-5', true, 0], ['claude-haiku-4-5', true, 0]]);
  });

  it('refuses tools on a model that cannot take them with a clear 400', async () => {
    const client = await clientFor(await signUpUser(app));
    const refused = await client.chat.completions
      .create({ model: 'local-assistant', messages: ask, tools: [{ type: 'function', function: { name: 'f', parameters: { type: 'object', properties: {} } } }] })
      .catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(OpenAI.BadRequestError);
    expect((refused as ApiError).message).toContain('cannot call your tools');
    expect((refused as ApiError).code).toBe('tools_not_supported');
  });

  it('refuses a wrong key with 401 (AuthenticationError)', async () => {
    for (const apiKey of ['atl_wrong', 'not-an-atelier-key']) {
      const client = new OpenAI({ apiKey, baseURL, maxRetries: 0 });
      const refused = await client.chat.completions.create({ model: 'local-assistant', messages: ask }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(OpenAI.AuthenticationError);
      expect((refused as ApiError).status).toBe(401);
      expect((refused as ApiError).code).toBe('invalid_api_key');
      expect(await client.models.list().catch((error: unknown) => error)).toBeInstanceOf(OpenAI.AuthenticationError);
    }
    const missing = await fetch(`${baseURL}/models`);
    expect(missing.status).toBe(401);
    expect(await missing.json()).toEqual({ error: { message: expect.stringContaining('API key'), type: 'invalid_request_error', param: null, code: 'invalid_api_key' } });
  });

  it('refuses a workspace out of credits with 402, runs and records nothing', async () => {
    const session = await signUpUser(app);
    const client = await clientFor(session);
    const workspaceId = session.user.workspace.id;
    await app.db.insertInto('credit_ledger').values({ id: `drain-${workspaceId}`, workspace_id: workspaceId, delta: -(await credits(session)), reason: 'test' }).execute();
    const asked = fake.requests.length;
    for (const stream of [false, true]) {
      const refused = await client.chat.completions.create({ model: 'gpt-4o-mini', messages: ask, stream }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(OpenAI.APIError);
      expect((refused as ApiError).status).toBe(402);
      expect((refused as ApiError).type).toBe('insufficient_quota');
      expect((refused as ApiError).message).toContain('run out of credits');
    }
    expect(fake.requests.length).toBe(asked);
    expect(await usageOf(workspaceId)).toEqual([]);
  });

  it('answers 404 (NotFoundError) for an unknown model or one the workspace cannot reach', async () => {
    const client = await clientFor(await signUpUser(app));
    for (const model of ['no-such-model', 'local-classifier', 'claude-haiku-4-5']) {
      const refused = await client.chat.completions.create({ model, messages: ask }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(OpenAI.NotFoundError);
      expect((refused as ApiError).code).toBe('model_not_found');
    }
  });

  it("bills another workspace's key to that workspace only: it never sees this one's usage", async () => {
    const [alice, bob] = [await signUpUser(app), await signUpUser(app)];
    const [aliceClient, bobClient] = [await clientFor(alice), await clientFor(bob)];
    const bobBefore = await credits(bob);
    const completion = await aliceClient.chat.completions.create({ model: 'gpt-4o-mini', messages: ask });
    await bobClient.chat.completions.create({ model: 'local-assistant', messages: ask });
    const aliceUsage = await usageOf(alice.user.workspace.id);
    const bobUsage = await usageOf(bob.user.workspace.id);
    expect(aliceUsage.map((row) => row.resource_id)).toEqual([completion.id]);
    expect(bobUsage.map((row) => [row.user_id, row.model])).toEqual([[bob.user.id, 'local-assistant']]);
    // Bob's key acts in Bob's workspace: its account shows Bob's balance, less only Bob's own call.
    const bobAccount = await app.inject({ method: 'GET', url: '/api/account', headers: { authorization: `Bearer ${bobClient.apiKey}` } });
    expect(bobAccount.json().workspace.id).toBe(bob.user.workspace.id);
    expect(bobAccount.json().workspace.credits).toBeCloseTo(bobBefore - Number(bobUsage[0]!.cost), 6);
  });

  it("records but never debits a call on the workspace's own OpenAI key", async () => {
    const session = await signUpUser(app);
    const client = await clientFor(session);
    await app.db.updateTable('workspaces').set({ openai_api_key: 'sk-workspace-own' }).where('id', '=', session.user.workspace.id).execute();
    const before = await credits(session);
    await client.chat.completions.create({ model: 'gpt-4o', messages: ask });
    expect(fake.requests.at(-1)!.apiKey).toBe('sk-workspace-own');
    const [usage] = await usageOf(session.user.workspace.id);
    expect(usage).toMatchObject({ byok: true, model: 'gpt-4o' });
    expect(Number(usage!.cost)).toBe(0);
    expect(await credits(session)).toBe(before);
  });

  it('refuses bad requests in OpenAI’s error shape', async () => {
    const session = await signUpUser(app);
    const key = (await clientFor(session)).apiKey;
    const post = (body: unknown) =>
      fetch(`${baseURL}/chat/completions`, { method: 'POST', headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` }, body: JSON.stringify(body) });
    for (const body of [{ model: 'local-assistant' }, { model: 'local-assistant', messages: [] }, { model: 'local-assistant', messages: ask, n: 2 }, { model: 'local-assistant', messages: [{ role: 'user', content: [{ type: 'image_url', image_url: { url: 'https://example.com/a.png' } }] }] }]) {
      const response = await post(body);
      expect(response.status).toBe(400);
      const { error } = await response.json();
      expect(Object.keys(error).sort()).toEqual(['code', 'message', 'param', 'type']);
      expect(error).toMatchObject({ message: expect.any(String), type: 'invalid_request_error' });
    }
    const unknown = await fetch(`${baseURL}/embeddings`, { method: 'POST', headers: { authorization: `Bearer ${key}` } });
    expect(unknown.status).toBe(404);
    expect((await unknown.json()).error.code).toBe('unknown_url');
  });
});

describe('OpenAI-compatible API when the engine fails or the caller hangs up', () => {
  const scripted = scriptedEngines(async function* () {});
  let scriptedApp: FastifyInstance;
  let scriptedURL: string;
  beforeAll(async () => {
    scriptedApp = await buildTestApp({ chatEngines: scripted.engines });
    await scriptedApp.listen({ port: 0, host: '127.0.0.1' });
    scriptedURL = `http://127.0.0.1:${(scriptedApp.server.address() as AddressInfo).port}/v1`;
  });
  afterAll(async () => {
    await scriptedApp?.close();
  });
  const clientOn = async () => {
    const session = await signUpUser(scriptedApp);
    const created = await scriptedApp.inject({ method: 'POST', url: '/api/account/rest-api-keys', headers: bearer(session), payload: { password: testPassword } });
    return { session, client: new OpenAI({ apiKey: created.json().key, baseURL: scriptedURL, maxRetries: 0 }) };
  };
  const usageIn = (session: Session) => scriptedApp.db.selectFrom('usage').selectAll().where('workspace_id', '=', session.user.workspace.id).execute();

  it('answers 502 in OpenAI\'s shape and bills nothing when the provider fails before any output', async () => {
    scripted.use(async function* () {
      yield* [];
      throw new Error('The OpenAI API key was rejected.');
    });
    const { session, client } = await clientOn();
    for (const stream of [false, true]) {
      const refused = await client.chat.completions.create({ model: 'local-assistant', messages: ask, stream }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(OpenAI.InternalServerError);
      expect((refused as ApiError).status).toBe(502);
      expect((refused as ApiError).message).toContain('The OpenAI API key was rejected.');
    }
    expect(await usageIn(session)).toEqual([]);
  });

  it("answers 400 with the engine's words when the model's engine cannot start", async () => {
    const { forModel } = scripted.engines;
    scripted.engines.forModel = () => {
      throw new Error("The workspace's OpenAI key can no longer be read: save it again on the Workspace page.");
    };
    try {
      const { client } = await clientOn();
      const refused = await client.chat.completions.create({ model: 'local-assistant', messages: ask }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(OpenAI.BadRequestError);
      expect((refused as ApiError).message).toContain('can no longer be read');
    } finally {
      scripted.engines.forModel = forModel;
    }
  });

  it('ends a stream that fails mid-way with OpenAI\'s error, and bills what was generated', async () => {
    scripted.use(async function* () {
      yield { type: 'token', text: 'Half an ' };
      yield { type: 'token', text: 'answer' };
      throw new Error('The OpenAI reply was interrupted: socket hang up');
    });
    const { session, client } = await clientOn();
    const stream = await client.chat.completions.create({ model: 'local-assistant', messages: ask, stream: true });
    let text = '';
    const failed = await (async () => {
      for await (const chunk of stream) text += chunk.choices[0]?.delta.content ?? '';
    })().catch((error: unknown) => error);
    expect(text).toBe('Half an answer');
    expect(failed).toBeInstanceOf(OpenAI.APIError);
    expect((failed as ApiError).message).toContain('interrupted');
    const [usage] = await usageIn(session);
    expect(usage).toMatchObject({ resource_kind: 'api', output_tokens: 4 });
  });

  it('stops the engine when the caller hangs up, and bills what was generated', async () => {
    let stopped = false;
    scripted.use(async function* (request) {
      for (let i = 0; !request.signal.aborted && i < 500; i++) {
        yield { type: 'token', text: 'word ' };
        await pause(5);
      }
      stopped = request.signal.aborted;
      yield { type: 'usage', inputTokens: 7, outputTokens: 3 };
    });
    const { session, client } = await clientOn();
    const stream = await client.chat.completions.create({ model: 'local-assistant', messages: ask, stream: true });
    let chunks = 0;
    for await (const chunk of stream) {
      void chunk;
      if (++chunks === 3) stream.controller.abort();
    }
    await expect.poll(() => usageIn(session)).toHaveLength(1);
    expect(stopped).toBe(true);
    expect((await usageIn(session))[0]).toMatchObject({ input_tokens: 7, output_tokens: 3 });
  });
});

describe('OpenAI-compatible API from a browser page', () => {
  const origin = 'https://editor.example';

  it('answers a preflight from any origin with the headers the client asked for, without a key', async () => {
    const preflight = await app.inject({
      method: 'OPTIONS',
      url: '/v1/chat/completions',
      headers: { origin, 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type, x-stainless-os' },
    });
    expect(preflight.statusCode).toBe(204);
    expect(preflight.headers).toMatchObject({
      'access-control-allow-origin': '*',
      'access-control-allow-methods': 'GET, POST, OPTIONS',
      'access-control-allow-headers': 'authorization, content-type, x-stainless-os',
    });
    expect(preflight.headers['access-control-allow-private-network']).toBeUndefined();
    // Chromium's private-network preflight: a public page calling an Atelier on the user's machine or network.
    const local = await app.inject({ method: 'OPTIONS', url: '/v1/models', headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-private-network': 'true' } });
    expect(local.headers['access-control-allow-private-network']).toBe('true');
  });

  it('lets the page read answers, streams and refusals', async () => {
    const session = await signUpUser(app);
    const key = (await app.inject({ method: 'POST', url: '/api/account/rest-api-keys', headers: bearer(session), payload: { name: 'web', password: testPassword } })).json().key as string;
    const headers = { origin, authorization: `Bearer ${key}` };
    const models = await app.inject({ method: 'GET', url: '/v1/models', headers });
    expect([models.statusCode, models.headers['access-control-allow-origin']]).toEqual([200, '*']);
    const stream = await fetch(`${baseURL}/chat/completions`, {
      method: 'POST',
      headers: { ...headers, 'content-type': 'application/json' },
      body: JSON.stringify({ model: 'local-assistant', messages: ask, stream: true }),
    });
    expect([stream.status, stream.headers.get('access-control-allow-origin')]).toEqual([200, '*']);
    expect(await stream.text()).toContain('data: [DONE]');
    const refused = await app.inject({ method: 'GET', url: '/v1/models', headers: { origin, authorization: 'Bearer atl_wrong' } });
    expect([refused.statusCode, refused.headers['access-control-allow-origin']]).toEqual([401, '*']);
  });
});
