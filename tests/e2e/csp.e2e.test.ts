// The app under its security headers, in Debian Chromium against `npm start`'s server: a guest
// signs up through the name modal (the captcha is solved in the page), a reply streams, the
// copy button writes to the clipboard, the Options modal opens, a PDF export fetches its fonts
// and downloads, a logged-out visitor reads the shared conversation, and an unknown route shows
// the not-found page, all without one CSP violation or Permissions-Policy error (the prerendered
// `/` runs its one inline script, allowed by its hash). A second test
// proves the watch would have seen one: the same page with an inline script slipped in.
import { createHash } from 'node:crypto';
import { expect, test } from 'vitest';
import type { Page, Response } from 'playwright-core';
import { pageDirectives, serializePolicy } from '../../server/plugins/security-headers';
import { useSuite } from './helpers/suite';
import { signUpAsGuest } from './helpers/guest';
import { watchPolicy } from './helpers/policy-watch';

// Slow enough that the reply is seen streaming.
const { server, browser } = useSuite({ LOCAL_ENGINE_TOKEN_DELAY_MS: '8' });

const hashSource = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;

/**
 * `inline`: the one inline script and the one inline style (its critical CSS) the page carries
 * (the prerendered `/`), each allowed by its hash alone.
 */
function expectPageHeaders(response: Response | null, inline?: { script: string; style: string }) {
  expect(response?.status()).toBe(200);
  const headers = response!.headers();
  const csp = headers['content-security-policy'];
  const scriptSrc = inline === undefined ? pageDirectives['script-src'] : [...pageDirectives['script-src'], hashSource(inline.script)];
  const styleSrc = inline === undefined ? pageDirectives['style-src'] : [...pageDirectives['style-src'], hashSource(inline.style)];
  expect(csp).toBe(serializePolicy({ ...pageDirectives, 'script-src': scriptSrc, 'style-src': styleSrc }));
  for (const directive of ["script-src 'self'", "style-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "connect-src 'self'"]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toMatch(/unsafe-inline|unsafe-eval|\*/);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('microphone=(self)');
  expect(headers['permissions-policy']).toContain('clipboard-write=(self)');
  // Plain HTTP: HSTS would be ignored, and is not sent (tests/server/security-headers.test.ts
  // covers HTTPS).
  expect(headers['strict-transport-security']).toBeUndefined();
}

/** The Permissions-Policy as this page's browser applies it. */
function allowedFeatures(page: Page) {
  return page.evaluate(() => {
    const policy = (document as unknown as { featurePolicy?: { allowsFeature(name: string): boolean } }).featurePolicy;
    return policy && Object.fromEntries(['microphone', 'clipboard-write', 'display-capture', 'camera', 'geolocation'].map((name) => [name, policy.allowsFeature(name)]));
  });
}

test('signup, a streamed reply, copy, options, export, a shared page and a 404 run with no policy violation', async () => {
  const context = await browser.newContext();
  await context.grantPermissions(['clipboard-write', 'clipboard-read'], { origin: server.url });
  const watch = await watchPolicy(context);
  const page = await context.newPage();

  const home = await page.goto(server.url);
  const html = await home!.text();
  const inlineScripts = [...html.matchAll(/<script>([\s\S]*?)<\/script>/g)].map((match) => match[1]);
  const inlineStyles = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]);
  expect(inlineScripts).toHaveLength(1);
  expect(inlineStyles).toHaveLength(1);
  expectPageHeaders(home, { script: inlineScripts[0], style: inlineStyles[0] });
  const features = await allowedFeatures(page);
  if (features) expect(features).toEqual({ microphone: true, 'clipboard-write': true, 'display-capture': true, camera: false, geolocation: false });

  // A reload revalidates index.html (a 304, whose headers replace the cached ones): the app
  // must still start.
  await page.reload();
  await page.getByRole('textbox', { name: 'Message' }).waitFor({ timeout: 30_000 });

  await signUpAsGuest(page, server.url);
  await page.getByRole('textbox', { name: 'Message' }).fill('How do I clone a voice?');
  await page.keyboard.press('Enter');
  await page.getByRole('button', { name: 'Stop' }).waitFor({ timeout: 30_000 });
  await page.waitForURL(/\/[A-Za-z0-9_-]{8,}$/, { timeout: 30_000 });
  await expect.poll(() => page.getByRole('button', { name: 'Stop' }).count(), { timeout: 60_000 }).toBe(0);
  const answer = page.locator('[data-role="assistant"]');
  expect((await answer.innerText()).length).toBeGreaterThan(20);
  const conversationId = new URL(page.url()).pathname.slice(1);

  // The clipboard, which the Permissions-Policy allows for our origin.
  await page.getByRole('toolbar', { name: 'Answer actions' }).getByRole('button', { name: 'Copy' }).click();
  await page.getByText('Copied to clipboard!').first().waitFor({ timeout: 30_000 });

  await page.getByRole('button', { name: 'Options' }).click();
  const options = page.getByRole('dialog', { name: 'Options' });
  await options.getByRole('radio', { name: /Atelier offline assistant/ }).waitFor({ timeout: 30_000 });
  await options.getByRole('button', { name: 'Cancel' }).click();
  await expect.poll(() => options.count()).toBe(0);

  // The PDF export fetches its fonts from /assets and hands over a blob: URL.
  await expect.poll(() => page.getByRole('button', { name: 'Export' }).isEnabled(), { timeout: 30_000 }).toBe(true);
  await page.getByRole('button', { name: 'Export' }).click();
  const [pdf] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('menu', { name: 'Export as' }).getByRole('menuitem', { name: 'PDF' }).click(),
  ]);
  expect(pdf.suggestedFilename()).toMatch(/\.pdf$/);

  await page.getByRole('button', { name: 'Share conversation' }).click();
  const audience = page.getByRole('dialog', { name: 'Share conversation' });
  await audience.getByRole('radio', { name: 'Anyone with the link' }).check();
  const link = await audience.getByRole('textbox', { name: 'Share link' }).inputValue();
  expect(link).toBe(`${server.url}/share/${conversationId}`);

  // A logged-out visitor: a context of its own, watched the same way.
  const visitorContext = await browser.newContext();
  const visitorWatch = await watchPolicy(visitorContext);
  await expect.poll(async () => (await visitorContext.request.get(`${server.url}/api/share/${conversationId}`)).status(), { timeout: 30_000 }).toBe(200);
  const visitor = await visitorContext.newPage();
  expectPageHeaders(await visitor.goto(link));
  await visitor.getByRole('heading', { name: /How do I clone a voice/ }).waitFor({ timeout: 30_000 });
  expect((await visitor.locator('[data-role="assistant"]').innerText()).length).toBeGreaterThan(20);

  expectPageHeaders(await visitor.goto(`${server.url}/no/such/page`));
  await visitor.getByRole('heading', { name: 'Page not found' }).waitFor({ timeout: 30_000 });

  // A report may arrive a moment after the action that caused it.
  await page.waitForTimeout(500);
  expect([...watch.violations, ...visitorWatch.violations]).toEqual([]);
  expect([...watch.pageErrors, ...visitorWatch.pageErrors]).toEqual([]);
  await context.close();
  await visitorContext.close();
});

test('an inline script or style attribute slipped into the page is refused and reported', async () => {
  const context = await browser.newContext();
  const watch = await watchPolicy(context);
  // The real index.html with the real headers, plus what the policy must stop.
  await context.route(`${server.url}/`, async (route) => {
    const original = await route.fetch();
    const html = (await original.text()).replace('</head>', '<script>window.__inlineRan = true</script></head>').replace('<div id="root">', '<div id="root" style="display: none">');
    await route.fulfill({ response: original, body: html });
  });
  const page = await context.newPage();
  await page.goto(server.url);
  await page.getByRole('textbox', { name: 'Message' }).waitFor({ timeout: 30_000 });

  expect(await page.evaluate(() => (window as { __inlineRan?: boolean }).__inlineRan)).toBeUndefined();
  await expect.poll(() => watch.violations.some((line) => line.includes('script-src-elem refused inline'))).toBe(true);
  await expect.poll(() => watch.violations.some((line) => line.includes('style-src-attr refused inline'))).toBe(true);
  // The app still runs: its own scripts are from 'self'.
  expect(await page.getByRole('textbox', { name: 'Message' }).isVisible()).toBe(true);
  await context.close();
});
