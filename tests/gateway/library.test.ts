import { afterAll, beforeAll, expect, test } from 'vitest';
import { CreateConversationMutation } from '../../src/gateway/chat/operations';
import { ConversationQuery } from '../../src/gateway/library/operations';
import { ConversationsQuery, DeleteConversationMutation, RenameConversationMutation, SearchConversationsQuery } from '../../src/gateway/history/operations';
import type { ConversationsQueryVariables } from '../../src/gateway/generated/graphql';
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

test('each page is its own query, read once; a page says whether more follow', async () => {
  const { client, requests } = await sessionWithConversations(7);
  const first = (await client.query(ConversationsQuery, { limit: 3 }).toPromise()).data!.conversations;
  expect([titles(first), first.hasMore]).toEqual([['Chat 7', 'Chat 6', 'Chat 5'], true]);

  const second = (await client.query(ConversationsQuery, { limit: 3, startingAfter: first.items.at(-1)!.id }).toPromise()).data!.conversations;
  expect([titles(second), second.hasMore]).toEqual([['Chat 4', 'Chat 3', 'Chat 2'], true]);

  const third = (await client.query(ConversationsQuery, { limit: 3, startingAfter: second.items.at(-1)!.id }).toPromise()).data!.conversations;
  expect([titles(third), third.hasMore]).toEqual([['Chat 1'], false]);
  expect(requests).toHaveLength(3);

  // Each page again, from the cache.
  const again = (await client.query(ConversationsQuery, { limit: 3 }, { requestPolicy: 'cache-only' }).toPromise()).data!.conversations;
  expect(titles(again)).toEqual(['Chat 7', 'Chat 6', 'Chat 5']);
  const secondAgain = (await client.query(ConversationsQuery, { limit: 3, startingAfter: first.items.at(-1)!.id }, { requestPolicy: 'cache-only' }).toPromise()).data!;
  expect(titles(secondAgain.conversations)).toEqual(['Chat 4', 'Chat 3', 'Chat 2']);
});

test('a created conversation tops every cached newest-first first page; a first page in another order is read again', async () => {
  const { client, requests } = await sessionWithConversations(3);
  const first = (await client.query(ConversationsQuery, {}).toPromise()).data!.conversations;
  await client.query(ConversationsQuery, { limit: 2 }).toPromise();
  await client.query(ConversationsQuery, { limit: 2, startingAfter: first.items[1]!.id }).toPromise();
  await client.query(ConversationsQuery, { sort: 'oldest' }).toPromise();
  await client.mutation(CreateConversationMutation, { title: 'Brand new' }).toPromise();
  const cached = async (variables: ConversationsQueryVariables) =>
    titles((await client.query(ConversationsQuery, variables, { requestPolicy: 'cache-only' }).toPromise()).data!.conversations);
  expect(await cached({})).toEqual(['Brand new', 'Chat 3', 'Chat 2', 'Chat 1']);
  expect(await cached({ limit: 2 })).toEqual(['Brand new', 'Chat 3', 'Chat 2']);
  expect(await cached({ limit: 2, startingAfter: first.items[1]!.id })).toEqual(['Chat 1']);
  // Four pages read, then only the creation: nothing is asked again.
  expect(requests).toHaveLength(5);
  expect(requests.at(-1)).toBe('POST /api/ai/conversations');
  // Oldest first, its place is at the end, which only the server knows: that page is forgotten
  // and the next reading asks the server.
  expect((await client.query(ConversationsQuery, { sort: 'oldest' }, { requestPolicy: 'cache-only' }).toPromise()).data).toBeNull();
  expect(titles((await client.query(ConversationsQuery, { sort: 'oldest' }).toPromise()).data!.conversations)).toEqual(['Chat 1', 'Chat 2', 'Chat 3', 'Brand new']);
  expect(requests).toHaveLength(6);
});

test('a rename changes its one record; a delete takes it out of every page and of searches, and it reads as null', async () => {
  const { client } = await sessionWithConversations(5);
  const first = (await client.query(ConversationsQuery, { limit: 2 }).toPromise()).data!.conversations;
  const [newest, second] = first.items;
  await client.query(ConversationsQuery, { limit: 2, startingAfter: second.id }).toPromise();
  await client.query(SearchConversationsQuery, { query: 'Chat' }).toPromise();

  await client.mutation(RenameConversationMutation, { id: newest.id, title: 'Renamed' }).toPromise();
  const deleted = await client.mutation(DeleteConversationMutation, { id: second.id }).toPromise();
  expect(deleted.data!.deleteConversation).toBe(second.id);

  const page = async (startingAfter: string | null) =>
    titles((await client.query(ConversationsQuery, { limit: 2, startingAfter }, { requestPolicy: 'cache-only' }).toPromise()).data!.conversations);
  expect(await page(null)).toEqual(['Renamed']);
  // The page after the deleted one is still read by its cursor.
  expect(await page(second.id)).toEqual(['Chat 3', 'Chat 2']);
  const found = (await client.query(SearchConversationsQuery, { query: 'Chat' }, { requestPolicy: 'cache-only' }).toPromise()).data!.searchConversations;
  expect(titles(found)).toEqual(['Renamed', 'Chat 3', 'Chat 2', 'Chat 1']);

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
