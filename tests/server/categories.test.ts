import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app';

// GET /api/categories (SPEC §7): public, in the catalogue's order, paged by starting_after,
// of the kinds asked for.

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
  await app.db
    .insertInto('categories')
    .values([
      { id: 'cat-landscape', title: 'Landscape', type: 'image', sort: 1 },
      { id: 'cat-portrait', title: 'Portrait', type: 'image', sort: 2 },
    ])
    .execute();
});
afterAll(async () => {
  await app.close();
});

const get = (url: string) => app.inject({ method: 'GET', url });
const ids = (response: { json(): { data: { id: string }[] } }) => response.json().data.map((c) => c.id);

describe('GET /api/categories', () => {
  it('lists every category to anyone, by sort then id, with id and title', async () => {
    const response = await get('/api/categories');
    expect(response.statusCode).toBe(200);
    const { object, data } = response.json();
    expect(object).toBe('list');
    expect(data.length).toBeGreaterThanOrEqual(7);
    expect(data[0]).toEqual({ id: 'cat-landscape', title: 'Landscape', type: 'image' });
  });

  it('keeps the kinds asked for in types', async () => {
    expect(ids(await get('/api/categories?types=image'))).toEqual(['cat-landscape', 'cat-portrait']);
    const both = ids(await get('/api/categories?types=image,preset'));
    expect(both).toContain('cat-writing');
    expect(both).toContain('cat-portrait');
    expect(ids(await get('/api/categories?types=voice'))).toEqual([]);
  });

  it('pages with limit and starting_after', async () => {
    const all = ids(await get('/api/categories?limit=100'));
    const first = ids(await get('/api/categories?limit=2'));
    const next = ids(await get(`/api/categories?limit=2&starting_after=${first[1]}`));
    expect([...first, ...next]).toEqual(all.slice(0, 4));
    expect((await get('/api/categories?starting_after=nope')).statusCode).toBe(400);
    expect((await get('/api/categories?limit=0')).statusCode).toBe(400);
  });
});
