// The library lists' order and status filter (contract/limits.ts `listSorts`, lib/list-order.ts):
// conversations, documents, code documents and classifications, each asked newest first,
// oldest first and by title A–Z, two at a time, so the cursor has to follow the order; the
// status filter pages and counts the same way. Rows are put in with known times and titles
// (the routes that make them are tested in their own files); every read goes through the routes.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, type Session } from './helpers/app';

const app = await buildTestApp();
afterAll(async () => {
  await app.close();
});

let owner: Session;
// Out of title order on purpose, with a lower-case title that sorts by letter, not by case.
const rows = [
  { id: 'row-b', title: 'banana', minutes: 1, status: 1 },
  { id: 'row-d', title: 'Date', minutes: 2, status: 0 },
  { id: 'row-a', title: 'Apple', minutes: 3, status: 1 },
  { id: 'row-c', title: 'Cherry', minutes: 4, status: 0 },
  { id: 'row-e', title: 'elderberry', minutes: 5, status: 1 },
];
const at = (minutes: number) => new Date(Date.UTC(2026, 0, 1, 12, minutes));
/** What a classification found, as stored: a clean English text. */
const found = {
  flagged: false,
  moderation: { engine: 'local', model: 'word-lists', categories: [] },
  sentiment: { label: 'neutral', compound: 0, positive: 0, neutral: 1, negative: 0, lexicon: 'vader' },
  language: { code: 'en', name: 'English', confidence: 1 },
};

beforeAll(async () => {
  owner = await signUpUser(app);
  const mine = { workspace_id: owner.user.workspace.id, user_id: owner.user.id };
  for (const { id, title, minutes, status } of rows) {
    const stamps = { created_at: at(minutes), updated_at: at(minutes) };
    await app.db.insertInto('conversations').values({ ...mine, ...stamps, id: `conversation-${id}`, title, assistant_id: null }).execute();
    await app.db.insertInto('documents').values({ ...mine, ...stamps, id: `document-${id}`, title, status, preset_id: null, params: JSON.stringify({}), owner: null, heartbeat_at: null }).execute();
    await app.db.insertInto('code_documents').values({ ...mine, ...stamps, id: `code-${id}`, title, status, preset_id: null, params: JSON.stringify({}), owner: null, heartbeat_at: null }).execute();
    await app.db
      .insertInto('classifications')
      .values({ ...mine, ...stamps, id: `classification-${id}`, title, input: title, status, content: JSON.stringify(found) })
      .execute();
  }
});

const lists = [
  { path: '/api/library/conversations', prefix: 'conversation-', status: false },
  { path: '/api/library/documents', prefix: 'document-', status: true },
  { path: '/api/library/code-documents', prefix: 'code-', status: true },
  { path: '/api/library/classifications', prefix: 'classification-', status: true },
];

/** Every page of `path`, two at a time, following `starting_after`; the titles in the order received. */
async function allPages(path: string, query: Record<string, string>) {
  const titles: string[] = [];
  let after: string | undefined;
  for (let page = 0; page < 10; page++) {
    const params = new URLSearchParams({ ...query, limit: '2', ...(after ? { starting_after: after } : {}) });
    const response = await app.inject({ method: 'GET', url: `${path}?${params}`, headers: bearer(owner) });
    expect(response.statusCode, response.body).toBe(200);
    const data: { id: string; title: string }[] = response.json().data;
    titles.push(...data.map((row) => row.title));
    if (data.length < 2) return titles;
    after = data.at(-1)!.id;
  }
  throw new Error('The pages never ended.');
}

describe.each(lists)('GET $path', ({ path, status }) => {
  it('pages newest first by default and with sort=created_at:desc', async () => {
    const newest = ['elderberry', 'Cherry', 'Apple', 'Date', 'banana'];
    expect(await allPages(path, {})).toEqual(newest);
    expect(await allPages(path, { sort: 'created_at:desc' })).toEqual(newest);
  });

  it('pages oldest first with sort=created_at:asc', async () => {
    expect(await allPages(path, { sort: 'created_at:asc' })).toEqual(['banana', 'Date', 'Apple', 'Cherry', 'elderberry']);
  });

  it('pages by title A–Z, whatever the case, with sort=title:asc', async () => {
    expect(await allPages(path, { sort: 'title:asc' })).toEqual(['Apple', 'banana', 'Cherry', 'Date', 'elderberry']);
  });

  it('refuses another order with a 400 naming the sort order', async () => {
    const response = await app.inject({ method: 'GET', url: `${path}?sort=price:asc`, headers: bearer(owner) });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('The sort order must be one of: created_at:desc, created_at:asc, title:asc.');
  });

  it.runIf(status)('filters by status across pages, in the order asked, and counts the same', async () => {
    expect(await allPages(path, { status: '1' })).toEqual(['elderberry', 'Apple', 'banana']);
    expect(await allPages(path, { status: '0', sort: 'title:asc' })).toEqual(['Cherry', 'Date']);
    const count = async (query: string) => (await app.inject({ method: 'GET', url: `${path}/count${query}`, headers: bearer(owner) })).json().count;
    expect(await count('?status=1')).toBe(3);
    expect(await count('?status=0')).toBe(2);
    expect(await count('')).toBe(5);
  });

  it.runIf(status)('refuses a status other than 0 or 1 with a 400 naming the status filter', async () => {
    for (const url of [`${path}?status=2`, `${path}/count?status=active`]) {
      const response = await app.inject({ method: 'GET', url, headers: bearer(owner) });
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toMatch(/^The status filter must be /);
    }
  });

  it('keeps each order and filter apart in the list cache', async () => {
    // Read twice: the second answer of each comes from the cache, under its own key.
    for (let round = 0; round < 2; round++) {
      expect((await allPages(path, { sort: 'created_at:asc' }))[0]).toBe('banana');
      expect((await allPages(path, { sort: 'title:asc' }))[0]).toBe('Apple');
      expect((await allPages(path, {}))[0]).toBe('elderberry');
      if (status) expect(await allPages(path, { status: '0' })).toEqual(['Cherry', 'Date']);
    }
  });
});
