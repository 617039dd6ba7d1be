// The chat and share pages in Chromium: axe-core finds no critical or serious accessibility
// violation on either; on a 390 px phone the history is a drawer over the chat (opaque, full
// height) that Escape, a click beside it and going to a conversation close; a shared
// conversation opens at its first question.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { startServer, type RunningServer } from './helpers/server';
import { launchChromium } from './helpers/browser';
import { seriousViolations } from './helpers/axe';
import { signUpAsGuest } from './helpers/guest';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ LOCAL_ENGINE_TOKEN_DELAY_MS: '1' }), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** A question sent through the chat, its reply finished. */
async function ask(page: Page, question: string) {
  const answers = await page.locator('[data-role="assistant"]').count();
  await page.getByRole('textbox', { name: 'Message' }).fill(question);
  await page.keyboard.press('Enter');
  await expect.poll(() => page.locator('[data-role="assistant"]').count(), { timeout: 30_000 }).toBe(answers + 1);
  await expect.poll(() => page.getByRole('button', { name: 'Stop' }).count(), { timeout: 30_000 }).toBe(0);
}

test('the chat and a shared conversation have no critical or serious axe violation; the share page opens at the first question', async () => {
  const page = await (await browser.newContext({ viewport: { width: 1280, height: 720 }, bypassCSP: true })).newPage();
  await signUpAsGuest(page, server.url);
  await ask(page, 'How do I clone a voice?');
  await page.waitForURL(/\/[A-Za-z0-9_-]{8,}$/, { timeout: 30_000 });
  for (const question of ['What does the writer do?', 'How do credits work?', 'Can I export a conversation?']) await ask(page, question);
  expect(await seriousViolations(page)).toEqual([]);

  const conversationId = new URL(page.url()).pathname.slice(1);
  const jwt = await page.evaluate(() => localStorage.getItem('jwt'));
  const shared = await page.request.post(`${server.url}/api/library/${conversationId}`, { data: { visibility: 2 }, headers: { authorization: `Bearer ${jwt}` } });
  expect(shared.status()).toBe(200);

  const reader = await (await browser.newContext({ viewport: { width: 1280, height: 720 }, bypassCSP: true })).newPage();
  await reader.goto(`${server.url}/share/${conversationId}`);
  await reader.locator('[data-role="user"]').first().waitFor({ timeout: 30_000 });
  // Four questions and answers do not fit: the reader starts at the top, with the first question.
  const list = reader.getByRole('list', { name: 'Messages' });
  const scroller = list.locator('xpath=..');
  expect(await scroller.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
  await expect.poll(() => scroller.evaluate((element) => element.scrollTop)).toBe(0);
  expect(await reader.locator('[data-role="user"]').first().innerText()).toContain('How do I clone a voice?');
  expect(await seriousViolations(reader)).toEqual([]);
});

test('on a 390 px screen the history is an opaque full-height drawer over the chat; Escape, a click beside it and a link close it', async () => {
  const page = await (await browser.newContext({ viewport: { width: 390, height: 844 }, bypassCSP: true })).newPage();
  await signUpAsGuest(page, server.url);
  await ask(page, 'How do I clone a voice?');
  await page.waitForURL(/\/[A-Za-z0-9_-]{8,}$/, { timeout: 30_000 });
  const drawer = page.getByRole('complementary', { name: 'Conversations' });
  const toggle = page.getByRole('button', { name: 'History' });

  await toggle.click();
  const box = (await drawer.boundingBox())!;
  expect(box).toMatchObject({ x: 0, y: 0, height: 844 });
  expect(box.width).toBeGreaterThan(250);
  expect(box.width).toBeLessThan(390);
  expect(await drawer.evaluate((element) => getComputedStyle(element).backgroundColor)).toMatch(/^rgb\(/);
  // A proper column: the new-chat button spans the drawer, the history sits below it.
  const newChat = (await drawer.getByRole('link', { name: '+ New chat' }).boundingBox())!;
  expect(newChat.width).toBeGreaterThan(box.width - 60);
  expect(newChat.height).toBeLessThan(80);
  // Over the chat: what is under the drawer's middle is the drawer.
  expect(await page.evaluate(({ x, y }) => !!document.elementFromPoint(x, y)?.closest('aside'), { x: box.width / 2, y: 400 })).toBe(true);

  await page.keyboard.press('Escape');
  await expect.poll(() => drawer.isVisible()).toBe(false);

  await toggle.click();
  await expect.poll(() => drawer.isVisible()).toBe(true);
  await page.mouse.click(380, 400);
  await expect.poll(() => drawer.isVisible()).toBe(false);

  await toggle.click();
  await drawer.getByRole('link', { name: '+ New chat' }).click();
  await page.waitForURL((url) => url.pathname === '/');
  await expect.poll(() => drawer.isVisible()).toBe(false);
  expect(await seriousViolations(page)).toEqual([]);
});
