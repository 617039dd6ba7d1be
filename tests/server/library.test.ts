import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpGuest, type Session } from './helpers/app';
import { replyWith, scriptedEngines } from './helpers/fake-engine';

let app: FastifyInstance;
let session: Session;
const ids: string[] = [];
beforeAll(async () => {
  app = await buildTestApp({ chatEngines: scriptedEngines(replyWith(['Hi'])).engines });
  session = await signUpGuest(app);
  for (let i = 0; i < 30; i++) {
    const response = await app.inject({ method: 'POST', url: '/api/ai/conversations', headers: bearer(session), payload: { title: `Chat ${i}` } });
    ids.push(response.json().id);
  }
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, who = session) => app.inject({ method: 'GET', url, headers: bearer(who) });

describe('conversation library', () => {
  it('pages newest first, 25 at a time, until a short page', async () => {
    const first = (await get('/api/library/conversations')).json();
    expect(first.object).toBe('list');
    expect(first.data).toHaveLength(25);
    expect(first.data.map((c: { id: string }) => c.id)).toEqual([...ids].reverse().slice(0, 25));
    expect(first.data[0]).toEqual({ id: ids[29], title: 'Chat 29', cost: 0, visibility: 0, temporary: false, current_leaf_id: null, created_at: expect.any(String), updated_at: expect.any(String) });
    const second = (await get(`/api/library/conversations?starting_after=${first.data[24].id}`)).json();
    expect(second.data.map((c: { id: string }) => c.id)).toEqual([...ids].reverse().slice(25));
    const small = (await get('/api/library/conversations?limit=2')).json();
    expect(small.data).toHaveLength(2);
  });

  it('refuses a bad limit or an unknown cursor', async () => {
    expect((await get('/api/library/conversations?limit=101')).statusCode).toBe(400);
    expect((await get('/api/library/conversations?limit=0')).statusCode).toBe(400);
    const unknown = await get('/api/library/conversations?starting_after=nope');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().message).toMatch(/starting_after/);
    // Another workspace's conversation is no cursor here either; the oldest one of ours is,
    // and after it comes an empty page.
    const other = await signUpGuest(app, 'Cursor');
    const theirs = (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers: bearer(other), payload: {} })).json();
    expect((await get(`/api/library/conversations?starting_after=${theirs.id}`)).statusCode).toBe(400);
    const end = await get(`/api/library/conversations?starting_after=${ids[0]}`);
    expect(end.statusCode).toBe(200);
    expect(end.json().data).toEqual([]);
  });

  it('gives each conversation in a page what it has cost, as the conversation itself does', async () => {
    const asked = ids[5]!;
    await app.inject({ method: 'POST', url: `/api/ai/conversations/${asked}/messages`, headers: bearer(session), payload: { content: 'What does it cost?' } });
    const one = (await get(`/api/library/conversations/${asked}`)).json();
    expect(one.cost).toBeGreaterThan(0);
    const listed = (await get('/api/library/conversations?limit=100')).json().data as { id: string; cost: number }[];
    expect(listed.find((c) => c.id === asked)!.cost).toBe(one.cost);
    expect(listed.filter((c) => c.id !== asked && ids.includes(c.id)).every((c) => c.cost === 0)).toBe(true);
  });

  it('shows only the caller workspace', async () => {
    const other = await signUpGuest(app, 'Other');
    expect((await get('/api/library/conversations', other)).json().data).toEqual([]);
  });

  it('returns one conversation with its messages, oldest first', async () => {
    await app.inject({ method: 'POST', url: `/api/ai/conversations/${ids[0]}/messages`, headers: bearer(session), payload: { content: 'Question' } });
    const conversation = (await get(`/api/library/conversations/${ids[0]}`)).json();
    expect(conversation.messages.map((m: { role: string; content: string }) => [m.role, m.content])).toEqual([['user', 'Question'], ['assistant', 'Hi']]);
    expect(conversation.cost).toBeGreaterThan(0);
    expect(conversation.messages[1]).toEqual({
      id: expect.any(String), conversation_id: ids[0], parent_id: conversation.messages[0].id, role: 'assistant', content: 'Hi',
      reasoning: '', model: 'local-assistant', assistant: null, quote: null, call: null, calls: [], is_processing: false, is_incomplete: false, attachments: [], created_at: expect.any(String),
    });
  });

  it('renames, refusing an empty title without changing anything', async () => {
    const renamed = await app.inject({ method: 'POST', url: `/api/library/conversations/${ids[1]}`, headers: bearer(session), payload: { title: '  New   name ' } });
    expect(renamed.json()).toMatchObject({ id: ids[1], title: 'New name' });
    const refused = await app.inject({ method: 'POST', url: `/api/library/conversations/${ids[1]}`, headers: bearer(session), payload: { title: ' ' } });
    expect(refused.statusCode).toBe(400);
    expect((await get(`/api/library/conversations/${ids[1]}`)).json().title).toBe('New name');
  });

  it('deletes a conversation with its messages', async () => {
    const removed = await app.inject({ method: 'DELETE', url: `/api/library/conversations/${ids[0]}`, headers: bearer(session) });
    expect(removed.statusCode).toBe(204);
    expect((await get(`/api/library/conversations/${ids[0]}`)).statusCode).toBe(404);
    expect(await app.db.selectFrom('messages').select('id').where('conversation_id', '=', ids[0]!).execute()).toEqual([]);
  });
});
