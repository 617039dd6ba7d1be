// The writer's template gallery on a phone (390 px) in Debian Chromium against `npm start`'s
// server: the categories strip scrolls itself sideways inside the screen, never the page; the
// templates sit in two columns; a category keeps its templates only.
import { expect, test } from 'vitest';
import { useSuite } from './helpers/suite';

const { server, browser } = useSuite();

test('at 390 px the categories strip scrolls by itself within the screen, the page never sideways, and a category filters the templates', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  await page.goto(`${server.url}/writer`);
  const strip = page.getByRole('toolbar', { name: 'Template categories' });
  await strip.getByRole('button', { name: 'Business' }).waitFor();
  const templates = page.getByRole('list', { name: 'Templates' });
  await templates.getByRole('button', { name: 'Blog post: A full article from a topic.' }).waitFor();

  // The strip stays inside the screen and holds more chips than it shows: it scrolls itself,
  // one step every 20 ms once a second has passed.
  const box = (await strip.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(390);
  expect(await strip.evaluate((element) => element.scrollWidth > element.clientWidth)).toBe(true);
  await expect.poll(() => strip.evaluate((element) => element.scrollLeft), { timeout: 20_000 }).toBeGreaterThan(10);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Two columns of tiles, each inside the screen.
  const tiles = templates.getByRole('listitem');
  const lefts = new Set<number>();
  for (const tile of await tiles.all()) {
    const { x, width } = (await tile.boundingBox())!;
    expect(x + width).toBeLessThanOrEqual(390);
    lefts.add(Math.round(x));
  }
  expect(lefts.size).toBe(2);

  await strip.getByRole('button', { name: 'Coding' }).click();
  await expect.poll(() => tiles.count()).toBe(1);
  expect(await tiles.first().getByRole('button').first().getAttribute('aria-label')).toBe('Code review: Find bugs and risks.');
  expect(problems).toEqual([]);
  await context.close();
});
