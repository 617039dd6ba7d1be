// Replies that survive, end to end in Debian Chromium against `npm start`'s server: a reload
// in the middle of a reply shows the text so far at once, then it keeps growing until the
// stored reply; the reply was never stopped by the reload. Leaving the chat for another route
// of the app does not stop it either.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useSuite } from './helpers/suite';
import { askAsGuest } from './helpers/guest';

// Slow tokens: the reply takes several seconds, long enough to reload in the middle of it.
const { server, browser } = useSuite({ LOCAL_ENGINE_TOKEN_DELAY_MS: '60' });

/** Signs up in a fresh tab and asks the question; resolves once the reply has started. */
async function ask(question: string) {
  const page = await browser.newPage();
  const reply = await askAsGuest(page, server.url, question);
  await expect.poll(async () => ((await reply.count()) ? (await reply.innerText()).length : 0), { timeout: 30_000 }).toBeGreaterThan(15);
  return { page, reply };
}

test('reloading mid-reply re-attaches: the text so far at once, then it keeps growing to the end', async () => {
  // A few words in, reload.
  const { page, reply } = await ask('How do I clone a voice?');
  const beforeReload = await reply.innerText();
  await page.reload();

  // The text so far is there at once (at least what was shown before), the chat is busy
  // with a Stop button, and the reply keeps growing.
  await expect.poll(async () => ((await reply.count()) ? (await reply.innerText()).length : 0), { timeout: 30_000 }).toBeGreaterThanOrEqual(beforeReload.length);
  expect((await reply.innerText()).startsWith(beforeReload.slice(0, 10))).toBe(true);
  expect(await page.getByRole('button', { name: 'Stop' }).count()).toBe(1);
  const lengths = new Set<number>();
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    lengths.add((await reply.innerText()).length);
    if (!(await page.getByRole('button', { name: 'Stop' }).count())) break;
    await page.waitForTimeout(50);
  }
  expect(lengths.size).toBeGreaterThan(2);
  const finalReply = await reply.innerText();
  expect(finalReply.length).toBeGreaterThan(beforeReload.length);

  // It is stored whole, not marked interrupted, and a second reload shows the same.
  await page.reload();
  await expect.poll(() => page.locator('[data-role="assistant"]').count(), { timeout: 30_000 }).toBe(1);
  expect(await page.locator('[data-role="assistant"]').innerText()).toBe(finalReply);
  expect(await page.getByText('This reply was interrupted.').count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Stop' }).count()).toBe(0);
  await page.close();
});

/** The reply once the chat is no longer busy with it. */
async function finishedReply(page: Page) {
  const reply = page.locator('[data-role="assistant"]').last();
  await expect.poll(async () => (await reply.count()) > 0 && (await page.getByRole('button', { name: 'Stop' }).count()) === 0, { timeout: 60_000 }).toBe(true);
  return reply.innerText();
}

test('leaving the chat for another route mid-reply does not stop it: back in the conversation, the whole reply is there', async () => {
  const question = 'How do I clone a voice?';
  // The same question in another tab, followed to the end without leaving: the whole reply
  // (the offline assistant answers a question the same way every time).
  const [reference, tab] = await Promise.all([ask(question), ask(question)]);
  const { page, reply } = tab;
  const conversation = new URL(page.url()).pathname;
  const shownBeforeLeaving = await reply.innerText();

  // Another route of the app, the way its links go there (wouter's navigate is pushState):
  // the chat screen unmounts, no page load.
  await page.evaluate(() => history.pushState(null, '', '/login'));
  await expect.poll(() => page.getByRole('heading', { name: 'Welcome back' }).count(), { timeout: 30_000 }).toBe(1);
  expect(await page.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
  await page.waitForTimeout(1500);

  // Back to the conversation: it re-attaches to the running reply (or shows it finished).
  await page.goBack();
  expect(new URL(page.url()).pathname).toBe(conversation);
  await expect.poll(async () => ((await reply.count()) ? (await reply.innerText()).length : 0), { timeout: 30_000 }).toBeGreaterThanOrEqual(shownBeforeLeaving.length);
  const whole = await finishedReply(reference.page);
  const afterComingBack = await finishedReply(page);
  expect(afterComingBack.length).toBeGreaterThan(shownBeforeLeaving.length);
  expect(afterComingBack).toBe(whole);

  // Stored whole, not marked interrupted.
  await page.reload();
  await expect.poll(() => page.locator('[data-role="assistant"]').count(), { timeout: 30_000 }).toBe(1);
  expect(await page.locator('[data-role="assistant"]').innerText()).toBe(whole);
  expect(await page.getByText('This reply was interrupted.').count()).toBe(0);
  await Promise.all([page.close(), reference.page.close()]);
});
