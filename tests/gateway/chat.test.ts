import { afterAll, beforeAll, beforeEach, expect, test, vi } from 'vitest';
import { pipe, subscribe } from 'wonka';
import { CreateConversationMutation, SendMessageSubscription } from '../../src/gateway/chat/operations';
import { ConversationQuery } from '../../src/gateway/library/operations';
import { replyWith, slowReply } from '../server/helpers/fake-engine';
import { sendMessage, startGateway, type ChatEvent } from './helpers/gateway';

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());
beforeEach(() => gateway.engine.use(replyWith(['Hello', ', ', 'world'])));

async function newConversation(client: Awaited<ReturnType<typeof gateway.guestSession>>['client']) {
  const created = await client.mutation(CreateConversationMutation, { title: 'Test' }).toPromise();
  return created.data!.createConversation.id;
}

test('a send streams typed events, and the cache then holds both messages without a refetch', async () => {
  const { client, requests } = await gateway.guestSession();
  const id = await newConversation(client);
  gateway.engine.use(async function* () {
    yield { type: 'reasoning', text: 'Thinking.' };
    yield { type: 'token', text: 'Hello' };
    yield { type: 'call', name: 'search', arguments: '{"q":"x"}', result: 'found' };
    yield { type: 'token', text: ' there' };
  });
  // What the chat screen does on opening a conversation.
  await client.query(ConversationQuery, { id }).toPromise();
  requests.length = 0;

  const events = await sendMessage(client, { conversationId: id, content: 'Hi!' });

  expect(events.map((event) => event.__typename)).toEqual([
    'ChatMessage',
    'ChatMessage',
    'ChatReasoningToken',
    'ChatToken',
    'ToolCall',
    'ChatToken',
    'ChatMessage',
  ]);
  const [userMessage, placeholder, reasoning, token, call, , reply] = events as Extract<ChatEvent, object>[];
  // The reply's placeholder: its id comes before the first token (for Stop and re-attaching).
  expect(placeholder).toMatchObject({ message: { role: 'assistant', content: '', isProcessing: true } });
  expect(userMessage).toMatchObject({ message: { role: 'user', content: 'Hi!', conversationId: id, isProcessing: false } });
  expect(reasoning).toEqual({ __typename: 'ChatReasoningToken', text: 'Thinking.' });
  expect(token).toEqual({ __typename: 'ChatToken', text: 'Hello', count: 1 });
  expect(call).toEqual({ __typename: 'ToolCall', name: 'search', arguments: '{"q":"x"}', result: 'found' });
  expect(reply).toMatchObject({ message: { role: 'assistant', content: 'Hello there', reasoning: 'Thinking.', isProcessing: false } });

  const cached = await client.query(ConversationQuery, { id }, { requestPolicy: 'cache-only' }).toPromise();
  expect(cached.data!.conversation!.messages.map((message) => [message.role, message.content])).toEqual([
    ['user', 'Hi!'],
    ['assistant', 'Hello there'],
  ]);
  expect(requests).toEqual([`POST /api/ai/conversations/${id}/messages`]);
});

test("a reply refused before its first word (a workspace key the provider refuses) leaves the error, not an empty reply", async () => {
  const { client } = await gateway.guestSession();
  const id = await newConversation(client);
  gateway.engine.use(async function* () {
    throw new Error('The OpenAI API key was rejected.');
  });
  await client.query(ConversationQuery, { id }).toPromise();
  const events = await sendMessage(client, { conversationId: id, content: 'Hi!' });
  expect(events.at(-1)).toMatchObject({ __typename: 'ChatError', error: 'The OpenAI API key was rejected.' });
  const cached = await client.query(ConversationQuery, { id }, { requestPolicy: 'cache-only' }).toPromise();
  expect(cached.data!.conversation!.messages.map((message) => [message.role, message.content])).toEqual([['user', 'Hi!']]);
});

test('a new conversation is readable from the cache at once and fills as messages arrive', async () => {
  const { client, requests } = await gateway.guestSession();
  const id = await newConversation(client);
  const empty = await client.query(ConversationQuery, { id }, { requestPolicy: 'cache-only' }).toPromise();
  expect(empty.data!.conversation).toMatchObject({ id, title: 'Test', messages: [] });

  await sendMessage(client, { conversationId: id, content: 'First' });
  const cached = await client.query(ConversationQuery, { id }).toPromise();
  expect(cached.data!.conversation!.messages.map((message) => message.content)).toEqual(['First', 'Hello, world']);
  expect(requests.filter((request) => request.startsWith('GET'))).toEqual([]);
});

test('REST errors before the stream and engine failures arrive as one ChatError event', async () => {
  const { client } = await gateway.guestSession();
  expect(await sendMessage(client, { conversationId: 'no-such-conversation', content: 'Hi' })).toEqual([
    { __typename: 'ChatError', error: 'Conversation not found.', outOfCredits: false },
  ]);
  const id = await newConversation(client);
  expect(await sendMessage(client, { conversationId: id, content: '   ' })).toEqual([{ __typename: 'ChatError', error: 'Please enter a message.', outOfCredits: false }]);

  gateway.engine.use(async function* () {
    yield { type: 'token', text: 'Part' };
    throw new Error('The model is overloaded.');
  });
  const events = await sendMessage(client, { conversationId: id, content: 'Hi' });
  expect(events.map((event) => event.__typename)).toEqual(['ChatMessage', 'ChatMessage', 'ChatToken', 'ChatError']);
  expect(events.at(-1)).toEqual({ __typename: 'ChatError', error: 'The model is overloaded.', outOfCredits: false });
});

test('a send refused for lack of credits (402) is a ChatError that says so, for the link to the plans', async () => {
  const { client } = await gateway.guestSession();
  const id = await newConversation(client);
  const me = await gateway.app.db.selectFrom('workspaces').select('id').orderBy('created_at', 'desc').limit(1).executeTakeFirstOrThrow();
  const rows = await gateway.app.db.selectFrom('credit_ledger').select('delta').where('workspace_id', '=', me.id).execute();
  const balance = rows.reduce((sum, row) => sum + Number(row.delta), 0);
  await gateway.app.db.insertInto('credit_ledger').values({ id: `drain-${me.id}`, workspace_id: me.id, delta: -balance, reason: 'test: drained' }).execute();
  const events = await sendMessage(client, { conversationId: id, content: 'Hi' });
  expect(events).toEqual([expect.objectContaining({ __typename: 'ChatError', outOfCredits: true })]);
});

test('Stop mid-stream (the stop signal, then unsubscribing): the gateway calls the stop route; the server keeps the partial reply', async () => {
  const { client, requests } = await gateway.guestSession();
  const id = await newConversation(client);
  gateway.engine.use(slowReply(1000, 10));

  const tokens: string[] = [];
  const stop = new AbortController();
  const subscription = pipe(
    client.subscription(SendMessageSubscription, { input: { conversationId: id, content: 'Go on forever' } }, { stop: stop.signal }),
    subscribe((result) => {
      const event = result.data?.sendMessage;
      if (event?.__typename === 'ChatToken') tokens.push(event.text);
    }),
  );
  await vi.waitFor(() => expect(tokens.length).toBeGreaterThanOrEqual(3));
  stop.abort();
  subscription.unsubscribe();

  const engineRequest = gateway.engine.requests.at(-1)!;
  await vi.waitFor(() => expect(engineRequest.signal.aborted).toBe(true));
  expect(requests).toContainEqual(expect.stringMatching(new RegExp(`^POST /api/ai/conversations/${id}/messages/[^/]+/stop$`)));
  const received = tokens.join('');
  const reply = await vi.waitFor(async () => {
    const result = await client.query(ConversationQuery, { id }, { requestPolicy: 'network-only' }).toPromise();
    const assistant = result.data!.conversation!.messages.find((message) => message.role === 'assistant');
    expect(assistant?.isProcessing).toBe(false);
    return assistant!;
  });
  // Everything shown was kept; the server may have produced a little more before it noticed.
  expect(reply.content.startsWith(received)).toBe(true);
  expect(reply.content.length).toBeLessThan('t999 '.length * 100);
});

test('Stop right after the user message, before the reply id is known, still stops the reply', async () => {
  const { client, requests } = await gateway.guestSession();
  const id = await newConversation(client);
  gateway.engine.use(slowReply(1000, 10));
  const stop = new AbortController();
  const subscription = pipe(
    client.subscription(SendMessageSubscription, { input: { conversationId: id, content: 'Go on forever' } }, { stop: stop.signal }),
    subscribe((result) => {
      const event = result.data?.sendMessage;
      if (event?.__typename !== 'ChatMessage' || event.message.role !== 'user') return;
      stop.abort();
      subscription.unsubscribe();
    }),
  );
  await vi.waitFor(() => expect(requests).toContainEqual(expect.stringMatching(/\/stop$/)));
  await vi.waitFor(() => expect(gateway.engine.requests.at(-1)!.signal.aborted).toBe(true));
  // The engine is aborted before the stop request stores the reply and answers: wait for the store.
  await vi.waitFor(async () => {
    const stored = await client.query(ConversationQuery, { id }, { requestPolicy: 'network-only' }).toPromise();
    expect(stored.data!.conversation!.messages.find((message) => message.role === 'assistant')?.isProcessing).toBe(false);
  });
});

test('a model that sends thousands of tokens at once reaches the chat as a few events, each counting its tokens', async () => {
  const { client } = await gateway.guestSession();
  const id = await newConversation(client);
  const pieces = Array.from({ length: 2000 }, (_, i) => `w${i} `);
  gateway.engine.use(replyWith(pieces));
  const events = await sendMessage(client, { conversationId: id, content: 'Write a lot' });
  const tokens = events.flatMap((event) => (event.__typename === 'ChatToken' ? [event] : []));
  expect(tokens.map((token) => token.text).join('')).toBe(pieces.join(''));
  expect(tokens.reduce((sum, token) => sum + token.count, 0)).toBe(2000);
  // Each event costs the cache, the machine and a render: a burst is not one per token.
  expect(tokens.length).toBeLessThan(200);
});

test('unsubscribing without Stop (the chat screen unmounted) only detaches: the reply is generated to the end', async () => {
  const { client, requests } = await gateway.guestSession();
  const id = await newConversation(client);
  gateway.engine.use(slowReply(30, 10));
  let tokens = 0;
  const subscription = pipe(
    client.subscription(SendMessageSubscription, { input: { conversationId: id, content: 'Count to thirty' } }),
    subscribe((result) => {
      if (result.data?.sendMessage.__typename === 'ChatToken') tokens++;
      if (tokens === 3) subscription.unsubscribe();
    }),
  );
  const reply = await vi.waitFor(async () => {
    const result = await client.query(ConversationQuery, { id }, { requestPolicy: 'network-only' }).toPromise();
    const assistant = result.data!.conversation!.messages.find((message) => message.role === 'assistant');
    expect(assistant?.isProcessing).toBe(false);
    return assistant!;
    // 30 tokens 10 ms apart: a busy machine (CI's two cores) takes longer than waitFor's default second.
  });
  expect(reply.content.trim().split(' ')).toHaveLength(30);
  expect(gateway.engine.requests.at(-1)!.signal.aborted).toBe(false);
  expect(requests.filter((request) => request.endsWith('/stop'))).toEqual([]);
});
