import { afterAll, beforeAll, expect, test } from 'vitest';
import { CreateConversationMutation } from '../../src/gateway/chat/operations';
import { SearchConversationsQuery } from '../../src/gateway/history/operations';
import { ConversationsQuery } from '../../src/gateway/history/operations';
import { SetConversationVisibilityMutation, SharedConversationQuery } from '../../src/gateway/library/operations';
import { sendMessage, startGateway } from './helpers/gateway';

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());

test('sharing: visibility through the gateway; the shared conversation for a logged-out tab; null once withdrawn', async () => {
  const owner = await gateway.guestSession('Owner');
  const { id } = (await owner.client.mutation(CreateConversationMutation, { title: 'Shared plans' }).toPromise()).data!.createConversation;
  await sendMessage(owner.client, { conversationId: id, content: 'Plan a picnic' });

  const shared = await owner.client.mutation(SetConversationVisibilityMutation, { id, visibility: 2 }).toPromise();
  expect(shared.data?.setConversationVisibility).toMatchObject({ id, visibility: 2 });

  const visitor = gateway.session();
  const page = (await visitor.client.query(SharedConversationQuery, { id }).toPromise()).data!.sharedConversation!;
  expect(page.title).toBe('Shared plans');
  expect(page.messages.map((m) => [m.role, m.content])).toEqual([
    ['user', 'Plan a picnic'],
    ['assistant', 'Hello, world'],
  ]);

  await owner.client.mutation(SetConversationVisibilityMutation, { id, visibility: 0 }).toPromise();
  const gone = await visitor.client.query(SharedConversationQuery, { id }, { requestPolicy: 'network-only' }).toPromise();
  expect(gone.error).toBeUndefined();
  expect(gone.data?.sharedConversation).toBeNull();
});

test('continuing a shared conversation streams cloning and redirect to the copy', async () => {
  const owner = await gateway.guestSession('Owner');
  const { id } = (await owner.client.mutation(CreateConversationMutation, { title: 'Original' }).toPromise()).data!.createConversation;
  await sendMessage(owner.client, { conversationId: id, content: 'First' });
  await owner.client.mutation(SetConversationVisibilityMutation, { id, visibility: 2 }).toPromise();

  const viewer = await gateway.guestSession('Viewer');
  const events = await sendMessage(viewer.client, { conversationId: id, content: 'Second' });
  const [cloning, redirect] = events;
  expect(cloning).toMatchObject({ __typename: 'ChatCloning', conversationId: expect.any(String) });
  const copyId = (cloning as { conversationId: string }).conversationId;
  expect(redirect).toEqual({ __typename: 'ChatRedirect', path: `/${copyId}` });
  expect(events.at(-1)).toMatchObject({ __typename: 'ChatMessage', message: { role: 'assistant', conversationId: copyId } });
});

test('history search pages through matching conversations only, apart from the plain history', async () => {
  const session = await gateway.guestSession();
  for (const title of ['Apple pie', 'Banana bread', 'Apple crumble', 'Carrot cake', 'Apple juice']) {
    await session.client.mutation(CreateConversationMutation, { title }).toPromise();
  }
  const first = (await session.client.query(SearchConversationsQuery, { query: 'apple', limit: 2 }).toPromise()).data!.searchConversations;
  expect([first.items.map((c) => c.title), first.hasMore]).toEqual([['Apple juice', 'Apple crumble'], true]);
  const more = (await session.client.query(SearchConversationsQuery, { query: 'apple', limit: 2, startingAfter: first.items.at(-1)!.id }).toPromise()).data!
    .searchConversations;
  expect([more.items.map((c) => c.title), more.hasMore]).toEqual([['Apple pie'], false]);

  const plain = (await session.client.query(ConversationsQuery, { limit: 2 }).toPromise()).data!.conversations;
  expect(plain.items.map((c) => c.title)).toEqual(['Apple juice', 'Carrot cake']);
});
