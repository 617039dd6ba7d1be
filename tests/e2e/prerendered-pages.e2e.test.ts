// The prerendered logged-out pages `/`, `/login` and `/signup` (server/prerendered-pages.ts)
// against `npm start`'s server and its real build, in Debian Chromium: each page as sent carries
// its screen and a CSP that allows its one inline script by hash; with the app's JavaScript
// blocked a logged-out visitor sees the chat screen and the login and signup forms (in the theme
// they picked) and cannot type into them, and a logged-in visitor (or one whose sidebar is folded,
// on a wide screen) sees none of it; with JavaScript the app takes each page over in place, and
// the guest flow, signup and login (with its `?redirect=`) work.
import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import type { BrowserContext, Page } from 'playwright-core';
import { TOKEN_KEY } from '../../src/gateway/rest';
import { useSuite } from './helpers/suite';
import { watchPolicy } from './helpers/policy-watch';

const { server, browser } = useSuite();

const scriptSrc = (csp: string | null) => /(?:^|; )script-src ([^;]*)/.exec(csp ?? '')?.[1];
const styleSrc = (csp: string | null) => /(?:^|; )style-src ([^;]*)/.exec(csp ?? '')?.[1];

/**
 * A page whose own JavaScript never arrives: what the visitor sees is the HTML and the CSS inline
 * in it (the page's stylesheets come as preloads, applied by the app before its first render).
 */
async function withoutScripts(context: BrowserContext, path = '/'): Promise<Page> {
  await context.route('**/assets/*.js', (route) => route.abort());
  const page = await context.newPage();
  await page.goto(server.url + path);
  return page;
}

/** Each prerendered page, a query it is sent prerendered with, and what a visitor sees of it. */
const pages = [
  { path: '/', query: '', heading: null, texts: ['How can I help you today?', 'Explain quantum computing in simple terms'], fields: ['textarea[aria-label="Message"]'] },
  { path: '/login', query: '?redirect=%2Fapp%2Fclassifier', heading: 'Welcome back', texts: ['No account yet?'], fields: ['input[type="email"]', 'input[type="password"]'] },
  { path: '/signup', query: '?redirect=%2Fmodels', heading: 'Create your account', texts: ['Already have an account?'], fields: ['input[autocomplete="given-name"]', 'input[type="email"]', 'input[type="password"]'] },
];

test('GET /, /login and /signup carry their logged-out screen, inert in a disabled fieldset, and a CSP allowing exactly the one inline script', async () => {
  const hashes = new Set<string>();
  for (const { path, query, heading, texts } of pages) {
    for (const url of query ? [path, path + query] : [path]) {
      const response = await fetch(server.url + url);
      const html = await response.text();
      expect(html, url).toContain('<div id="root"><fieldset class="prerendered" disabled inert>');
      if (heading) expect(html, url).toContain(`>${heading}</h1>`);
      for (const text of texts) expect(html, url).toContain(text);
      expect(html, url).toMatch(/<a href="\/login(\?redirect=[^"]*)?"[^>]*>Log in<\/a>/);
      const scripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
      expect(scripts, url).toHaveLength(1);
      const hash = createHash('sha256').update(scripts[0]).digest('base64');
      expect(scriptSrc(response.headers.get('content-security-policy')), url).toBe(`'self' 'sha256-${hash}'`);
      hashes.add(hash);
    }
  }
  // One head script for every page.
  expect(hashes.size).toBe(1);
  // No other page runs an inline script, nor gets a hash in its policy.
  for (const path of ['/?prompt=hello', '/abcdefghij0123456789', '/app/classifier', '/login/']) {
    const other = await fetch(server.url + path);
    expect(await other.text(), path).not.toContain('<script>');
    expect(scriptSrc(other.headers.get('content-security-policy')), path).toBe("'self'");
  }
});

/** Each element the visitor sees in #root: where it is and how it looks. */
const looks = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('#root *')]
      .filter((element) => element.getClientRects().length > 0)
      .map((element) => {
        const { x, y, width, height } = element.getBoundingClientRect();
        const style = getComputedStyle(element);
        const look = ['color', 'backgroundColor', 'fontFamily', 'fontSize', 'fontWeight', 'lineHeight', 'borderTopWidth', 'borderTopColor', 'borderRadius', 'boxShadow', 'opacity', 'textAlign'] as const;
        return [element.tagName, element.getAttribute('class'), x, y, width, height, ...look.map((property) => style[property])].join(' ');
      }),
  );

test('each page paints from its HTML alone: its CSS is inline, no stylesheet or script holds up the first paint (all fetched at low priority), and the stylesheets change nothing on it when they arrive, at 1280 and 390 px', async () => {
  for (const { path } of pages) {
    const response = await fetch(server.url + path);
    const html = await response.text();
    const head = html.slice(0, html.indexOf('</head>'));
    // Nothing render-blocking: no stylesheet link, scripts only as modules (deferred), and every
    // script and preload fetched at low priority, leaving the connection to the page.
    expect(head, path).not.toContain('rel="stylesheet"');
    for (const [tag] of head.matchAll(/<script[^>]* src=[^>]*>/g)) expect(tag, path).toMatch(/type="module".* fetchpriority="low"/);
    for (const [tag] of head.matchAll(/<link rel="(?:modulepreload|preload)"[^>]*>/g)) expect(tag, path).toContain(' fetchpriority="low"');
    expect(head, path).toMatch(/<link rel="preload" as="style" crossorigin href="\/assets\/framework-[^"]+\.css"/);
    const styles = [...head.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
    expect(styles, path).toHaveLength(1);
    const hash = createHash('sha256').update(styles[0]).digest('base64');
    expect(styleSrc(response.headers.get('content-security-policy')), path).toBe(`'self' 'sha256-${hash}'`);
  }
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    for (const { path } of pages) {
      const where = `${path} at ${viewport.width} px`;
      const context = await browser.newContext({ viewport });
      const watch = await watchPolicy(context);
      const page = await withoutScripts(context, path);
      const firstPaint = await looks(page);
      // What the app does before its first render (src/app/preloadedStyles.ts): every stylesheet applied.
      const applied = await page.evaluate(async () => {
        const links = [...document.querySelectorAll<HTMLLinkElement>('link[rel="preload"][as="style"]')];
        await Promise.all(links.map((link) => new Promise((resolve) => ((link.onload = resolve), (link.rel = 'stylesheet')))));
        return document.styleSheets.length;
      });
      expect(applied, where).toBeGreaterThan(2);
      expect(await looks(page), where).toEqual(firstPaint);
      expect(watch.violations, where).toEqual([]);
      await context.close();
    }
  }
});

test('without JavaScript a logged-out visitor sees the chat screen and the login and signup forms, at 1280 and 390 px, and nothing in them takes input', async () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    for (const { path, query, heading, texts, fields } of pages) {
      const where = `${path + query} at ${viewport.width} px`;
      const context = await browser.newContext({ viewport });
      const watch = await watchPolicy(context);
      const page = await withoutScripts(context, path + query);
      if (heading) expect(await page.getByText(heading).isVisible(), where).toBe(true);
      for (const text of texts) expect(await page.getByText(text).isVisible(), where).toBe(true);
      expect(await page.getByRole('banner').getByRole('link', { name: 'Log in' }).isVisible(), where).toBe(true);
      for (const selector of fields) {
        const field = page.locator(selector);
        expect(await field.isVisible(), `${selector} on ${where}`).toBe(true);
        expect(await field.isDisabled(), `${selector} on ${where}`).toBe(true);
      }
      // Typed keys go nowhere: nothing in the markup can be focused.
      await page.keyboard.press('Tab');
      await page.keyboard.type('lost?');
      expect(await page.locator(fields[0]).inputValue(), where).toBe('');
      expect(watch.violations, where).toEqual([]);
      await context.close();
    }
  }
});

test('without JavaScript a logged-in visitor sees no logged-out markup, and a picked theme is on the page before any of it runs', async () => {
  const loggedIn = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await loggedIn.addInitScript((key) => localStorage.setItem(key, 'a-session'), TOKEN_KEY);
  for (const { path, query } of pages) {
    const page = await withoutScripts(loggedIn, path + query);
    expect(await page.locator('.prerendered').count(), path).toBe(1);
    expect(await page.locator('.prerendered').isVisible(), path).toBe(false);
    expect(await page.getByText('Log in').first().isVisible(), path).toBe(false);
    for (const text of ['How can I help you today?', 'Welcome back', 'Create your account']) expect(await page.getByText(text).isVisible(), path).toBe(false);
  }
  await loggedIn.close();

  const dark = await browser.newContext({ colorScheme: 'light' });
  await dark.addInitScript(() => localStorage.setItem('atelier.theme', 'dark'));
  const darkPage = await withoutScripts(dark, '/login');
  expect(await darkPage.evaluate(() => document.documentElement.dataset.theme)).toBe('dark');
  const background = await darkPage.evaluate(() => getComputedStyle(document.body).backgroundColor);
  await dark.close();
  const light = await browser.newContext({ colorScheme: 'light' });
  const lightPage = await withoutScripts(light, '/login');
  expect(await lightPage.evaluate(() => getComputedStyle(document.body).backgroundColor)).not.toBe(background);
  await light.close();
});

test('without JavaScript a sidebar folded to a rail hides the markup on a wide screen, where it would jump, not on a phone', async () => {
  for (const [viewport, shown] of [[{ width: 1280, height: 800 }, false], [{ width: 390, height: 844 }, true]] as const) {
    const context = await browser.newContext({ viewport });
    await context.addInitScript(() => localStorage.setItem('atelier.sidebar', 'collapsed'));
    const page = await withoutScripts(context);
    expect(await page.getByText('How can I help you today?').isVisible(), `${viewport.width} px`).toBe(shown);
    await page.goto(`${server.url}/signup`);
    expect(await page.getByText('Create your account').isVisible(), `${viewport.width} px`).toBe(shown);
    await context.close();
  }
});

test('with JavaScript the app replaces the markup in place, and the guest modal opens from the prompt', async () => {
  // Where the prerendered prompt is (the app's first render may already have replaced it on
  // the live page by the time a test looks: it yields but does not wait).
  const still = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const before = await (await withoutScripts(still)).locator('textarea[aria-label="Message"]').boundingBox();
  await still.close();
  expect(before).not.toBeNull();
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const watch = await watchPolicy(context);
  const page = await context.newPage();
  await page.goto(server.url);
  const prompt = page.getByRole('textbox', { name: 'Message' });
  await prompt.click(); // waits for the live, enabled prompt
  expect(await page.locator('.prerendered').count()).toBe(0);
  expect(await page.locator('textarea[aria-label="Message"]').boundingBox()).toEqual(before);
  await page.getByRole('dialog').getByLabel('Your name').waitFor({ timeout: 30_000 });
  expect(watch.violations).toEqual([]);
  expect(watch.pageErrors).toEqual([]);
  await context.close();
});

/** Where the page's fields, heading and top bar links are, to the pixel. */
const layout = (page: Page, selectors: string[]) =>
  Promise.all([...selectors, 'h1', 'header a[href^="/login"]', 'header a[href="/signup"]'].map((selector) => page.locator(selector).last().boundingBox()));

test('with JavaScript the app replaces the login and signup markup in place, at 1280 and 390 px; signup, then login with its redirect, work', async () => {
  for (const viewport of [{ width: 1280, height: 800 }, { width: 390, height: 844 }]) {
    for (const { path, query, fields } of pages.slice(1)) {
      const still = await browser.newContext({ viewport });
      const prerendered = await layout(await withoutScripts(still, path + query), fields);
      await still.close();
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto(server.url + path + query);
      await page.locator('.prerendered').waitFor({ state: 'detached', timeout: 30_000 });
      expect(await layout(page, fields), `${path} at ${viewport.width} px`).toEqual(prerendered);
      await context.close();
    }
  }

  const email = `prerendered-${Date.now()}@example.com`;
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const watch = await watchPolicy(context);
  const page = await context.newPage();
  await page.goto(`${server.url}/signup?redirect=%2Fmodels`);
  // fill() waits for the live, enabled field.
  await page.getByRole('textbox', { name: 'First name' }).fill('Grace');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password').fill('a long enough password');
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL(`${server.url}/models`, { timeout: 30_000 });
  expect(watch.violations).toEqual([]);
  expect(watch.pageErrors).toEqual([]);
  await context.close();

  const again = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const loginPage = await again.newPage();
  await loginPage.goto(`${server.url}/login?redirect=%2Fapp%2Fclassifier`);
  await loginPage.getByRole('textbox', { name: 'Email' }).fill(email);
  await loginPage.getByLabel('Password').fill('a long enough password');
  await loginPage.getByRole('button', { name: 'Log in' }).last().click();
  await loginPage.waitForURL(`${server.url}/app/classifier`, { timeout: 30_000 });
  await again.close();
});
