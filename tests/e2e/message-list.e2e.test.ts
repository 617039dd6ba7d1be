// The virtualised message list in Chromium (real layout), on the tests/pages/render harness:
// a 500-message conversation opens at its end with only a window of rows in the DOM, scrolls
// to its first message, and a streaming reply is followed every 65 tokens unless the reader
// scrolled up (SPEC §4).
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './helpers/browser';
import { buildRenderHarness, serveHarness, HARNESS_URL } from '../pages/build';

let browser: Browser;
let page: Page;

beforeAll(async () => {
  const [outDir, launched] = await Promise.all([buildRenderHarness(), launchChromium()]);
  browser = launched;
  page = await browser.newPage({ viewport: { width: 1000, height: 700 } });
  await serveHarness(page, outDir);
  await page.goto(HARNESS_URL);
  await page.waitForFunction(() => 'harness' in window);
});

afterAll(async () => {
  await browser?.close();
});

const scroller = () => page.locator('ol[aria-label="Messages"]').locator('..');
const gap = () => scroller().evaluate((el) => el.scrollHeight - el.scrollTop - el.clientHeight);

test('a 500-message conversation opens at its end, keeps a window of rows, and scrolls to the start', async () => {
  await page.evaluate(() =>
    window.harness.show(
      Array.from({ length: 500 }, (_, i) => ({
        id: `m${i}`,
        role: i % 2 ? ('assistant' as const) : ('user' as const),
        content: i % 2 ? `Answer ${i}\n\n- one\n- two\n\n\`\`\`js\nconsole.log(${i});\n\`\`\`` : `Question ${i}`,
        reasoning: null,
      })),
    ),
  );
  await expect.poll(() => page.getByText('Answer 499', { exact: true }).isVisible()).toBe(true);
  await expect.poll(gap).toBeLessThanOrEqual(20);
  const rows = await page.locator('li[data-index]').count();
  expect(rows).toBeGreaterThan(3);
  expect(rows).toBeLessThan(40);

  // Scroll to the top as a reader would, a screen at a time.
  for (let i = 0; i < 400 && (await scroller().evaluate((el) => el.scrollTop)) > 0; i++) {
    await scroller().evaluate((el) => (el.scrollTop -= el.clientHeight));
    await page.evaluate(() => new Promise((r) => requestAnimationFrame(r)));
  }
  await expect.poll(() => page.getByText('Question 0', { exact: true }).isVisible()).toBe(true);
  expect(await page.locator('li[data-index]').count()).toBeLessThan(40);
});

test('a link to a message (#m-{id}) brings it into view, far above the end of a long conversation', async () => {
  const messages = Array.from({ length: 500 }, (_, i) => ({
    id: `k${i}`,
    role: i % 2 ? ('assistant' as const) : ('user' as const),
    content: i % 2 ? `Reply ${i}\n\nSome text.` : `Asked ${i}`,
    reasoning: null,
  }));
  await page.evaluate((shown) => window.harness.show([]), messages);
  await page.evaluate((shown) => window.harness.show(shown, { scrollToId: 'k40' }), messages);
  await expect.poll(() => page.getByText('Asked 40', { exact: true }).isVisible()).toBe(true);
  const top = await page.getByText('Asked 40', { exact: true }).evaluate((el) => el.getBoundingClientRect().top);
  const scrollerTop = await scroller().evaluate((el) => el.getBoundingClientRect().top);
  expect(top - scrollerTop).toBeLessThan(200);
  expect(await page.getByText('Reply 499', { exact: true }).count()).toBe(0);
});

test('a streaming reply is followed every 65 tokens, unless the reader scrolled up', async () => {
  await page.evaluate(() =>
    window.harness.show(Array.from({ length: 40 }, (_, i) => ({ id: `s${i}`, role: 'user' as const, content: `Line ${i}`, reasoning: null }))),
  );
  await expect.poll(gap).toBeLessThanOrEqual(20);

  const stream = (tokens: number) =>
    page.evaluate((n) => window.harness.stream(Array.from({ length: n }, (_, i) => `word${i}${i % 8 === 7 ? '\n\n' : ' '}`).join(''), n), tokens);

  // At the bottom: the list follows when the 65th token arrives.
  await stream(60);
  await stream(65);
  await expect.poll(gap).toBeLessThanOrEqual(20);

  // Scrolled up by more than 20 px: the reply grows, the reader stays where they are.
  await scroller().evaluate((el) => (el.scrollTop -= 200));
  await page.evaluate(() => new Promise((r) => setTimeout(r, 100)));
  const readerAt = await scroller().evaluate((el) => el.scrollTop);
  await stream(130);
  await stream(195);
  await page.evaluate(() => new Promise((r) => setTimeout(r, 100)));
  expect(await scroller().evaluate((el) => el.scrollTop)).toBe(readerAt);
  expect(await gap()).toBeGreaterThan(20);

  // Back at the bottom: following resumes at the next 65.
  await scroller().evaluate((el) => (el.scrollTop = el.scrollHeight));
  await page.evaluate(() => new Promise((r) => setTimeout(r, 100)));
  await stream(260);
  await expect.poll(gap).toBeLessThanOrEqual(20);

  // Reading the middle of a reply taller than the screen: it grows below, the text stays put.
  await stream(600);
  await page.evaluate(() => new Promise((r) => setTimeout(r, 100)));
  const middle = await page.evaluate(() => {
    const reply = document.querySelector('[data-role="assistant"]')!.getBoundingClientRect();
    const box = document.querySelector('ol[aria-label="Messages"]')!.parentElement!;
    box.scrollTop += reply.top - box.getBoundingClientRect().top + reply.height / 3;
    return box.scrollTop;
  });
  await page.evaluate(() => new Promise((r) => setTimeout(r, 100)));
  for (let n = 601; n <= 640; n++) await stream(n);
  await page.evaluate(() => new Promise((r) => setTimeout(r, 200)));
  expect(await scroller().evaluate((el) => el.scrollTop)).toBe(middle);
});

test('a long conversation opens with only the rows in view rendered, and the rows around them follow once the page is idle', async () => {
  // Rendered and counted in one task: what the opening frame had to render before it painted.
  const first = await page.evaluate(() => {
    window.harness.show(
      Array.from({ length: 500 }, (_, i) => ({
        id: `o${i}`,
        role: i % 2 ? ('assistant' as const) : ('user' as const),
        content: i % 2 ? `Opened ${i}\n\n- one\n- two\n\n\`\`\`js\nconsole.log(${i});\n\`\`\`` : `Opening ${i}`,
        reasoning: null,
      })),
    );
    return document.querySelectorAll('li[data-index]').length;
  });
  // No more than the 700 px viewport holds at 120 px a row (and the one cut by its edge); with
  // the overscan in the first render it was 14.
  expect(first).toBeGreaterThan(0);
  expect(first).toBeLessThanOrEqual(Math.ceil(700 / 120) + 1);
  await expect.poll(() => page.getByText('Opened 499', { exact: true }).isVisible()).toBe(true);
  // The overscan: rows above the view, ready before the reader scrolls to them.
  await expect.poll(() => page.locator('li[data-index]').count()).toBeGreaterThan(first);
});
