import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpGuest, signUpUser, type Session } from './helpers/app';
import { replyWith, scriptedEngines } from './helpers/fake-engine';

// Assistants (paged, granted per plan), prompt suggestions, presets and temporary chats.

let app: FastifyInstance;
let free: Session;
beforeAll(async () => {
  app = await buildTestApp({ chatEngines: scriptedEngines(replyWith(['Hi'])).engines });
  free = await signUpGuest(app);
});
afterAll(async () => {
  await app.close();
});

const get = (url: string, who: Session | null = free) => app.inject({ method: 'GET', url, headers: who ? bearer(who) : {} });
type Row = { id: string; granted: boolean };

describe('GET /api/assistants', () => {
  it('lists the seeded assistants with granted following the plan’s config.assistants', async () => {
    const response = await get('/api/assistants');
    expect(response.statusCode).toBe(200);
    const list = response.json();
    expect(list.object).toBe('list');
    expect(list.data[0]).toEqual({
      id: 'asst-general',
      name: 'Atelier',
      expertise: 'General help',
      description: expect.any(String),
      model: null,
      avatar: null,
      granted: true,
    });
    const granted = Object.fromEntries(list.data.map((a: Row) => [a.id, a.granted]));
    // The free plan allows the general assistant and the writer only.
    expect(granted).toMatchObject({ 'asst-general': true, 'asst-writer': true, 'asst-coder': false, 'asst-marketer': false });
  });

  it('grants every assistant on a plan without a list, none to an anonymous caller', async () => {
    const pro = await signUpUser(app);
    await app.db.updateTable('subscriptions').set({ plan_id: 'plan-pro-monthly' }).where('workspace_id', '=', pro.user.workspace.id).execute();
    const all = (await get('/api/assistants', pro)).json().data as Row[];
    expect(all.every((a) => a.granted)).toBe(true);
    const anonymous = (await get('/api/assistants', null)).json().data as Row[];
    expect(anonymous.length).toBe(all.length);
    expect(anonymous.some((a) => a.granted)).toBe(false);
  });

  it('pages 250 at a time until a short page, in catalogue order', async () => {
    const extra = Array.from({ length: 260 }, (_, i) => ({ id: `asst-extra-${String(i).padStart(3, '0')}`, name: `Extra ${i}`, sort: 100 + i }));
    await app.db.insertInto('assistants').values(extra).execute();
    try {
      const ids: string[] = [];
      let after: string | null = null;
      let pages = 0;
      for (;;) {
        const page: Row[] = (await get(`/api/assistants?limit=250${after ? `&starting_after=${after}` : ''}`)).json().data;
        pages += 1;
        ids.push(...page.map((a) => a.id));
        if (page.length < 250) break;
        after = page.at(-1)!.id;
      }
      expect(pages).toBe(2);
      expect(ids).toHaveLength(264);
      expect(new Set(ids).size).toBe(264);
      expect(ids.slice(0, 4)).toEqual(['asst-general', 'asst-writer', 'asst-coder', 'asst-marketer']);
      expect(ids.at(-1)).toBe('asst-extra-259');
    } finally {
      await app.db.deleteFrom('assistants').where('id', 'like', 'asst-extra-%').execute();
    }
  });

  it('refuses a limit over 250 and an unknown cursor', async () => {
    expect((await get('/api/assistants?limit=251')).statusCode).toBe(400);
    expect((await get('/api/assistants?starting_after=nope')).statusCode).toBe(400);
  });

  it('refuses, before anything is stored, a message with an assistant the plan does not include', async () => {
    const conversation = (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers: bearer(free), payload: {} })).json();
    const refused = await app.inject({
      method: 'POST',
      url: `/api/ai/conversations/${conversation.id}/messages`,
      headers: bearer(free),
      payload: { content: 'Hello', assistant_id: 'asst-coder' },
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toMatch(/plan does not include this assistant/);
    const allowed = await app.inject({
      method: 'POST',
      url: `/api/ai/conversations/${conversation.id}/messages`,
      headers: bearer(free),
      payload: { content: 'Hello', assistant_id: 'asst-writer' },
    });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.body).toContain('"assistant":{"id":"asst-writer"}');
  });
});

describe('GET /api/prompts and /api/prompts/{id}', () => {
  it('finds up to 5 prompts whose title, description or text contains the query, for anyone', async () => {
    const found = (await get('/api/prompts?query=PLAN', null)).json();
    expect(found.data.map((p: Row) => p.id)).toEqual(['prompt-plan']);
    expect(found.data[0]).toEqual({ id: 'prompt-plan', title: 'Make a plan', description: 'Break a goal into steps.', image: null, content: expect.any(String) });
    expect((await get('/api/prompts?query=beginner explain')).json().data.map((p: Row) => p.id)).toEqual(['prompt-explain']);
    expect((await get('/api/prompts?query=zzzz')).json().data).toEqual([]);
    expect((await get('/api/prompts?query=%25')).json().data).toEqual([]);
    await app.db
      .insertInto('prompts')
      .values(Array.from({ length: 8 }, (_, i) => ({ id: `prompt-extra-${i}`, title: `Idea ${i}`, content: `Ideas ${i}` })))
      .execute();
    try {
      expect((await get('/api/prompts?query=idea')).json().data).toHaveLength(5);
      expect((await get('/api/prompts?query=idea&limit=2')).json().data).toHaveLength(2);
    } finally {
      await app.db.deleteFrom('prompts').where('id', 'like', 'prompt-extra-%').execute();
    }
  });

  it('opens one prompt publicly, 404 when it does not exist', async () => {
    const prompt = await get('/api/prompts/prompt-help', null);
    expect(prompt.statusCode).toBe(200);
    expect(prompt.json()).toMatchObject({ id: 'prompt-help', title: 'Getting started', content: 'What can I do with Atelier?' });
    const missing = await get('/api/prompts/nope', null);
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toEqual({ message: 'Prompt not found.' });
  });
});

describe('GET /api/presets', () => {
  it('lists active presets, random order on request, limited', async () => {
    const all = (await get('/api/presets', null)).json().data as { id: string; title: string; description: string }[];
    expect(all.length).toBe(6);
    expect(all[0]).toMatchObject({ id: expect.any(String), title: expect.any(String), description: expect.any(String) });
    const random = (await get('/api/presets?limit=3&sort=random')).json().data as Row[];
    expect(random).toHaveLength(3);
    expect(all.map((p) => p.id)).toEqual(expect.arrayContaining(random.map((p) => p.id)));
    const orders = new Set<string>();
    for (let i = 0; i < 20; i++) orders.add(((await get('/api/presets?sort=random')).json().data as Row[]).map((p) => p.id).join());
    expect(orders.size).toBeGreaterThan(1);
    const next = (await get(`/api/presets?limit=2&starting_after=${all[1].id}`)).json().data as Row[];
    expect(next.map((p) => p.id)).toEqual(all.slice(2, 4).map((p) => p.id));
    expect((await get('/api/presets?sort=random&starting_after=x')).statusCode).toBe(400);
    expect((await get('/api/presets?sort=sideways')).statusCode).toBe(400);
  });

  it('keeps one category and the presets whose title or description has every word (the writer’s gallery)', async () => {
    const ids = async (url: string) => ((await get(url, null)).json().data as Row[]).map((p) => p.id);
    expect(await ids('/api/presets?category_id=cat-writing')).toEqual(['preset-blog-post', 'preset-summary']);
    expect(await ids('/api/presets?category_id=cat-writing&limit=1&starting_after=preset-blog-post')).toEqual(['preset-summary']);
    expect(await ids('/api/presets?query=GIST%20long')).toEqual(['preset-summary']);
    expect(await ids('/api/presets?category_id=cat-marketing&query=blog')).toEqual([]);
    const blog = (await get('/api/presets?query=blog', null)).json().data[0];
    expect(blog.category_id).toBe('cat-writing');
  });
});

describe('temporary conversations', () => {
  it('never appear in the history, whether created temporary or made so by a message', async () => {
    const me = await signUpGuest(app);
    const post = (url: string, payload: object) => app.inject({ method: 'POST', url, headers: bearer(me), payload });
    const kept = (await post('/api/ai/conversations', { title: 'Kept' })).json();
    const temporary = await post('/api/ai/conversations', { title: 'Secret', temporary: true });
    expect(temporary.statusCode).toBe(201);
    expect(temporary.json().temporary).toBe(true);
    const later = (await post('/api/ai/conversations', {})).json();
    const sent = await post(`/api/ai/conversations/${later.id}/messages`, { content: 'Off the record', temporary: true });
    expect(sent.statusCode).toBe(200);
    await post(`/api/ai/conversations/${temporary.json().id}/messages`, { content: 'Hello' });

    const history = (await get('/api/library/conversations', me)).json().data as { id: string; title: string }[];
    expect(history.map((c) => c.title)).toEqual(['Kept']);
    expect(history[0].id).toBe(kept.id);
    // Still readable by its owner while it is open.
    const opened = (await get(`/api/library/conversations/${temporary.json().id}`, me)).json();
    expect(opened).toMatchObject({ temporary: true, messages: [{ content: 'Hello' }, { content: 'Hi' }] });
  });
});
