import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newId } from '../../server/lib/ids';
import { bearer, buildTestApp, signUpGuest, type Session } from './helpers/app';
import { replyWith, scriptedEngines } from './helpers/fake-engine';

// Opening a conversation a page of its chosen path at a time: `GET /library/conversations/{id}?limit=`
// answers the conversation with the newest messages of the path the user chose, and
// `GET …/{id}/messages?before=` the messages above one of them, as the reader scrolls up.

let app: FastifyInstance;
let owner: Session;
beforeAll(async () => {
  app = await buildTestApp({ chatEngines: scriptedEngines(replyWith(['Reply'])).engines });
  owner = await signUpGuest(app, 'Owner');
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, who = owner) => app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(who) });

/**
 * A conversation of `length` messages in one chain (m0 … m{length-1}), a second answer to m3
 * ("m3 again", newer than m4, with one message below it) and the chosen leaf at `leaf` (a
 * label, or null). Stored directly: sending 60 messages through the API would only be slower.
 */
async function conversationWith(length: number, leaf: string | null = 'last') {
  const conversation = (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers: bearer(owner), payload: { title: 'Long' } })).json();
  const ids = new Map<string, string>();
  const start = Date.parse('2026-01-01T00:00:00Z');
  const rows = [];
  let parent: string | null = null;
  for (let i = 0; i < length; i++) {
    const id = newId();
    ids.set(`m${i}`, id);
    rows.push({ id, conversation_id: conversation.id, parent_id: parent, role: i % 2 ? 'assistant' : 'user', content: `m${i}`, created_at: new Date(start + i * 1000) });
    parent = id;
  }
  // Regenerated later: a sibling of m4 (same parent m3), then one question below it.
  ids.set('m4 again', newId());
  ids.set('below', newId());
  rows.push({ id: ids.get('m4 again')!, conversation_id: conversation.id, parent_id: ids.get('m3')!, role: 'assistant', content: 'm4 again', created_at: new Date(start + length * 1000) });
  rows.push({ id: ids.get('below')!, conversation_id: conversation.id, parent_id: ids.get('m4 again')!, role: 'user', content: 'below', created_at: new Date(start + length * 1000 + 1000) });
  await app.db.insertInto('messages').values(rows as never).execute();
  const leafId = leaf === 'last' ? ids.get(`m${length - 1}`)! : leaf && ids.get(leaf)!;
  await app.db.updateTable('conversations').set({ current_leaf_id: leafId }).where('id', '=', conversation.id).execute();
  return { id: conversation.id as string, ids };
}

const contents = (messages: { content: string }[]) => messages.map((m) => m.content);
const range = (from: number, to: number) => Array.from({ length: to - from }, (_, i) => `m${from + i}`);

describe('opening a conversation by pages of its chosen path', () => {
  it('answers the conversation with the newest messages of the chosen path, oldest first, and says there are older ones', async () => {
    const { id } = await conversationWith(60);
    const response = await get(`/library/conversations/${id}?limit=25`);
    expect(response.statusCode, response.body).toBe(200);
    const page = response.json();
    expect(page).toMatchObject({ id, title: 'Long', has_older: true });
    expect(contents(page.messages)).toEqual(range(35, 60));
  });

  it('pages up the path with the cursor until its first message, with nothing repeated or missed', async () => {
    const { id } = await conversationWith(60);
    let page = (await get(`/library/conversations/${id}?limit=25`)).json();
    const seen = contents(page.messages);
    let before = page.messages[0].id;
    for (let more = page.has_older; more; ) {
      const older = (await get(`/library/conversations/${id}/messages?before=${before}&limit=25`)).json();
      expect(older.object).toBe('list');
      seen.unshift(...contents(older.data));
      more = older.has_more;
      before = older.data[0]?.id;
      page = older;
    }
    expect(seen).toEqual(range(0, 60));
    expect(contents(page.data)).toEqual(range(0, 10));
  });

  it('follows the chosen branch: the version chosen at a fork and the newest messages below it', async () => {
    const { id, ids } = await conversationWith(8, 'm4 again');
    const page = (await get(`/library/conversations/${id}?limit=40`)).json();
    expect(contents(page.messages)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4 again', 'below']);
    expect(page.has_older).toBe(false);
    // The ‹ 2/3 › switcher: the siblings at the fork, oldest first, on both of them.
    const fork = page.messages.find((m: { content: string }) => m.content === 'm4 again');
    expect(fork.sibling_ids).toEqual([ids.get('m4'), ids.get('m4 again')]);
    expect(page.messages[0].sibling_ids).toEqual([ids.get('m0')]);

    // Switching version moves the path: the other branch, down to its end.
    await app.inject({ method: 'POST', url: `/api/library/conversations/${id}/branch`, headers: bearer(owner), payload: { leaf_id: ids.get('m4') } });
    expect(contents((await get(`/library/conversations/${id}?limit=40`)).json().messages)).toEqual(range(0, 8));
  });

  it('a link to a message opens the path through it, far enough up to include it, whatever branch is chosen', async () => {
    const { id, ids } = await conversationWith(60, 'm4 again');
    const linked = (await get(`/library/conversations/${id}?limit=25&through=${ids.get('m10')}`)).json();
    // From the linked message down to the path's end (the 25 asked for would stop short of it).
    expect(contents(linked.messages)).toEqual(range(10, 60));
    expect(linked.has_older).toBe(true);
    expect(linked.current_leaf_id).toBe(ids.get('m4 again'));
    // A message of another conversation is no link here: the chosen path.
    const other = await conversationWith(6);
    const ignored = (await get(`/library/conversations/${id}?limit=25&through=${other.ids.get('m2')}`)).json();
    expect(contents(ignored.messages)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4 again', 'below']);
  });

  it('without a chosen leaf follows the newest message at each step; an empty conversation has no messages', async () => {
    const { id } = await conversationWith(8, null);
    expect(contents((await get(`/library/conversations/${id}?limit=40`)).json().messages)).toEqual(['m0', 'm1', 'm2', 'm3', 'm4 again', 'below']);
    const empty = (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers: bearer(owner), payload: {} })).json();
    expect((await get(`/library/conversations/${empty.id}?limit=40`)).json()).toMatchObject({ messages: [], has_older: false });
    expect((await get(`/library/conversations/${empty.id}/messages`)).json()).toEqual({ object: 'list', data: [], has_more: false });
  });

  it('without a cursor the messages route answers the newest page; above the first message there is nothing', async () => {
    const { id, ids } = await conversationWith(30);
    const newest = (await get(`/library/conversations/${id}/messages?limit=5`)).json();
    expect(contents(newest.data)).toEqual(range(25, 30));
    expect(newest.has_more).toBe(true);
    expect((await get(`/library/conversations/${id}/messages?before=${ids.get('m0')}`)).json()).toEqual({ object: 'list', data: [], has_more: false });
  });

  it('still answers every message of every branch when no limit is asked (the REST contract as it was)', async () => {
    const { id } = await conversationWith(8);
    const all = (await get(`/library/conversations/${id}`)).json();
    expect(all.messages).toHaveLength(10);
    expect(all.has_older).toBeUndefined();
  });

  it('refuses a cursor that is not a message of this conversation with a clear 400', async () => {
    const { id } = await conversationWith(6);
    const other = await conversationWith(6);
    for (const before of ['no-such-message', other.ids.get('m3')!]) {
      const response = await get(`/library/conversations/${id}/messages?before=${before}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'before does not name a message of this conversation.' });
    }
    expect((await get(`/library/conversations/${id}/messages?limit=0`)).statusCode).toBe(400);
    expect((await get(`/library/conversations/${id}?limit=5000`)).statusCode).toBe(400);
  });

  it("answers 404 for another workspace's conversation on both reads, and for one that does not exist", async () => {
    const { id, ids } = await conversationWith(6);
    const intruder = await signUpGuest(app, 'Intruder');
    for (const url of [`/library/conversations/${id}?limit=5`, `/library/conversations/${id}/messages?before=${ids.get('m3')}`, `/library/conversations/nope/messages`]) {
      const response = await get(url, url.includes('nope') ? owner : intruder);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toEqual({ message: 'Conversation not found.' });
    }
  });
});
