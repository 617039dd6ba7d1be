import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../server/app';
import { tooManyTemplates } from '../../contract/tool-limits';
import { outOfCredits } from '../../server/billing/credits';
import { changeFeedOf } from '../../server/db/changes';
import { documentPageKey } from '../../server/writer/documents';
import { codeDocuments, writerDocuments } from '../../server/writer/kinds';
import { bearer, buildTestApp, signUpUser, type Session } from './helpers/app';
import { collectEvents } from './helpers/event-stream';
import { pause, replyWith, scriptedEngines, type Script } from './helpers/fake-engine';
import { parseEvents, type ServerEvent } from './helpers/sse';

// The writer against the real server and database (PGlite, or PostgreSQL with
// TEST_DATABASE_URL): a completion streamed into a document as a live job (stored, stopped,
// re-attached to, billed once), the library's list, count, rename, status and delete, the
// credits and the free plan's templates. The offline assistant's own documents: writer-offline.test.ts.

/** Tokens every `ms` until the engine is told to stop (or `count` tokens). */
const slowTokens = (ms: number, count = 1000): Script =>
  async function* (request) {
    for (let i = 0; i < count && !request.signal.aborted; i++) {
      yield { type: 'token', text: `w${i} ` };
      await pause(ms);
    }
  };

const fake = scriptedEngines(replyWith(['# Title', '\n\nBody.']));
let app: FastifyInstance;
let address: string;
beforeAll(async () => {
  app = await buildTestApp({ chatEngines: fake.engines });
  address = await app.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await app.close();
});

const blogPost = { fields: { topic: 'tea' } };
const post = (session: Session, url: string, payload: unknown) => app.inject({ method: 'POST', url: `/api${url}`, headers: bearer(session), payload: payload as object });
const get = (session: Session, url: string) => app.inject({ method: 'GET', url: `/api${url}`, headers: bearer(session) });
const remove = (session: Session, url: string) => app.inject({ method: 'DELETE', url: `/api${url}`, headers: bearer(session) });
/** A completion written to its end: its events. */
const write = async (session: Session, url = '/ai/completions/preset-blog-post', payload: unknown = blogPost) => parseEvents((await post(session, url, payload)).body);
const stored = (events: ServerEvent[]) => events.at(-1)!.data;

async function footprint(session: Session) {
  const workspaceId = session.user.workspace.id;
  const rows = async (table: 'documents' | 'code_documents' | 'usage' | 'credit_ledger') =>
    (await app.db.selectFrom(table).select('id').where('workspace_id', '=', workspaceId).execute()).length;
  return { documents: await rows('documents'), codeDocuments: await rows('code_documents'), usage: await rows('usage'), ledger: await rows('credit_ledger') };
}

/** A text/event-stream read as it arrives, over real HTTP. */
async function openStream(session: Session, path: string, body?: unknown) {
  const controller = new AbortController();
  const response = await fetch(`${address}/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { ...bearer(session), ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: controller.signal,
  });
  const events: ServerEvent[] = [];
  const reading = collectEvents(response, events);
  return {
    status: response.status,
    events,
    until: (test: (events: ServerEvent[]) => boolean) => expect.poll(() => test(events), { interval: 10 }).toBe(true),
    finished: () => reading,
    leave: () => controller.abort(),
  };
}
const tokens = (events: ServerEvent[]) => events.filter((e) => e.event === 'token').length;

describe('POST /api/ai/completions/{presetId}', () => {
  it('streams the placeholder document, its tokens and the stored document, billed once', async () => {
    fake.use(replyWith(['# Tea', '\n\nA warm drink.'], { inputTokens: 1000, outputTokens: 2000 }));
    const owner = await signUpUser(app);
    const events = await write(owner);
    expect(events.map((e) => e.event)).toEqual(['document', 'token', 'token', 'document']);
    expect(events[0]!.data).toMatchObject({ is_processing: true, content: '', title: 'Blog post: tea', preset_id: 'preset-blog-post' });
    const document = stored(events);
    expect(document).toMatchObject({
      id: events[0]!.data.id,
      title: 'Blog post: tea',
      content: '# Tea\n\nA warm drink.',
      params: { preset_id: 'preset-blog-post', fields: { topic: 'tea' }, prompt: '', model: 'local-assistant' },
      status: 1,
      output_file: null,
      is_processing: false,
      is_incomplete: false,
    });
    expect((await get(owner, `/library/documents/${document.id}`)).json()).toEqual(document);
    // What the model read: the filled template after the writer's instructions.
    expect(fake.requests.at(-1)!.messages.at(-1)).toEqual({ role: 'user', content: 'Write a blog post about tea.' });
    expect(fake.requests.at(-1)!.task).toMatchObject({ kind: 'document', fields: { topic: 'tea' } });
    const usage = await app.db.selectFrom('usage').selectAll().where('resource_id', '=', document.id).execute();
    expect(usage).toHaveLength(1);
    expect(usage[0]).toMatchObject({ resource_kind: 'document', input_tokens: 1000, output_tokens: 2000 });
    // local-assistant: 0.01 per 1k in, 0.02 per 1k out.
    const debit = await app.db.selectFrom('credit_ledger').select('delta').where('usage_id', '=', usage[0]!.id).execute();
    expect(debit.map((row) => Number(row.delta))).toEqual([-0.05]);
  });

  it('refuses a form with a field left empty, and an unknown preset, storing nothing', async () => {
    const owner = await signUpUser(app);
    const empty = await post(owner, '/ai/completions/preset-email', { fields: { recipient: 'Sam', subject: '  ' } });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ message: 'Please fill in "Subject".' });
    const unknown = await post(owner, '/ai/completions/no-such-preset', blogPost);
    expect(unknown.statusCode).toBe(404);
    expect(await footprint(owner)).toMatchObject({ documents: 0, usage: 0 });
  });

  it('writes from a free prompt on /api/ai/completions/ (and without the slash)', async () => {
    fake.use(replyWith(['Plan']));
    const owner = await signUpUser(app);
    for (const url of ['/ai/completions/', '/ai/completions']) {
      const events = await write(owner, url, { prompt: '  A launch plan  ' });
      expect(stored(events)).toMatchObject({ title: 'A launch plan', content: 'Plan', preset_id: null, params: { prompt: 'A launch plan', fields: {} } });
    }
    expect((await post(owner, '/ai/completions/', { prompt: ' ' })).statusCode).toBe(400);
  });

  it('removes the placeholder when the engine fails before writing anything', async () => {
    fake.use(async function* () {
      yield* [];
      throw new Error('The provider is down.');
    });
    const owner = await signUpUser(app);
    const events = await write(owner);
    expect(events.map((e) => e.event)).toEqual(['document', 'error']);
    expect(events[1]!.data).toEqual({ message: 'The provider is down.' });
    expect((await get(owner, `/library/documents/${events[0]!.data.id}`)).statusCode).toBe(404);
    expect(await footprint(owner)).toMatchObject({ documents: 0, usage: 0 });
  });

  it('keeps what was written when the engine fails midway, marked incomplete and billed', async () => {
    fake.use(async function* () {
      yield { type: 'token', text: 'Half a ' };
      yield { type: 'token', text: 'document' };
      throw new Error('The reply was interrupted.');
    });
    const owner = await signUpUser(app);
    const events = await write(owner);
    expect(events.at(-1)).toEqual({ event: 'error', data: { message: 'The reply was interrupted.' } });
    const document = (await get(owner, `/library/documents/${events[0]!.data.id}`)).json();
    expect(document).toMatchObject({ content: 'Half a document', is_processing: false, is_incomplete: true });
    expect(await footprint(owner)).toMatchObject({ documents: 1, usage: 1 });
  });

  it('refuses a workspace out of credits with the chat\'s error before anything starts', async () => {
    const owner = await signUpUser(app);
    await app.db.insertInto('credit_ledger').values({ id: `drain-${owner.user.id}`, workspace_id: owner.user.workspace.id, delta: -1_000_000, reason: 'test' }).execute();
    const before = await footprint(owner);
    for (const [url, payload] of [['/ai/completions/preset-blog-post', blogPost], ['/ai/completions/code', { prompt: 'fizzbuzz' }]] as const) {
      const response = await post(owner, url, payload);
      expect(response.statusCode).toBe(402);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: outOfCredits });
    }
    expect(await footprint(owner)).toEqual(before);
  });
});

describe('a document being written', () => {
  it('is stopped on request and keeps its text, billed once', async () => {
    fake.use(slowTokens(20));
    const owner = await signUpUser(app);
    const stream = await openStream(owner, '/ai/completions/preset-blog-post', blogPost);
    await stream.until((events) => tokens(events) >= 3);
    const id = stream.events[0]!.data.id;
    const stopped = await post(owner, `/library/documents/${id}/stop`, {});
    expect(stopped.statusCode).toBe(200);
    const document = stopped.json();
    expect(document).toMatchObject({ id, is_processing: false, is_incomplete: false });
    expect(document.content).toMatch(/^w0 w1 w2 /);
    await stream.finished();
    expect(stream.events.at(-1)).toMatchObject({ event: 'document', data: { id, content: document.content } });
    // Stopping again answers the stored document and bills nothing more.
    expect((await post(owner, `/library/documents/${id}/stop`, {})).json()).toEqual(document);
    expect(await app.db.selectFrom('usage').select('id').where('resource_id', '=', id).execute()).toHaveLength(1);
  });

  it('goes on without its request, and a returning tab re-attaches: the text so far, live tokens, the stored document', async () => {
    fake.use(slowTokens(30, 20));
    const owner = await signUpUser(app);
    const first = await openStream(owner, '/ai/completions/preset-blog-post', blogPost);
    await first.until((events) => tokens(events) >= 3);
    const id = first.events[0]!.data.id;
    first.leave(); // the tab reloads
    const again = await openStream(owner, `/library/documents/${id}/stream`);
    expect(again.status).toBe(200);
    await again.finished();
    const [snapshot, ...rest] = again.events;
    expect(snapshot).toMatchObject({ event: 'document', data: { id, is_processing: true } });
    const last = rest.at(-1)!;
    expect(last).toMatchObject({ event: 'document', data: { id, is_processing: false } });
    expect(snapshot!.data.content + rest.filter((e) => e.event === 'token').map((e) => e.data.text).join('')).toBe(last.data.content);
    expect(last.data.content.split(' ').filter(Boolean)).toHaveLength(20);
    // Once written, the stream is just the stored document.
    expect(parseEvents((await get(owner, `/library/documents/${id}/stream`)).body)).toEqual([{ event: 'document', data: last.data }]);
    expect(await app.db.selectFrom('usage').select('id').where('resource_id', '=', id).execute()).toHaveLength(1);
  });

  it('is stored marked incomplete, with what was written, when the server shuts down', async () => {
    const other = await buildApp(app.config, { db: app.db, logger: false, chatEngines: scriptedEngines(slowTokens(30)).engines });
    const otherAddress = await other.listen({ port: 0, host: '127.0.0.1' });
    const owner = await signUpUser(app);
    const response = await fetch(`${otherAddress}/api/ai/completions/preset-blog-post`, {
      method: 'POST',
      headers: { ...bearer(owner), 'content-type': 'application/json' },
      body: JSON.stringify(blogPost),
    });
    const reader = response.body!.getReader();
    let received = '';
    while ((received.match(/event: token/g) ?? []).length < 3) received += new TextDecoder().decode((await reader.read()).value);
    await other.close();
    const id = parseEvents(received.slice(0, received.indexOf('\n\n') + 2))[0]!.data.id;
    const document = (await get(owner, `/library/documents/${id}`)).json();
    expect(document).toMatchObject({ is_processing: false, is_incomplete: true });
    expect(document.content).toMatch(/^w0 w1 w2 /);
    expect(await app.db.selectFrom('usage').select('id').where('resource_id', '=', id).execute()).toHaveLength(1);
  });

  it('is stopped when deleted', async () => {
    fake.use(slowTokens(20));
    const owner = await signUpUser(app);
    const stream = await openStream(owner, '/ai/completions/preset-blog-post', blogPost);
    await stream.until((events) => tokens(events) >= 2);
    const id = stream.events[0]!.data.id;
    expect((await remove(owner, `/library/documents/${id}`)).statusCode).toBe(204);
    await stream.finished();
    expect((await get(owner, `/library/documents/${id}`)).statusCode).toBe(404);
  });
});

describe('/api/library/documents', () => {
  it('pages newest first by 25 with starting_after, counts, searches, renames, sets the status and deletes', async () => {
    fake.use(replyWith(['Text']));
    const owner = await signUpUser(app);
    const ids: string[] = [];
    for (let i = 0; i < 27; i++) ids.push(stored(await write(owner, '/ai/completions/', { prompt: `Note ${i}` })).id);
    const first = (await get(owner, '/library/documents')).json();
    expect(first.object).toBe('list');
    expect(first.data.map((d: { id: string }) => d.id)).toEqual(ids.slice(2).reverse());
    const second = (await get(owner, `/library/documents?limit=25&starting_after=${first.data.at(-1).id}`)).json();
    expect(second.data.map((d: { id: string }) => d.id)).toEqual([ids[1], ids[0]]);
    expect((await get(owner, '/library/documents?limit=5&sort=created_at:desc')).json().data).toHaveLength(5);
    expect((await get(owner, '/library/documents/count')).json()).toEqual({ count: 27 });
    expect((await get(owner, '/library/documents/count?query=Note%2026')).json()).toEqual({ count: 1 });

    const renamed = await post(owner, `/library/documents/${ids[0]}`, { title: '  My  plan ' });
    expect(renamed.json()).toMatchObject({ id: ids[0], title: 'My plan', status: 1 });
    expect((await post(owner, `/library/documents/${ids[0]}`, { status: 0 })).json()).toMatchObject({ title: 'My plan', status: 0 });
    expect((await post(owner, `/library/documents/${ids[0]}`, { title: ' ' })).statusCode).toBe(400);
    expect((await post(owner, `/library/documents/${ids[0]}`, { status: 2 })).statusCode).toBe(400);
    expect((await post(owner, `/library/documents/${ids[0]}`, {})).statusCode).toBe(400);

    expect((await remove(owner, `/library/documents/${ids[0]}`)).statusCode).toBe(204);
    expect((await get(owner, `/library/documents/${ids[0]}`)).statusCode).toBe(404);
    expect((await get(owner, '/library/documents/count')).json()).toEqual({ count: 26 });
    // Its usage stays: it is the billing record.
    expect(await app.db.selectFrom('usage').select('id').where('resource_id', '=', ids[0]!).execute()).toHaveLength(1);
  });

  it('answers 404 to another workspace, and leaves its document as it was', async () => {
    fake.use(replyWith(['Secret']));
    const owner = await signUpUser(app);
    const intruder = await signUpUser(app);
    const { id } = stored(await write(owner));
    for (const [method, url] of [['GET', ''], ['POST', ''], ['DELETE', ''], ['GET', '/stream'], ['POST', '/stop']] as const) {
      const response = await app.inject({ method, url: `/api/library/documents/${id}${url}`, headers: bearer(intruder), ...(method === 'POST' ? { payload: { title: 'Mine', status: 0 } } : {}) });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
    }
    expect((await get(intruder, '/library/documents')).json().data).toEqual([]);
    expect((await get(owner, `/library/documents/${id}`)).json()).toMatchObject({ title: 'Blog post: tea', status: 1, content: 'Secret' });
    // A document's id names no code document.
    expect((await get(owner, `/library/code-documents/${id}`)).statusCode).toBe(404);
  });
});

describe('the list pages kept while a document is written', () => {
  it('announce its creation, a rename and its end, not every save of its growing text', async () => {
    fake.use(slowTokens(20, 60));
    const owner = await signUpUser(app);
    const workspaceId = owner.user.workspace.id;
    let changes = 0;
    const unsubscribe = changeFeedOf(app.db)!.subscribe({ changed: (id) => void (id === workspaceId && changes++), reset: () => {} });
    const kept = (kind = writerDocuments) => app.lists.kept(workspaceId, documentPageKey(kind, {})!) !== undefined;
    const page = async (path = '/library/documents') => (await get(owner, path)).json().data as Array<{ id: string; title: string; content: string; is_processing: boolean }>;
    try {
      const stream = await openStream(owner, '/ai/completions/preset-blog-post', blogPost);
      await stream.until((events) => tokens(events) >= 1);
      const id = stream.events[0]!.data.id as string;
      await expect.poll(() => changes).toBeGreaterThan(0);
      expect((await page()).map((doc) => [doc.id, doc.is_processing])).toEqual([[id, true]]);
      await page('/library/code-documents');
      expect(kept()).toBe(true);
      const created = changes;

      // Saves of the growing text (every 250 ms or sooner) and heartbeats: no news, the pages stay kept.
      await stream.until((events) => tokens(events) >= 40);
      const saved = await app.db.selectFrom('documents').select('content').where('id', '=', id).executeTakeFirstOrThrow();
      expect(saved.content.length).toBeGreaterThan(0);
      expect(changes).toBe(created);
      expect(kept()).toBe(true);
      expect(kept(codeDocuments)).toBe(true);

      // A rename while it is written is news: the next read shows it.
      expect((await post(owner, `/library/documents/${id}`, { title: 'Renamed' })).statusCode).toBe(200);
      await expect.poll(() => changes).toBeGreaterThan(created);
      expect((await page())[0]!.title).toBe('Renamed');
      const renamed = changes;

      // Its end is news too: the next read has the whole text, no longer being written.
      await stream.finished();
      await expect.poll(() => changes).toBeGreaterThan(renamed);
      const [done] = await page();
      expect(done).toMatchObject({ id, title: 'Renamed', is_processing: false });
      expect(done!.content.trim().split(' ')).toHaveLength(60);
    } finally {
      unsubscribe();
    }
  });
});

describe('the free plan', () => {
  it('writes with at most 3 templates: a 4th is refused, the 3 stay open, and deleting a template\'s documents frees its place', async () => {
    fake.use(replyWith(['Text']));
    const owner = await signUpUser(app);
    const forms: Record<string, unknown> = {
      'preset-blog-post': { fields: { topic: 'tea' } },
      'preset-tweet': { fields: { topic: 'tea' } },
      'preset-ad-copy': { fields: { product: 'tea' } },
      'preset-summary': { fields: { text: 'Tea is good.' } },
    };
    const [a, b, c, d] = Object.keys(forms) as [string, string, string, string];
    const firstOfA = stored(await write(owner, `/ai/completions/${a}`, forms[a]));
    for (const preset of [b, c, a]) expect(stored(await write(owner, `/ai/completions/${preset}`, forms[preset])).preset_id).toBe(preset);
    const before = await footprint(owner);
    const fourth = await post(owner, `/ai/completions/${d}`, forms[d]);
    expect(fourth.statusCode).toBe(403);
    expect(fourth.json()).toEqual({ message: tooManyTemplates });
    expect(await footprint(owner)).toEqual(before);
    // No template: a free prompt and the coder are not counted.
    expect(stored(await write(owner, '/ai/completions/', { prompt: 'Anything' })).preset_id).toBeNull();
    expect(stored(await write(owner, '/ai/completions/code', { prompt: 'fizzbuzz' })).id).toEqual(expect.any(String));
    // Both documents written with `a` deleted: its place is free.
    const ofA = (await get(owner, '/library/documents?limit=100')).json().data.filter((doc: { preset_id: string }) => doc.preset_id === a);
    expect(ofA.map((doc: { id: string }) => doc.id)).toContain(firstOfA.id);
    for (const doc of ofA) await remove(owner, `/library/documents/${doc.id}`);
    expect(stored(await write(owner, `/ai/completions/${d}`, forms[d])).preset_id).toBe(d);
    expect((await post(owner, `/ai/completions/${a}`, forms[a])).statusCode).toBe(403);
  });

  it('holds when completions with new templates arrive at once: only one takes the last place', async () => {
    fake.use(replyWith(['Text']));
    const owner = await signUpUser(app);
    for (const [preset, fields] of [['preset-blog-post', { topic: 'a' }], ['preset-tweet', { topic: 'b' }]] as const) {
      expect(stored(await write(owner, `/ai/completions/${preset}`, { fields })).preset_id).toBe(preset);
    }
    // Two places used, one left: four new templates asked for in parallel.
    const asked = [
      ['preset-ad-copy', { product: 'c' }],
      ['preset-summary', { text: 'd' }],
      ['preset-code-review', { code: 'e' }],
      ['preset-email', { recipient: 'f', subject: 'g' }],
    ] as const;
    // Every one of them read the rule (2 in use) before any stores its document: the window a
    // real race needs, held open so the test does not depend on timing.
    const { writer } = app.services;
    const begin = writer.begin;
    let checked = 0;
    let allChecked!: () => void;
    const released = new Promise<void>((resolve) => (allChecked = resolve));
    writer.begin = async (completion) => {
      if (++checked === asked.length) allChecked();
      await released;
      return begin(completion);
    };
    const answers = await Promise.all(asked.map(([preset, fields]) => post(owner, `/ai/completions/${preset}`, { fields }))).finally(() => (writer.begin = begin));
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 403, 403, 403]);
    for (const refused of answers.filter((answer) => answer.statusCode === 403)) expect(refused.json()).toEqual({ message: tooManyTemplates });
    const taken = asked[answers.findIndex((answer) => answer.statusCode === 200)][0];
    const documents = (await get(owner, '/library/documents?limit=100')).json().data as Array<{ preset_id: string }>;
    expect(new Set(documents.map((doc) => doc.preset_id))).toEqual(new Set(['preset-blog-post', 'preset-tweet', taken]));
    // The three in use stay open, in parallel too.
    const again = await Promise.all(['preset-blog-post', 'preset-tweet'].map((preset) => post(owner, `/ai/completions/${preset}`, { fields: { topic: 'h' } })));
    expect(again.map((answer) => answer.statusCode)).toEqual([200, 200]);
  });

  it('does not apply on a paid plan', async () => {
    fake.use(replyWith(['Text']));
    const owner = await signUpUser(app);
    await app.db.updateTable('subscriptions').set({ plan_id: 'plan-pro-monthly' }).where('workspace_id', '=', owner.user.workspace.id).execute();
    const presets = [['preset-blog-post', { topic: 'a' }], ['preset-tweet', { topic: 'b' }], ['preset-ad-copy', { product: 'c' }], ['preset-summary', { text: 'd' }]] as const;
    for (const [preset, fields] of presets) expect(stored(await write(owner, `/ai/completions/${preset}`, { fields })).preset_id).toBe(preset);
  });
});
