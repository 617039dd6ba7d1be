// History pages kept in memory (server/lib/list-cache.ts) must never show a user less than the
// database holds: every way a page can change is tried after the page was kept, on PGlite and,
// with TEST_DATABASE_URL, on PostgreSQL, where a second server process sharing the database
// must see the first one's writes too.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { loadConfig } from '../../server/config';
import { changeFeedOf } from '../../server/db/changes';
import { createListCache } from '../../server/lib/list-cache';
import { historyPageKey, type ListOptions } from '../../server/library/conversations';
import { bearer, buildTestApp, createTestDatabase, signUpGuest, type Session } from './helpers/app';
import { templateDatabase } from './helpers/pglite-template';

let app: FastifyInstance;
let session: Session;
beforeAll(async () => {
  app = await buildTestApp();
  session = await signUpGuest(app);
});
afterAll(async () => {
  await app.close();
});

const history = async (target = app, who = session, query = '') => {
  const response = await target.inject({ method: 'GET', url: `/api/library/conversations${query}`, headers: bearer(who) });
  expect(response.statusCode).toBe(200);
  return response.json().data as { id: string; title: string; cost: number; visibility: number }[];
};
const newConversation = async (title: string, who = session) =>
  (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers: bearer(who), payload: { title } })).json() as { id: string };
const isKept = (query: ListOptions = {}, who = session) => {
  const key = historyPageKey(query);
  return key !== null && app.lists.kept(who.user.workspace.id, key) !== undefined;
};

describe('the history kept in memory', () => {
  it('keeps a page once read and shows every change to it at once', async () => {
    const first = await newConversation('First');
    expect((await history()).map((c) => c.title)).toEqual(['First']);
    expect(isKept()).toBe(true);

    // A new conversation, a rename, a reply with its cost, sharing, and deleting: each is on the next read.
    const second = await newConversation('Second');
    expect((await history()).map((c) => c.title)).toEqual(['Second', 'First']);
    await app.inject({ method: 'POST', url: `/api/library/conversations/${first.id}`, headers: bearer(session), payload: { title: 'Renamed' } });
    expect((await history()).map((c) => c.title)).toEqual(['Second', 'Renamed']);
    const send = await app.inject({ method: 'POST', url: `/api/ai/conversations/${second.id}/messages`, headers: bearer(session), payload: { content: 'Hello' } });
    expect(send.statusCode).toBe(200);
    const cost = (await app.inject({ method: 'GET', url: `/api/library/conversations/${second.id}`, headers: bearer(session) })).json().cost;
    expect(cost).toBeGreaterThan(0);
    expect((await history()).find((c) => c.id === second.id)!.cost).toBe(cost);
    await app.inject({ method: 'POST', url: `/api/library/conversations/${second.id}/share`, headers: bearer(session), payload: { visibility: 1 } });
    const shared = await app.inject({ method: 'GET', url: `/api/library/conversations/${second.id}`, headers: bearer(session) });
    expect((await history()).find((c) => c.id === second.id)!.visibility).toBe(shared.json().visibility);
    await app.inject({ method: 'DELETE', url: `/api/library/conversations/${first.id}`, headers: bearer(session) });
    expect((await history()).map((c) => c.title)).toEqual(['Second']);
  });

  it('shows a write made straight in the database, by any program', async () => {
    const conversation = await newConversation('Before');
    expect((await history())[0]!.title).toBe('Before');
    await app.db.updateTable('conversations').set({ title: 'Written elsewhere' }).where('id', '=', conversation.id).execute();
    expect((await history())[0]!.title).toBe('Written elsewhere');
  });

  it("keeps one workspace's page when another workspace changes", async () => {
    await history();
    expect(isKept()).toBe(true);
    const other = await signUpGuest(app, 'Other');
    await newConversation('Theirs', other);
    expect(isKept()).toBe(true);
    expect((await history(app, other)).map((c) => c.title)).toEqual(['Theirs']);
  });

  it('never keeps a page read while a change to its workspace was committing', async () => {
    const conversation = await newConversation('Racing');
    const key = 'race';
    const answer = await app.lists.read(session.user.workspace.id, key, async () => {
      const old = JSON.stringify(await history());
      await app.db.updateTable('conversations').set({ title: 'Changed meanwhile' }).where('id', '=', conversation.id).execute();
      return old;
    });
    expect(answer.json).toContain('Racing');
    expect(app.lists.kept(session.user.workspace.id, key)).toBeUndefined();
  });

  it('does not keep searches, and pages of each size and cursor apart', async () => {
    await newConversation('Alpha beta');
    await newConversation('Gamma');
    expect((await history(app, session, '?query=alpha')).map((c) => c.title)).toEqual(['Alpha beta']);
    expect(isKept({ query: 'alpha' })).toBe(false);
    const all = await history();
    const two = await history(app, session, '?limit=2');
    expect(two).toEqual(all.slice(0, 2));
    const after = await history(app, session, `?starting_after=${two[1]!.id}`);
    expect(after).toEqual(all.slice(2));
    expect(isKept({ limit: 2 }) && isKept({ starting_after: two[1]!.id })).toBe(true);
  });

  it('sends a kept page compressed as asked, the same JSON each way', async () => {
    for (let i = 0; i < 12; i++) await newConversation(`A conversation with a longer title, number ${i}`);
    const get = (encoding?: string) =>
      app.inject({ method: 'GET', url: '/api/library/conversations', headers: { ...bearer(session), ...(encoding ? { 'accept-encoding': encoding } : {}) } });
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    for (const [encoding, decode] of [['br', brotliDecompressSync], ['gzip', gunzipSync]] as const) {
      for (let twice = 0; twice < 2; twice++) {
        const response = await get(`${encoding}, deflate`);
        expect(response.headers['content-encoding']).toBe(encoding);
        expect(response.headers.vary).toMatch(/accept-encoding/i);
        expect(response.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        expect(decode(response.rawPayload).toString()).toBe(plain.body);
      }
    }
    // Refused with q=0: sent as it is.
    expect((await get('br;q=0, gzip;q=0')).headers['content-encoding']).toBeUndefined();
  });

  it('keeps nothing with LIST_CACHE_MB=0, and drops the least recently used page past its bound', async () => {
    const off = await buildTestApp({ env: { LIST_CACHE_MB: '0' } });
    try {
      const guest = await signUpGuest(off);
      await off.inject({ method: 'GET', url: '/api/library/conversations', headers: bearer(guest) });
      expect(off.lists.size().pages).toBe(0);
    } finally {
      await off.close();
    }

    const db = await templateDatabase(loadConfig({ DATA_DIR: '.tmp/test-data', JWT_SECRET: 'unused' }));
    try {
      const changes = changeFeedOf(db)!;
      await changes.ready();
      const cache = createListCache(changes, 2500);
      const page = (n: number) => async () => `${n}`.padEnd(1000, ' ');
      for (const key of ['a', 'b']) await cache.read('w', key, page(1));
      expect(cache.kept('w', 'a')).toBeDefined(); // a is now the most recently used
      await cache.read('w', 'c', page(2));
      expect(cache.size()).toEqual({ pages: 2, bytes: 2000 });
      expect(cache.kept('w', 'b')).toBeUndefined();
      expect(cache.kept('w', 'a')).toBeDefined();
    } finally {
      await db.destroy();
    }
  });
});

const postgres = process.env.TEST_DATABASE_URL;
describe.runIf(postgres)('the history kept in memory, with two server processes on one PostgreSQL', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let one: FastifyInstance;
  let two: FastifyInstance;
  beforeAll(async () => {
    database = await createTestDatabase(postgres!);
    const config = loadConfig({ DATABASE_URL: database.url, DATA_DIR: '.tmp/test-data', JWT_SECRET: 'shared-secret', CAPTCHA_MAX_NUMBER: '2000', AUTH_RATE_LIMIT: '100000', LOG_LEVEL: 'silent' });
    one = await buildApp(config, { logger: false });
    two = await buildApp(config, { logger: false });
  });
  afterAll(async () => {
    await one?.close();
    await two?.close();
    await database?.drop();
  });

  /** The other process hears of a change within milliseconds, not at once: asked until it shows, for 5 s at most. */
  async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    const deadline = Date.now() + 5000;
    for (;;) {
      const value = await read();
      if (done(value) || Date.now() > deadline) return value;
      await new Promise((next) => setImmediate(next));
    }
  }

  it("shows one process's writes in the other's kept pages", async () => {
    const guest = await signUpGuest(one);
    const created = (await one.inject({ method: 'POST', url: '/api/ai/conversations', headers: bearer(guest), payload: { title: 'From one' } })).json();
    const titles = async (target: FastifyInstance) => (await history(target, guest)).map((c) => c.title);
    expect(await eventually(() => titles(two), (t) => t.length === 1)).toEqual(['From one']);
    expect(await titles(one)).toEqual(['From one']);
    await two.inject({ method: 'POST', url: `/api/library/conversations/${created.id}`, headers: bearer(guest), payload: { title: 'Renamed by two' } });
    // The writer's own process at once; the other one as soon as the news arrives.
    expect(await titles(two)).toEqual(['Renamed by two']);
    expect(await eventually(() => titles(one), (t) => t[0] === 'Renamed by two')).toEqual(['Renamed by two']);
  });

  it('trusts nothing it kept once its listening connection was lost', async () => {
    const guest = await signUpGuest(one);
    const created = (await one.inject({ method: 'POST', url: '/api/ai/conversations', headers: bearer(guest), payload: { title: 'Kept' } })).json();
    expect((await history(one, guest))[0]!.title).toBe('Kept');
    // Every connection that listens is cut, then a write nobody hears is made.
    const admin = new pg.Client({ connectionString: database.url });
    await admin.connect();
    try {
      await admin.query(`select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and query ilike 'LISTEN atelier_changes%'`);
      await admin.query(`update conversations set title = 'Unheard' where id = $1`, [created.id]);
    } finally {
      await admin.end();
    }
    expect((await eventually(() => history(one, guest), (page) => page[0]?.title === 'Unheard'))[0]!.title).toBe('Unheard');
  });
});
