// The walking skeleton end to end, in Debian Chromium against `npm start`'s server:
// fresh start → guest signup → send a prompt → tokens stream → reload → all still there.
import { expect, test } from 'vitest';
import { useSuite } from './helpers/suite';
import { askAsGuest } from './helpers/guest';

const { server, browser } = useSuite({ LOCAL_ENGINE_TOKEN_DELAY_MS: '25' });

test('a guest chats, the reply streams, and a reload keeps the conversation', async () => {
  const page = await browser.newPage();
  // Focusing the prompt while logged out opens the guest modal; the address becomes
  // /{conversationId} once the conversation exists.
  const reply = await askAsGuest(page, server.url, 'How do I clone a voice?');

  // Tokens stream: the reply is seen at several growing lengths before it is done.
  const lengths = new Set<number>();
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    const text = (await reply.count()) ? await reply.innerText() : '';
    if (text.length) lengths.add(text.length);
    const busy = await page.getByRole('button', { name: 'Stop' }).count();
    if (!busy && lengths.size) break;
    await page.waitForTimeout(50);
  }
  expect(lengths.size).toBeGreaterThan(2);
  const finalReply = await reply.innerText();
  expect(finalReply.length).toBeGreaterThan(20);

  const address = page.url();
  await page.reload();
  expect(page.url()).toBe(address);
  await expect.poll(() => page.locator('[data-role="user"]').count(), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => page.locator('[data-role="assistant"]').count()).toBe(1);
  expect(await page.locator('[data-role="user"]').innerText()).toContain('How do I clone a voice?');
  expect(await page.locator('[data-role="assistant"]').innerText()).toBe(finalReply);

  // The history lists the conversation under its title.
  await expect.poll(() => page.getByRole('link', { name: /How do I clone a voice/ }).count()).toBeGreaterThan(0);
  await page.close();
});

test('the app is served as a production build, even when the server was started from a test run', async () => {
  // vitest sets NODE_ENV=test and the server inherits it; the SPA must still be built for
  // production (React's development build is bigger and much slower).
  const html = await (await fetch(server.url)).text();
  const scripts = [...html.matchAll(/src="(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
  expect(scripts.length).toBeGreaterThan(0);
  for (const script of scripts) {
    const code = await (await fetch(`${server.url}${script}`)).text();
    expect(code).not.toContain('should have a unique');
  }
});
