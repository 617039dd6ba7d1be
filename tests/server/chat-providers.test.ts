// Hosted providers through the real chat route and their official SDKs, against local HTTP
// servers that speak the providers' streaming protocols.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, signUpGuest } from './helpers/app';
import { startFakeAnthropic } from './helpers/fake-anthropic';
import { startFakeOpenAI, type FakeServer } from './helpers/fake-openai';
import { parseEvents } from './helpers/sse';

let anthropic: FakeServer;
let openai: FakeServer;
let app: FastifyInstance;

beforeAll(async () => {
  anthropic = await startFakeAnthropic({ reply: 'Bonjour from Claude.', reasoning: 'Thinking it over', apiKey: 'sk-ant-platform' });
  openai = await startFakeOpenAI({ reply: 'Hello from GPT.', apiKey: 'sk-workspace-own' });
  app = await buildTestApp({
    env: { ANTHROPIC_API_KEY: 'sk-ant-platform', ANTHROPIC_BASE_URL: anthropic.url, OPENAI_BASE_URL: openai.url },
  });
});
afterAll(async () => {
  await app?.close();
  await Promise.all([anthropic?.close(), openai?.close()]);
});

async function send(headers: Record<string, string>, model: string, content = 'Say hello', on = app) {
  const conversation = (await on.inject({ method: 'POST', url: '/api/ai/conversations', headers, payload: {} })).json();
  const response = await on.inject({
    method: 'POST',
    url: `/api/ai/conversations/${conversation.id}/messages`,
    headers,
    payload: { content, model },
  });
  return parseEvents(response.body);
}

const credits = async (headers: Record<string, string>) =>
  (await app.inject({ method: 'GET', url: '/api/account', headers })).json().workspace.credits as number;
const text = (events: { event: string; data: any }[], name: string) =>
  events.filter((event) => event.event === name).map((event) => event.data.text).join('');

test('with the platform Anthropic key, Claude answers with reasoning and the workspace pays in credits', async () => {
  const headers = bearer(await signUpGuest(app));
  const before = await credits(headers);
  const events = await send(headers, 'claude-haiku-4-5');
  expect(text(events, 'reasoning-token')).toContain('Thinking it over');
  expect(text(events, 'token')).toContain('Bonjour from Claude.');
  expect(events.at(-1)).toMatchObject({ event: 'message', data: { role: 'assistant', content: expect.stringContaining('Bonjour') } });
  expect(anthropic.requests.at(-1)?.apiKey).toBe('sk-ant-platform');
  expect(await credits(headers)).toBeLessThan(before);
});

test("with the workspace's own OpenAI key, the key is used and nothing is debited", async () => {
  const session = await signUpGuest(app);
  const headers = bearer(session);
  await app.db.updateTable('workspaces').set({ openai_api_key: 'sk-workspace-own' }).where('id', '=', session.user.workspace.id).execute();
  const before = await credits(headers);
  const events = await send(headers, 'gpt-4o-mini');
  expect(text(events, 'token')).toContain('Hello from GPT.');
  expect(openai.requests.at(-1)?.apiKey).toBe('sk-workspace-own');
  expect(await credits(headers)).toBe(before);
});

test('a rejected key ends the stream with a readable error and keeps the user message', async () => {
  const headers = bearer(await signUpGuest(app));
  const events = await send(headers, 'gpt-4o-mini'); // no workspace key: the placeholder is refused
  expect(events[0]).toMatchObject({ event: 'message', data: { role: 'user', content: 'Say hello' } });
  expect(events.at(-1)).toMatchObject({ event: 'error', data: { message: 'The OpenAI API key was rejected.' } });
});

test('a Claude model with the tools capability calls the calculator: an `event: call`, stored on the reply', async () => {
  const withTools = await startFakeAnthropic({ apiKey: 'sk-ant-platform', toolCall: { name: 'calculator', arguments: '{"expression":"12*7"}' } });
  const toolsApp = await buildTestApp({ env: { ANTHROPIC_API_KEY: 'sk-ant-platform', ANTHROPIC_BASE_URL: withTools.url } });
  try {
    const headers = bearer(await signUpGuest(toolsApp));
    const events = await send(headers, 'claude-haiku-4-5', 'What is 12*7?', toolsApp);
    const call = { name: 'calculator', arguments: '{"expression":"12*7"}', result: '84' };
    expect(events.filter((event) => event.event === 'call').map((event) => event.data)).toEqual([call]);
    expect(text(events, 'token')).toContain('returned 84');
    const stored = events.at(-1);
    expect(stored).toMatchObject({ event: 'message', data: { role: 'assistant', call, calls: [call], content: expect.stringContaining('84') } });
    const row = await toolsApp.db.selectFrom('messages').select(['call', 'calls']).where('id', '=', stored!.data.id).executeTakeFirstOrThrow();
    expect(row).toEqual({ call, calls: [call] });
    expect(withTools.requests).toHaveLength(2);
    expect(withTools.requests[1].body.messages.at(-1).content[0]).toMatchObject({ type: 'tool_result', content: '84' });
  } finally {
    await toolsApp.close();
    await withTools.close();
  }
});

test('a GPT model that calls two tools in one reply: both calls stored in order, listed wherever the message is', async () => {
  const withTools = await startFakeOpenAI({
    apiKey: 'sk-platform',
    toolCalls: [
      { name: 'calculator', arguments: '{"expression":"12*7"}' },
      { name: 'calculator', arguments: '{"expression":"(3+4)^2"}' },
    ],
  });
  const toolsApp = await buildTestApp({ env: { OPENAI_API_KEY: 'sk-platform', OPENAI_BASE_URL: withTools.url } });
  try {
    const headers = bearer(await signUpGuest(toolsApp));
    const events = await send(headers, 'gpt-4o-mini', 'What are 12*7 and (3+4)^2?', toolsApp);
    const calls = [
      { name: 'calculator', arguments: '{"expression":"12*7"}', result: '84' },
      { name: 'calculator', arguments: '{"expression":"(3+4)^2"}', result: '49' },
    ];
    expect(events.filter((event) => event.event === 'call').map((event) => event.data)).toEqual(calls);
    expect(text(events, 'token')).toBe('The calculator tool returned 84. The calculator tool returned 49.');
    const stored = events.at(-1)!;
    // `call` stays the last one, as SPEC's Message has it.
    expect(stored).toMatchObject({ event: 'message', data: { role: 'assistant', calls, call: calls[1] } });

    const conversationId = stored.data.conversation_id;
    const history = (await toolsApp.inject({ method: 'GET', url: `/api/library/conversations/${conversationId}`, headers })).json();
    expect(history.messages.map((message: { calls: unknown }) => message.calls)).toEqual([[], calls]);
    await toolsApp.inject({ method: 'POST', url: `/api/library/${conversationId}`, headers, payload: { visibility: 2 } });
    const shared = (await toolsApp.inject({ method: 'GET', url: `/api/share/${conversationId}` })).json();
    expect(shared.messages.at(-1).calls).toEqual(calls);
    const reattached = await toolsApp.inject({ method: 'GET', url: `/api/ai/conversations/${conversationId}/messages/${stored.data.id}/stream`, headers });
    expect(parseEvents(reattached.body).at(-1)?.data.calls).toEqual(calls);

    // A reader who continues the shared conversation gets a copy that keeps both calls.
    const reader = bearer(await signUpGuest(toolsApp, 'Reader'));
    const continued = await toolsApp.inject({ method: 'POST', url: `/api/ai/conversations/${conversationId}/messages`, headers: reader, payload: { content: 'Thanks', model: 'gpt-4o-mini' } });
    const copyId = parseEvents(continued.body).find((event) => event.event === 'cloning')!.data.conversation_id;
    const copy = (await toolsApp.inject({ method: 'GET', url: `/api/library/conversations/${copyId}`, headers: reader })).json();
    expect(copy.messages[1].calls).toEqual(calls);
  } finally {
    await toolsApp.close();
    await withTools.close();
  }
});
