// Attachments through the gateway: browser File objects in the sendMessage variables reach the
// resolver in-process and go to the real server as multipart `files[]`.
import { afterAll, beforeAll, expect, test } from 'vitest';
import { CreateConversationMutation } from '../../src/gateway/chat/operations';
import { ConversationQuery } from '../../src/gateway/library/operations';
import { sendMessage, startGateway, type ChatEvent } from './helpers/gateway';

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());

test('files sent with a message are read for the model and listed on the user message', async () => {
  const { client } = await gateway.guestSession();
  const id = (await client.mutation(CreateConversationMutation, { title: 'Files' }).toPromise()).data!.createConversation.id;
  const file = new File(['The meeting is on Thursday.'], 'minutes.txt', { type: 'text/plain' });

  const events = await sendMessage(client, { conversationId: id, content: 'When is the meeting?', files: [file] });

  const user = events.find((event): event is Extract<ChatEvent, { __typename: 'ChatMessage' }> => event.__typename === 'ChatMessage' && event.message.role === 'user');
  expect(user?.message.attachments).toEqual([{ id: expect.any(String), name: 'minutes.txt', mime: 'text/plain', size: 27 }]);
  expect(gateway.engine.requests.at(-1)!.messages.at(-1)!.content).toContain('<file name="minutes.txt">\nThe meeting is on Thursday.\n</file>');
  const loaded = await client.query(ConversationQuery, { id }, { requestPolicy: 'network-only' }).toPromise();
  expect(loaded.data!.conversation!.messages[0]!.attachments).toMatchObject([{ id: expect.any(String), name: 'minutes.txt', mime: 'text/plain', size: 27 }]);
});

test('a refused file type arrives as a ChatError', async () => {
  const { client } = await gateway.guestSession();
  const id = (await client.mutation(CreateConversationMutation, { title: 'Files' }).toPromise()).data!.createConversation.id;
  const events = await sendMessage(client, { conversationId: id, content: 'Run this', files: [new File(['MZ'], 'tool.exe')] });
  expect(events).toEqual([{ __typename: 'ChatError', error: 'This file type is not supported.', outOfCredits: false }]);
});
