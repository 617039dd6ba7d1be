import { describe, expect, it } from 'vitest';
import { bearer, signUpGuest, signUpUser } from './helpers/app';
import { pause } from './helpers/fake-engine';
import { useChatApp } from './helpers/chat-app';
import { parseEvents } from './helpers/sse';

const { app, session, fake, newConversation, send } = useChatApp(['Hello', ', ', 'world']);
const messagesOf = (conversationId: string) =>
  app.db.selectFrom('messages').selectAll().where('conversation_id', '=', conversationId).orderBy('created_at').execute();

describe('sending a message', () => {
  it('streams the stored user message, the tokens, then the stored reply, and bills it', async () => {
    const conversation = await newConversation();
    const response = await send(conversation.id, { content: 'Hi there' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/event-stream/);
    const events = parseEvents(response.body);
    expect(events.map((e) => e.event)).toEqual(['message', 'message', 'token', 'token', 'token', 'message']);
    expect(events[0]!.data).toMatchObject({ role: 'user', content: 'Hi there', parent_id: null, conversation_id: conversation.id });
    // The placeholder of the reply, so the client knows its id (to stop it or re-attach to it).
    expect(events[1]!.data).toMatchObject({ role: 'assistant', content: '', parent_id: events[0]!.data.id, is_processing: true });
    expect(events.slice(2, 5).map((e) => e.data.text).join('')).toBe('Hello, world');
    expect(events[5]!.data).toMatchObject({ id: events[1]!.data.id, role: 'assistant', content: 'Hello, world', parent_id: events[0]!.data.id, is_processing: false, is_incomplete: false, model: 'local-assistant' });

    const stored = await messagesOf(conversation.id);
    expect(stored.map((m) => [m.role, m.content, m.is_processing])).toEqual([['user', 'Hi there', false], ['assistant', 'Hello, world', false]]);
    // local-assistant: 0.01 per 1k input, 0.02 per 1k output → 1000 in + 2000 out = 0.05 credits.
    const library = (await app.inject({ method: 'GET', url: `/api/library/conversations/${conversation.id}`, headers: bearer(session) })).json();
    expect(library).toMatchObject({ title: 'Hi there', cost: 0.05 });
    const account = (await app.inject({ method: 'GET', url: '/api/account', headers: bearer(session) })).json();
    expect(account.workspace.credits).toBeCloseTo(99.95, 6);
    const usage = await app.db.selectFrom('usage').selectAll().where('resource_id', '=', conversation.id).execute();
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ input_tokens: 1000, output_tokens: 2000, byok: false, model: 'local-assistant', provider: 'local' });
  });

  it('continues the latest message by default, follows an explicit parent, and sends the branch to the engine', async () => {
    const conversation = await newConversation();
    const first = parseEvents((await send(conversation.id, { content: 'One' })).body);
    await send(conversation.id, { content: 'Two' });
    const [userTwo] = (await messagesOf(conversation.id)).filter((m) => m.content === 'Two');
    expect(userTwo!.parent_id).toBe(first.at(-1)!.data.id);

    fake.requests.length = 0;
    const edited = parseEvents((await send(conversation.id, { content: 'One, edited', parent_id: null })).body);
    expect(edited[0]!.data.parent_id).toBeNull(); // null: a new root, a sibling of "One"
    const branch = parseEvents((await send(conversation.id, { content: 'Sibling of two', parent_id: first.at(-1)!.data.id })).body);
    expect(branch[0]!.data.parent_id).toBe(first.at(-1)!.data.id);
    expect(fake.requests.at(-1)!.messages.map((turn) => turn.content)).toEqual(['One', 'Hello, world', 'Sibling of two']);
    await send(conversation.id, { content: 'What does this mean?', quote: 'Hello' });
    expect(fake.requests.at(-1)!.messages.at(-1)!.content).toBe('> Hello\n\nWhat does this mean?');
  });

  it('cuts the title from the first message at 80 characters and keeps a title already set', async () => {
    const conversation = await newConversation();
    await send(conversation.id, { content: 'x'.repeat(200) });
    expect((await app.db.selectFrom('conversations').select('title').where('id', '=', conversation.id).executeTakeFirstOrThrow()).title).toBe('x'.repeat(80));
    const named = (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers: bearer(session), payload: { title: 'Named' } })).json();
    await send(named.id, { content: 'Something else' });
    expect((await app.db.selectFrom('conversations').select('title').where('id', '=', named.id).executeTakeFirstOrThrow()).title).toBe('Named');
  });

  it('refuses bad requests with plain JSON errors and stores nothing', async () => {
    const conversation = await newConversation();
    const other = await signUpGuest(app, 'Other');
    const cases: [Promise<{ statusCode: number; json(): any }>, number, RegExp][] = [
      [send(conversation.id, { content: '   ' }), 400, /enter a message/],
      [send(conversation.id, {}), 400, /^Your message is required\.$/],
      [send(conversation.id, { content: 'Hi', model: 'no-such-model' }), 400, /Unknown model/],
      [send(conversation.id, { content: 'Hi', model: 'gpt-4o' }), 400, /not available/],
      [send(conversation.id, { content: 'Hi', parent_id: 'nope' }), 400, /parent_id/],
      [send(conversation.id, { content: 'Hi', assistant_id: 'nope' }), 400, /assistant/],
      [send(conversation.id, { content: 'Hi' }, other), 404, /not found/],
      [send('missing', { content: 'Hi' }), 404, /not found/],
    ];
    for (const [request, status, message] of cases) {
      const response = await request;
      expect(response.statusCode).toBe(status);
      expect(response.json().message).toMatch(message);
    }
    expect(await messagesOf(conversation.id)).toEqual([]);
  });

  it('answers 402 before generating when the workspace has no credit left, storing nothing', async () => {
    const conversation = await newConversation();
    await app.db.insertInto('credit_ledger').values({ id: 'drain-' + session.user.id, workspace_id: session.user.workspace.id, delta: -100, reason: 'test' }).execute();
    fake.requests.length = 0;
    const response = await send(conversation.id, { content: 'Hi' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ message: 'Your workspace has run out of credits. Top up or upgrade your plan to keep going.' });
    expect(await messagesOf(conversation.id)).toEqual([]);
    expect(fake.requests).toHaveLength(0);
  });

  it('records a call made with the workspace key as BYOK, free of charge', async () => {
    await app.db.updateTable('workspaces').set({ openai_api_key: 'sk-workspace' }).where('id', '=', session.user.workspace.id).execute();
    const conversation = await newConversation();
    const events = parseEvents((await send(conversation.id, { content: 'Hi', model: 'gpt-4o' })).body);
    expect(events.at(-1)!.data).toMatchObject({ role: 'assistant', model: 'gpt-4o' });
    expect(fake.keysSeen.at(-1)).toMatchObject({ openai: 'sk-workspace' });
    const usage = await app.db.selectFrom('usage').selectAll().where('resource_id', '=', conversation.id).executeTakeFirstOrThrow();
    expect(usage).toMatchObject({ byok: true, model: 'gpt-4o', provider: 'openai', output_tokens: 2000 });
    expect(Number(usage.cost)).toBe(0);
    const debits = await app.db.selectFrom('credit_ledger').selectAll().where('usage_id', '=', usage.id).execute();
    expect(debits).toEqual([]);
    const account = (await app.inject({ method: 'GET', url: '/api/account', headers: bearer(session) })).json();
    expect(account.workspace.credits).toBe(100);
  });

  it('streams reasoning and tool calls and stores them with the reply', async () => {
    fake.use(async function* () {
      yield { type: 'reasoning', text: 'Thinking' };
      yield { type: 'call', name: 'search_help', arguments: '{"q":"x"}', result: 'found' };
      yield { type: 'token', text: 'Done' };
    });
    const conversation = await newConversation();
    const events = parseEvents((await send(conversation.id, { content: 'Hi' })).body);
    expect(events.map((e) => e.event)).toEqual(['message', 'message', 'reasoning-token', 'call', 'token', 'message']);
    expect(events[3]!.data).toEqual({ name: 'search_help', arguments: '{"q":"x"}', result: 'found' });
    expect(events.at(-1)!.data).toMatchObject({ reasoning: 'Thinking', content: 'Done', call: { name: 'search_help', result: 'found' } });
    // No usage chunk: billed on an estimate of ~4 characters per token rather than not at all.
    const usage = await app.db.selectFrom('usage').selectAll().where('resource_id', '=', conversation.id).executeTakeFirstOrThrow();
    expect(usage.output_tokens).toBeGreaterThan(0);
  });

  it('keeps the partial reply and ends with an error event when the engine fails', async () => {
    fake.use(async function* () {
      yield { type: 'token', text: 'Partial' };
      yield { type: 'token', text: ' answer' };
      throw new Error('The OpenAI reply was interrupted: connection reset');
    });
    const conversation = await newConversation();
    const events = parseEvents((await send(conversation.id, { content: 'Hi' })).body);
    expect(events.map((e) => e.event)).toEqual(['message', 'message', 'token', 'token', 'error']);
    expect(events.at(-1)!.data).toEqual({ message: 'The OpenAI reply was interrupted: connection reset' });
    const reply = (await messagesOf(conversation.id)).find((m) => m.role === 'assistant');
    expect(reply).toMatchObject({ content: 'Partial answer', is_processing: false });
    expect(await app.db.selectFrom('usage').select('id').where('resource_id', '=', conversation.id).execute()).toHaveLength(1);
  });

  it('stores no empty reply when the engine fails before its first token', async () => {
    fake.use(async function* () {
      throw new Error('The OpenAI API key was rejected.');
    });
    const conversation = await newConversation();
    const events = parseEvents((await send(conversation.id, { content: 'Hi' })).body);
    expect(events.map((e) => e.event)).toEqual(['message', 'message', 'error']);
    expect((await messagesOf(conversation.id)).map((m) => m.role)).toEqual(['user']);
  });
});

it('ends the stream with an error when the conversation is deleted mid-reply', async () => {
  const conversation = await newConversation();
  fake.use(async function* () {
    yield { type: 'token', text: 'Before' };
    await app.db.deleteFrom('conversations').where('id', '=', conversation.id).execute();
    await pause(300); // past the write throttle, so the next token tries to save
    yield { type: 'token', text: ' after' };
  });
  const events = parseEvents((await send(conversation.id, { content: 'Hi' })).body);
  expect(events.map((e) => e.event)).toEqual(['message', 'message', 'token', 'error']);
  expect(events.at(-1)!.data).toEqual({ message: 'The reply could not be saved.' });
});

describe('a client that leaves mid-reply', () => {
  it('does not stop the reply: it is generated to the end, stored and billed (Stop is explicit)', async () => {
    let engineSignal: AbortSignal | null = null;
    fake.use(async function* (request) {
      engineSignal = request.signal;
      for (let i = 0; i < 10 && !request.signal.aborted; i++) {
        yield { type: 'token', text: i === 0 ? 'Hello' : '.' };
        await pause(30);
      }
    });
    const conversation = await newConversation();
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    const controller = new AbortController();
    const response = await fetch(`${address}/api/ai/conversations/${conversation.id}/messages`, {
      method: 'POST',
      headers: { ...bearer(session), 'content-type': 'application/json' },
      body: JSON.stringify({ content: 'Tell me a long story' }),
      signal: controller.signal,
    });
    const reader = response.body!.getReader();
    let received = '';
    while (!received.includes('event: token')) received += new TextDecoder().decode((await reader.read()).value);

    const growing = (await messagesOf(conversation.id)).find((m) => m.role === 'assistant');
    expect(growing).toMatchObject({ is_processing: true });

    controller.abort();
    await expect.poll(async () => (await messagesOf(conversation.id)).find((m) => m.role === 'assistant')?.is_processing).toBe(false);
    const reply = (await messagesOf(conversation.id)).find((m) => m.role === 'assistant')!;
    expect(reply).toMatchObject({ content: 'Hello.........', is_incomplete: false });
    expect(engineSignal!.aborted).toBe(false);
    await expect.poll(async () => (await app.db.selectFrom('usage').select('id').where('resource_id', '=', conversation.id).execute()).length).toBe(1);
  });
});

describe('signed-up users', () => {
  it('can chat as well as guests', async () => {
    const user = await signUpUser(app);
    const conversation = await newConversation(user);
    expect((await send(conversation.id, { content: 'Hi' }, user)).statusCode).toBe(200);
  });
});

describe('assistants', () => {
  it('uses the assistant instructions, within what the plan allows', async () => {
    const conversation = await newConversation();
    const allowed = parseEvents((await send(conversation.id, { content: 'Edit this', assistant_id: 'asst-writer' })).body);
    expect(allowed[0]!.data.assistant).toEqual({ id: 'asst-writer' });
    expect(fake.requests.at(-1)!.messages[0]).toMatchObject({ role: 'system' });
    // The free plan lists the assistants it may use; the coder is not one of them.
    const refused = await send(conversation.id, { content: 'Review this', assistant_id: 'asst-coder' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/plan does not include this assistant/);
    expect(await messagesOf(conversation.id)).toHaveLength(2);
  });
});

describe('the message form as multipart', () => {
  const form = (fields: Record<string, string>, file?: { name: string; content: string }) => {
    const boundary = 'atelier-test-boundary';
    const parts = Object.entries(fields).map(([name, value]) => `--${boundary}\r\ncontent-disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`);
    if (file) parts.push(`--${boundary}\r\ncontent-disposition: form-data; name="files[]"; filename="${file.name}"\r\ncontent-type: text/plain\r\n\r\n${file.content}\r\n`);
    return { payload: parts.join('') + `--${boundary}--\r\n`, headers: { ...bearer(session), 'content-type': `multipart/form-data; boundary=${boundary}` } };
  };

  it('accepts the fields like JSON', async () => {
    const conversation = await newConversation();
    const response = await app.inject({ method: 'POST', url: `/api/ai/conversations/${conversation.id}/messages`, ...form({ content: 'From a form', temporary: 'false' }) });
    expect(response.statusCode).toBe(200);
    expect(parseEvents(response.body)[0]!.data).toMatchObject({ role: 'user', content: 'From a form' });
  });

  it('refuses a file type outside SPEC §5 with a clear message and stores nothing (attachments: tests/server/attachments.test.ts)', async () => {
    const conversation = await newConversation();
    const response = await app.inject({ method: 'POST', url: `/api/ai/conversations/${conversation.id}/messages`, ...form({ content: 'See file' }, { name: 'notes.exe', content: 'hello' }) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('This file type is not supported.');
    expect(await messagesOf(conversation.id)).toEqual([]);
  });
});
