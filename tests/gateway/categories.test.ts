import { afterAll, beforeAll, expect, test } from 'vitest';
import { CategoriesQuery } from '../../src/gateway/catalogue/operations';
import { startGateway } from './helpers/gateway';

// The categories strip's read through the gateway against the real server: every page of
// GET /categories (asked by starting_after until a short page), of the kinds asked for.

let gateway: Awaited<ReturnType<typeof startGateway>>;
beforeAll(async () => {
  gateway = await startGateway();
  const many = Array.from({ length: 130 }, (_, i) => ({ id: `cat-style-${String(i).padStart(3, '0')}`, title: `Style ${i}`, type: 'image', sort: 10 }));
  await gateway.app.db.insertInto('categories').values(many).execute();
});
afterAll(() => gateway?.close());

test('reads every category of the kinds asked for, past one page', async () => {
  const { client } = gateway.session();
  const images = (await client.query(CategoriesQuery, { types: ['image'] }).toPromise()).data!.categories;
  expect(images).toHaveLength(130);
  expect(images[0]).toMatchObject({ id: 'cat-style-000', title: 'Style 0', type: 'image' });
  expect(images.at(-1)!.id).toBe('cat-style-129');
  const presets = (await client.query(CategoriesQuery, { types: ['preset'] }).toPromise()).data!.categories;
  expect(presets.map((c) => c.title)).toContain('Writing');
  expect(presets.every((c) => c.type === 'preset')).toBe(true);
});
