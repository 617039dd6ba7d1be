import { afterAll, beforeAll, expect, test } from 'vitest';
import { ChooseBranchMutation, SendFeedbackMutation } from '../../src/gateway/chat/operations';
import { CreateConversationMutation } from '../../src/gateway/chat/operations';
import { ConversationQuery } from '../../src/gateway/library/operations';
import { replyWith } from '../server/helpers/fake-engine';
import { sendMessage, startGateway, type ChatEvent } from './helpers/gateway';

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway(replyWith(['An answer']));
});
afterAll(() => gateway?.close());

const stored = (events: ChatEvent[]) =>
  events.flatMap((event) => (event.__typename === 'ChatMessage' ? [event.message] : []));

test('regenerate and switch: the cache follows the chosen leaf, and a network load reads it from the server', async () => {
  const { client } = await gateway.guestSession();
  const id = (await client.mutation(CreateConversationMutation, { title: 'Branches' }).toPromise()).data!.createConversation.id;
  await client.query(ConversationQuery, { id }).toPromise();
  const [question, first] = stored(await sendMessage(client, { conversationId: id, content: 'Hi' }));
  expect((await client.query(ConversationQuery, { id }, { requestPolicy: 'cache-only' }).toPromise()).data!.conversation!.currentLeafId).toBe(first!.id);

  gateway.engine.use(replyWith(['Another answer']));
  const regenerated = stored(await sendMessage(client, { conversationId: id, content: '', regenerateId: question!.id }));
  // The existing question comes first (no new user message), the new answer last.
  expect(regenerated[0]).toMatchObject({ id: question!.id, role: 'user' });
  const answer = regenerated.at(-1)!;
  expect(answer).toMatchObject({ role: 'assistant', parentId: question!.id, content: 'Another answer' });
  const cached = (await client.query(ConversationQuery, { id }, { requestPolicy: 'cache-only' }).toPromise()).data!.conversation!;
  expect(cached.currentLeafId).toBe(answer.id);

  // Switching comes back with the chosen branch's path, which the cache then holds.
  const chosen = await client.mutation(ChooseBranchMutation, { conversationId: id, leafId: first!.id }).toPromise();
  expect(chosen.data!.chooseBranch).toMatchObject({ id, currentLeafId: first!.id, hasOlderMessages: false });
  expect(chosen.data!.chooseBranch.messages.map((m) => m.content)).toEqual(['Hi', 'An answer']);
  const switched = (await client.query(ConversationQuery, { id }, { requestPolicy: 'cache-only' }).toPromise()).data!.conversation!;
  expect(switched.currentLeafId).toBe(first!.id);
  expect(switched.messages.map((m) => m.content)).toEqual(['Hi', 'An answer']);

  // A network load reads the chosen path only, each message with its siblings for ‹ 1/2 ›.
  const other = await client.query(ConversationQuery, { id }, { requestPolicy: 'network-only' }).toPromise();
  expect(other.data!.conversation!.currentLeafId).toBe(first!.id);
  expect(other.data!.conversation!.messages.map((m) => m.content)).toEqual(['Hi', 'An answer']);
  expect(other.data!.conversation!.messages[1]!.siblingIds).toEqual([first!.id, answer.id]);
});

test('an edit of the first question (root: true) is a new root', async () => {
  const { client } = await gateway.guestSession();
  const id = (await client.mutation(CreateConversationMutation, { title: 'Edit' }).toPromise()).data!.createConversation.id;
  await sendMessage(client, { conversationId: id, content: 'Original' });
  const [edited] = stored(await sendMessage(client, { conversationId: id, content: 'Edited', root: true }));
  expect(edited).toMatchObject({ content: 'Edited', parentId: null });
});

test('feedback and a vanished message', async () => {
  const { client } = await gateway.guestSession();
  const id = (await client.mutation(CreateConversationMutation, { title: 'Feedback' }).toPromise()).data!.createConversation.id;
  const result = await client.mutation(SendFeedbackMutation, { conversationId: id, feedback: 'up' }).toPromise();
  expect(result.data!.sendFeedback).toMatchObject({ message: 'Thank you for feedback.', feedback: 'up' });
  const gone = await client.mutation(ChooseBranchMutation, { conversationId: id, leafId: 'no-such-message' }).toPromise();
  expect(gone.error?.graphQLErrors[0]?.message).toBe('Message not found!');
  expect(gone.error?.graphQLErrors[0]?.extensions).toMatchObject({ status: 404 });
});
