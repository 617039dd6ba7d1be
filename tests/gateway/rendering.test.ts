import { afterAll, beforeAll, expect, test } from 'vitest';
import { CreateConversationMutation } from '../../src/gateway/chat/operations';
import { ConversationQuery } from '../../src/gateway/library/operations';
import { SetConversationVisibilityMutation, SharedConversationQuery } from '../../src/gateway/library/operations';
import { startFakeOpenAI, type FakeServer } from '../server/helpers/fake-openai';
import { sendMessage, startGateway } from './helpers/gateway';

// A reply that used tools carries every call, so the message list can show a chip for each.
// The model is GPT through the real OpenAI engine, against a fake OpenAI that calls two tools.
let openai: FakeServer;
let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  openai = await startFakeOpenAI({
    toolCalls: [
      { name: 'calculator', arguments: '{"expression":"12*7"}' },
      { name: 'calculator', arguments: '{"expression":"(3+4)^2"}' },
    ],
  });
  gateway = await startGateway(undefined, { env: { OPENAI_API_KEY: 'sk-test', OPENAI_BASE_URL: openai.url } });
});
afterAll(async () => {
  await gateway?.close();
  await openai?.close();
});

// The cache adds __typename; compare the fields a chip shows.
const fields = (list: readonly { name: string; arguments: string | null; result: string | null }[]) =>
  list.map(({ name, arguments: args, result }) => ({ name, arguments: args, result }));

const calls = [
  { name: 'calculator', arguments: '{"expression":"12*7"}', result: '84' },
  { name: 'calculator', arguments: '{"expression":"(3+4)^2"}', result: '49' },
];

test('the stored reply carries all its tool calls in order; the stream told each as it happened', async () => {
  const { client } = await gateway.guestSession();
  const id = (await client.mutation(CreateConversationMutation, { title: 'Maths' }).toPromise()).data!.createConversation.id;
  const events = await sendMessage(client, { conversationId: id, content: 'What are 12*7 and (3+4)^2?', model: 'gpt-4o-mini' });
  expect(events.filter((e) => e.__typename === 'ToolCall').map(({ __typename, ...call }) => call)).toEqual(calls);

  const conversation = (await client.query(ConversationQuery, { id }, { requestPolicy: 'network-only' }).toPromise()).data!.conversation!;
  const [question, reply] = conversation.messages;
  expect(question.calls).toEqual([]);
  expect(fields(reply.calls)).toEqual(calls);
  // `call` stays the last one.
  expect(reply.call).toMatchObject(calls[1]);
});

test('the shared page lists every tool call of a reply', async () => {
  const owner = await gateway.guestSession('Owner');
  const id = (await owner.client.mutation(CreateConversationMutation, { title: 'Shared maths' }).toPromise()).data!.createConversation.id;
  await sendMessage(owner.client, { conversationId: id, content: 'What are 12*7 and (3+4)^2?', model: 'gpt-4o-mini' });
  await owner.client.mutation(SetConversationVisibilityMutation, { id, visibility: 2 }).toPromise();

  const reader = gateway.session();
  const page = (await reader.client.query(SharedConversationQuery, { id }).toPromise()).data!.sharedConversation!;
  expect(fields(page.messages.at(-1)!.calls)).toEqual(calls);
});
