// Sharing end to end, in Debian Chromium against `npm start`'s server: a guest shares a
// conversation, a logged-out visitor (a fresh browser context) opens the link and reads it,
// another user continues it as a copy in their account, the owner withdraws it, and the same
// link is a not-found page.
import { expect, test } from 'vitest';
import { useSuite } from './helpers/suite';
import { signUpAsGuest } from './helpers/guest';

const { server, browser } = useSuite({ LOCAL_ENGINE_TOKEN_DELAY_MS: '2' });

test('a shared conversation is readable without login, can be continued as a copy, and is a 404 page once withdrawn', async () => {
  const owner = await (await browser.newContext()).newPage();
  await signUpAsGuest(owner, server.url);

  await owner.getByRole('textbox', { name: 'Message' }).fill('How do I clone a voice?');
  await owner.keyboard.press('Enter');
  await owner.waitForURL(/\/[A-Za-z0-9_-]{8,}$/, { timeout: 30_000 });
  await expect.poll(() => owner.locator('[data-role="assistant"]').count(), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => owner.getByRole('button', { name: 'Stop' }).count(), { timeout: 30_000 }).toBe(0);
  const conversationId = new URL(owner.url()).pathname.slice(1);

  await owner.getByRole('button', { name: 'Share conversation' }).click();
  const audience = owner.getByRole('dialog', { name: 'Share conversation' });
  await audience.getByRole('radio', { name: 'Anyone with the link' }).check();
  const linkField = audience.getByRole('textbox', { name: 'Share link' });
  await linkField.waitFor({ timeout: 30_000 });
  const link = await linkField.inputValue();
  expect(link).toBe(`${server.url}/share/${conversationId}`);

  // A fresh context: no token, no cache.
  const visitorContext = await browser.newContext();
  const visitor = await visitorContext.newPage();
  // The modal shows the choice at once; the link works once the server has it.
  await expect.poll(async () => (await visitorContext.request.get(`${server.url}/api/share/${conversationId}`)).status(), { timeout: 30_000 }).toBe(200);
  // The page's first render needs only its own screen, sent preloaded with it, not the list of
  // every screen's loader (src/app/screenLoaders.ts): held back until the page shows, that list is
  // asked for again by the next page.
  let heldBack = 0;
  const screenLoaders = /\/assets\/screenLoaders-[\w-]+\.js$/;
  await visitorContext.route(screenLoaders, (route) => ((heldBack += 1), route.abort()));
  const response = await visitor.goto(link);
  expect(response?.status()).toBe(200);
  expect(response?.headers()['x-robots-tag']).toBe('noindex');
  await visitor.getByRole('heading', { name: /How do I clone a voice/ }).waitFor({ timeout: 30_000 });
  expect(await visitor.locator('[data-role="user"]').innerText()).toContain('How do I clone a voice?');
  expect((await visitor.locator('[data-role="assistant"]').innerText()).length).toBeGreaterThan(20);
  expect(await visitor.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
  // Read-only: no prompt to write in, only a way to log in and continue.
  expect(await visitor.getByRole('textbox', { name: 'Message' }).count()).toBe(0);
  expect(await visitor.getByRole('link', { name: 'Log in to continue this conversation' }).count()).toBe(1);
  const api = await visitorContext.request.get(`${server.url}/api/share/${conversationId}`);
  expect(api.headers()['x-robots-tag']).toBe('noindex');
  await expect.poll(() => heldBack, { timeout: 20_000 }).toBeGreaterThan(0);
  await visitorContext.unroute(screenLoaders);
  await visitor.getByRole('link', { name: 'Log in to continue this conversation' }).click();
  await visitor.getByRole('heading', { name: 'Welcome back' }).waitFor({ timeout: 20_000 });
  await visitor.goto(link);
  await visitor.getByRole('heading', { name: /How do I clone a voice/ }).waitFor({ timeout: 30_000 });

  // Another user continues it: the copy lands in their account and the chat moves there.
  const reader = await (await browser.newContext()).newPage();
  await reader.goto(server.url);
  await reader.getByRole('textbox', { name: 'Message' }).click();
  await reader.getByRole('dialog').getByLabel('Your name').fill('Grace');
  await reader.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => reader.getByRole('dialog').count(), { timeout: 30_000 }).toBe(0);
  await reader.goto(link);
  await reader.getByRole('textbox', { name: 'Continue this conversation' }).fill('And how long does it take?');
  await reader.getByRole('button', { name: 'Continue this conversation' }).click();
  await reader.getByText('This conversation was copied to your account.').waitFor({ timeout: 30_000 });
  await reader.waitForURL((url) => /^\/[A-Za-z0-9_-]{8,}$/.test(url.pathname) && url.pathname !== `/${conversationId}`, { timeout: 30_000 });
  await expect.poll(() => reader.locator('[data-role="user"]').count(), { timeout: 30_000 }).toBe(2);
  await expect.poll(() => reader.locator('[data-role="assistant"]').count(), { timeout: 30_000 }).toBe(2);
  expect(await reader.locator('[data-role="user"]').first().innerText()).toContain('How do I clone a voice?');
  expect(await reader.locator('[data-role="user"]').last().innerText()).toContain('And how long does it take?');

  await audience.getByRole('radio', { name: 'Only you' }).check();
  await expect.poll(() => linkField.count(), { timeout: 30_000 }).toBe(0);

  await visitor.reload();
  await visitor.getByRole('heading', { name: 'Page not found' }).waitFor({ timeout: 30_000 });
  expect(await visitor.getByText('How do I clone a voice?').count()).toBe(0);
  expect((await visitorContext.request.get(`${server.url}/api/share/${conversationId}`)).status()).toBe(404);
});
