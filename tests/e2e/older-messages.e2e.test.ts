// Scrolling up a long conversation in Debian Chromium against `npm start`'s server: it opens at
// its newest messages, and the ones above load as the reader nears the top, without moving the
// message the reader is looking at (the list keeps its place as rows are put above it).
import { expect, test } from 'vitest';
import { createRest, memoryStorage, TOKEN_KEY } from '../../src/gateway/rest';
import { useSuite } from './helpers/suite';
import { signUpAsGuest } from './helpers/guest';

const { server, browser } = useSuite({ LOCAL_ENGINE_TOKEN_DELAY_MS: '0' });

test('a 60-message conversation opens with its newest 40; scrolling to the top loads the rest in place', async () => {
  const page = await browser.newPage({ viewport: { width: 1200, height: 800 } });
  await signUpAsGuest(page, server.url);
  const rest = createRest({ baseUrl: server.url, storage: memoryStorage() });
  rest.setToken(await page.evaluate((key) => localStorage.getItem(key), TOKEN_KEY));
  const { id } = await rest.post<{ id: string }>('/ai/conversations', { title: 'Sixty messages' });
  for (let i = 0; i < 30; i++) {
    for await (const _ of rest.stream(`/ai/conversations/${id}/messages`, { content: `Question number ${i}: what is ${i} times 3?` }, new AbortController().signal)) {
      // drain the reply
    }
  }

  await page.goto(`${server.url}/${id}`);
  const rows = page.locator('li[data-index]');
  await expect.poll(() => rows.first().getAttribute('aria-setsize'), { timeout: 30_000 }).toBe('40');
  await expect.poll(() => page.getByText('Question number 29:').count()).toBe(1);

  // To the top of what is loaded, with the page above held back: the loading row shows, and the
  // oldest loaded question is in view.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/messages\?/, async (route) => {
    await held;
    await route.continue();
  });
  const scroller = page.getByRole('list', { name: 'Messages' }).locator('..');
  await scroller.evaluate((element) => (element.scrollTop = 0));
  await expect.poll(() => page.getByText('Loading earlier messages…').count()).toBe(1);
  const oldest = page.getByText('Question number 10:', { exact: false });
  await expect.poll(() => oldest.count()).toBe(1);
  const before = (await oldest.boundingBox())!.y;
  release();
  await expect.poll(() => rows.first().getAttribute('aria-setsize'), { timeout: 30_000 }).toBe('60');
  await page.unroute(/\/messages\?/);
  // The rows above were put in without moving it (a few pixels as they are measured).
  await expect.poll(async () => Math.abs((await oldest.boundingBox())!.y - before)).toBeLessThan(40);
  expect(await page.getByText('Loading earlier messages…').count()).toBe(0);

  // And on up to the first question.
  await scroller.evaluate((element) => (element.scrollTop = 0));
  await expect.poll(() => page.getByText('Question number 0:').count(), { timeout: 30_000 }).toBe(1);
  await page.close();
});
