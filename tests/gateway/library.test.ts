import { afterAll, beforeAll, expect, test } from 'vitest';
import { CreateConversationMutation } from '../../src/gateway/chat/operations';
import { ConversationQuery } from '../../src/gateway/library/operations';
import { ConversationsQuery, DeleteConversationMutation, RenameConversationMutation } from '../../src/gateway/history/operations';
import { startGateway } from './helpers/gateway';

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());

/** A signed-up guest with `count` conversations, titled "Chat 1" (oldest) … "Chat {count}". */
async function sessionWithConversations(count: number) {
  const session = await gateway.guestSession();
  for (let n = 1; n <= count; n++) await session.rest.post('/ai/conversations', { title: `Chat ${n}` });
  session.requests.length = 0;
  return session;
}

const titles = (page: { items: { title: string | null }[] }) => page.items.map((item) => item.title);

test('loading more merges the pages; a short page ends the list', async () => {
  const { client, requests } = await sessionWithConversations(7);
  const first = (await client.query(ConversationsQuery, { limit: 3 }).toPromise()).data!.conversations;
  expect([titles(first), first.hasMore]).toEqual([['Chat 7', 'Chat 6', 'Chat 5'], true]);

  const second = (await client.query(ConversationsQuery, { limit: 3, startingAfter: first.items.at(-1)!.id }).toPromise()).data!.conversations;
  expect([titles(second), second.hasMore]).toEqual([['Chat 7', 'Chat 6', 'Chat 5', 'Chat 4', 'Chat 3', 'Chat 2'], true]);

  const third = (await client.query(ConversationsQuery, { limit: 3, startingAfter: second.items.at(-1)!.id }).toPromise()).data!.conversations;
  expect([titles(third).length, titles(third).at(-1), third.hasMore]).toEqual([7, 'Chat 1', false]);
  expect(requests).toHaveLength(3);

  // Asking for the first page again answers it alone, from the cache.
  const again = (await client.query(ConversationsQuery, { limit: 3 }, { requestPolicy: 'cache-only' }).toPromise()).data!.conversations;
  expect(titles(again)).toEqual(['Chat 7', 'Chat 6', 'Chat 5']);
});

test('a created conversation is prepended to the cached history', async () => {
  const { client, requests } = await sessionWithConversations(2);
  await client.query(ConversationsQuery, {}).toPromise();
  await client.mutation(CreateConversationMutation, { title: 'Brand new' }).toPromise();
  const history = (await client.query(ConversationsQuery, {}, { requestPolicy: 'cache-only' }).toPromise()).data!.conversations;
  expect(titles(history)).toEqual(['Brand new', 'Chat 2', 'Chat 1']);
  expect(requests).toEqual(['GET /api/library/conversations?limit=25', 'POST /api/ai/conversations']);
});

test('rename updates the cached history; delete removes it and the conversation reads as null', async () => {
  const { client } = await sessionWithConversations(5);
  const first = (await client.query(ConversationsQuery, { limit: 2 }).toPromise()).data!.conversations;
  const [newest, second] = first.items;
  await client.query(ConversationsQuery, { limit: 2, startingAfter: second.id }).toPromise();

  await client.mutation(RenameConversationMutation, { id: newest.id, title: 'Renamed' }).toPromise();
  // The last item of the first page is the cursor of the second page: deleting it must not break the merge.
  const deleted = await client.mutation(DeleteConversationMutation, { id: second.id }).toPromise();
  expect(deleted.data!.deleteConversation).toBe(second.id);

  const history = (await client.query(ConversationsQuery, { limit: 2, startingAfter: second.id }, { requestPolicy: 'cache-only' }).toPromise()).data!
    .conversations;
  expect(titles(history)).toEqual(['Renamed', 'Chat 3', 'Chat 2']);

  // The UI loads more after the last item it shows.
  const more = (await client.query(ConversationsQuery, { limit: 2, startingAfter: history.items.at(-1)!.id }).toPromise()).data!.conversations;
  expect([titles(more), more.hasMore]).toEqual([['Renamed', 'Chat 3', 'Chat 2', 'Chat 1'], false]);

  const gone = await client.query(ConversationQuery, { id: second.id }).toPromise();
  expect(gone.error).toBeUndefined();
  expect(gone.data!.conversation).toBeNull();
});

test('a conversation of another user reads as null', async () => {
  const owner = await sessionWithConversations(1);
  const [mine] = (await owner.rest.get<{ data: { id: string }[] }>('/library/conversations')).data;
  const stranger = await gateway.guestSession('Eve');
  expect((await stranger.client.query(ConversationQuery, { id: mine.id }).toPromise()).data!.conversation).toBeNull();
});
