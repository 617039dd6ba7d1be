import { afterAll, beforeAll, expect, test } from 'vitest';
import { CreateConversationMutation } from '../../src/gateway/operations/chat';
import { ConversationQuery } from '../../src/gateway/operations/library';
import type { ChatChunk } from '../../server/engines/types';
import { sendMessage, startGateway } from './helpers/gateway';

// A reply that used a tool carries the call, so the message list can show its chip.
let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway(async function* (): AsyncIterable<ChatChunk> {
    yield { type: 'call', name: 'calculator', arguments: '{"expression":"12*7"}', result: '84' };
    yield { type: 'token', text: '12*7 = **84**' };
    yield { type: 'usage', inputTokens: 10, outputTokens: 5 };
  });
});
afterAll(() => gateway?.close());

test('the stored reply carries its tool call; the stream told it as it happened', async () => {
  const { client } = await gateway.guestSession();
  const id = (await client.mutation(CreateConversationMutation, { title: 'Maths' }).toPromise()).data!.createConversation.id;
  const events = await sendMessage(client, { conversationId: id, content: 'What is 12*7?' });
  expect(events.find((e) => e.__typename === 'ChatCall')).toMatchObject({ name: 'calculator', arguments: '{"expression":"12*7"}', result: '84' });

  const conversation = (await client.query(ConversationQuery, { id }, { requestPolicy: 'network-only' }).toPromise()).data!.conversation!;
  const [question, reply] = conversation.messages;
  expect(question.call).toBeNull();
  expect(reply.call).toMatchObject({ name: 'calculator', arguments: '{"expression":"12*7"}', result: '84' });
});
