// The writer's template gallery on a phone (390 px) in Debian Chromium against `npm start`'s
// server: the categories strip scrolls itself sideways inside the screen, never the page; the
// templates sit in two columns; a category keeps its templates only. At 1280 px in the dark
// theme, with a template pinned, axe finds nothing serious.
import { expect, test } from 'vitest';
import { seriousViolations } from './helpers/axe';
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
  expect(await tiles.first().getByRole('button', { name: 'Code review: Find bugs and risks.' }).count()).toBe(1);
  expect(problems).toEqual([]);
  await context.close();
});

test('at 1280 px in the dark, a pinned template first and nothing serious for axe', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: 'dark', bypassCSP: true });
  const page = await context.newPage();
  await page.goto(`${server.url}/writer`);
  const templates = page.getByRole('list', { name: 'Templates' });
  await page.getByRole('button', { name: 'Pin Summary' }).click();
  await expect.poll(() => templates.getByRole('listitem').first().getByRole('button', { name: 'Summary: The gist of a long text.' }).count()).toBe(1);
  expect(await seriousViolations(page)).toEqual([]);
  await context.close();
});
