// The prerendered `/` (server/prerendered-home.ts) against `npm start`'s server and its real
// build, in Debian Chromium: the page as sent carries the logged-out chat and a CSP that allows
// its one inline script by hash; with the app's JavaScript blocked a logged-out visitor sees the
// chat screen (in the theme they picked) and cannot type into it, and a logged-in visitor (or
// one whose sidebar is folded, on a wide screen) sees none of it; with JavaScript the app takes the page over and the guest flow works.
import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { TOKEN_KEY } from '../../src/gateway/rest';
import { useSuite } from './helpers/suite';
import { watchPolicy } from './helpers/policy-watch';

const { server, browser } = useSuite();

const scriptSrc = (csp: string | null) => /(?:^|; )script-src ([^;]*)/.exec(csp ?? '')?.[1];

/** A page whose own JavaScript never arrives: what the visitor sees is the HTML and CSS alone. */
async function withoutScripts(context: BrowserContext): Promise<Page> {
  await context.route('**/assets/*.js', (route) => route.abort());
  const page = await context.newPage();
  await page.goto(server.url);
  return page;
}

test('GET / carries the logged-out chat, inert in a disabled fieldset, and a CSP allowing exactly its inline script', async () => {
  const response = await fetch(`${server.url}/`);
  const html = await response.text();
  expect(html).toContain('<div id="root"><fieldset class="prerendered" disabled inert>');
  expect(html).toContain('How can I help you today?');
  expect(html).toMatch(/<a href="\/login"[^>]*>Log in<\/a>/);
  const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  expect(scripts).toHaveLength(1);
  const hash = createHash('sha256').update(scripts[0]).digest('base64');
  expect(scriptSrc(response.headers.get('content-security-policy'))).toBe(`'self' 'sha256-${hash}'`);
  // No other page runs an inline script, nor gets a hash in its policy.
  for (const path of ['/login', '/?prompt=hello', '/abcdefghij0123456789']) {
    const other = await fetch(server.url + path);
    expect(await other.text(), path).not.toContain('<script>');
    expect(scriptSrc(other.headers.get('content-security-policy')), path).toBe("'self'");
  }
});

test('without JavaScript a logged-out visitor sees the chat screen, at 1280 and 390 px, and nothing in it takes input', async () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    const context = await browser.newContext({ viewport });
    const watch = await watchPolicy(context);
    const page = await withoutScripts(context);
    expect(await page.getByText('How can I help you today?').isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Log in' }).isVisible()).toBe(true);
    expect(await page.getByText('Explain quantum computing in simple terms').isVisible()).toBe(true);
    const prompt = page.locator('textarea[aria-label="Message"]');
    expect(await prompt.isVisible()).toBe(true);
    expect(await prompt.isDisabled()).toBe(true);
    // Typed keys go nowhere: nothing in the markup can be focused.
    await page.keyboard.press('Tab');
    await page.keyboard.type('lost?');
    expect(await prompt.inputValue()).toBe('');
    expect(watch.violations).toEqual([]);
    await context.close();
  }
});

test('without JavaScript a logged-in visitor sees no logged-out markup, and a picked theme is on the page before any of it runs', async () => {
  const loggedIn = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await loggedIn.addInitScript((key) => localStorage.setItem(key, 'a-session'), TOKEN_KEY);
  const page = await withoutScripts(loggedIn);
  expect(await page.getByText('Log in').isVisible()).toBe(false);
  expect(await page.getByText('How can I help you today?').isVisible()).toBe(false);
  await loggedIn.close();

  const dark = await browser.newContext({ colorScheme: 'light' });
  await dark.addInitScript(() => localStorage.setItem('atelier.theme', 'dark'));
  const darkPage = await withoutScripts(dark);
  expect(await darkPage.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  const background = await darkPage.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await dark.close();
  const light = await browser.newContext({ colorScheme: 'light' });
  const lightPage = await withoutScripts(light);
  expect(await lightPage.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(background);
  await light.close();
});

test('without JavaScript a sidebar folded to a rail hides the markup on a wide screen, where it would jump, not on a phone', async () => {
  for (const [viewport, shown] of [[{ width: 1280, height: 800 }, false], [{ width: 390, height: 844 }, true]] as const) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(() => localStorage.setItem('atelier.sidebar', 'collapsed'));
    const page = await withoutScripts(context);
    expect(await page.getByText('How can I help you today?').isVisible(), `${viewport.width} px`).toBe(shown);
    await context.close();
  }
});

test('with JavaScript the app replaces the markup in place, and the guest modal opens from the prompt', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const watch = await watchPolicy(context);
  const page = await context.newPage();
  await page.goto(server.url);
  const prompt = page.getByRole('textbox', { name: 'Message' });
  const before = await page.locator('textarea[aria-label="Message"]').boundingBox();
  await prompt.click(); // waits for the live, enabled prompt
  expect(await page.locator('.prerendered').count()).toBe(0);
  expect(await page.locator('textarea[aria-label="Message"]').boundingBox()).toEqual(before);
  await page.getByRole('dialog').getByLabel('Your name').waitFor({ timeout: 30_000 });
  expect(watch.violations).toEqual([]);
  expect(watch.pageErrors).toEqual([]);
  await context.close();
});
