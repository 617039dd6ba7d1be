import { afterAll, beforeAll, expect, test } from 'vitest';
import { CreateConversationMutation } from '../../src/gateway/chat/operations';
import { ConversationQuery } from '../../src/gateway/library/operations';
import { OlderMessagesQuery } from '../../src/gateway/history/operations';
import { refreshConversation } from '../../src/machines/chat/chatActors';
import { newId } from '../../server/lib/ids';
import { sendMessage, startGateway } from './helpers/gateway';

// A conversation read a page of its path at a time through the gateway: graphcache puts each
// older page in front of the loaded messages, keeps them through a refresh, and a message
// stored while a reply streams joins the end.

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway();
});
afterAll(() => gateway?.close());

test('one request opens the newest page; older pages merge in front and survive a refresh and a new turn', async () => {
  const { client, requests } = await gateway.guestSession();
  const id = (await client.mutation(CreateConversationMutation, { title: 'Long' }).toPromise()).data!.createConversation.id;
  // 90 messages in one chain, stored directly.
  const start = Date.parse('2026-01-01T00:00:00Z');
  const rows = [];
  let parent: string | null = null;
  for (let i = 0; i < 90; i++) {
    const messageId = newId();
    rows.push({ id: messageId, conversation_id: id, parent_id: parent, role: i % 2 ? 'assistant' : 'user', content: `m${i}`, created_at: new Date(start + i * 1000) });
    parent = messageId;
  }
  await gateway.app.db.insertInto('messages').values(rows as never).execute();
  await gateway.app.db.updateTable('conversations').set({ current_leaf_id: parent }).where('id', '=', id).execute();
  const loaded = async () => (await client.query(ConversationQuery, { id }, { requestPolicy: 'cache-only' }).toPromise()).data!.conversation!;

  requests.length = 0;
  const opened = (await client.query(ConversationQuery, { id }, { requestPolicy: 'network-only' }).toPromise()).data!.conversation!;
  expect(requests).toEqual([`GET /api/library/conversations/${id}?limit=40`]);
  expect(opened.messages.map((m) => m.content)).toEqual(rows.slice(50).map((r) => r.content));
  expect(opened.hasOlderMessages).toBe(true);

  for (const [before, count, more] of [[opened.messages[0]!.id, 80, true], [rows[10]!.id, 90, false]] as const) {
    await client.query(OlderMessagesQuery, { conversationId: id, before }, { requestPolicy: 'network-only' }).toPromise();
    const merged = await loaded();
    expect(merged.messages.map((m) => m.content)).toEqual(rows.slice(90 - count).map((r) => r.content));
    expect(merged.hasOlderMessages).toBe(more);
  }

  // A refresh reads as many as are loaded: nothing the reader scrolled up to goes.
  await refreshConversation(client, id);
  expect((await loaded()).messages).toHaveLength(90);

  // A new turn: its question and answer join the end, in the order they were stored.
  await sendMessage(client, { conversationId: id, content: 'And now?', parentId: parent });
  const after = await loaded();
  expect(after.messages).toHaveLength(92);
  expect(after.messages.at(-2)!.content).toBe('And now?');
  expect(after.messages[0]!.content).toBe('m0');
});
