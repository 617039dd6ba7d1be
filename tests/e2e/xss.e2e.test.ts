// The XSS corpus in Chromium, where DOMPurify really runs and a surviving payload would
// execute: the production MessageList (tests/pages/render harness) renders a reply made of
// ~40 known payloads, stored and streamed; no script runs, no dialog opens, no dangerous link.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchChromium } from './helpers/browser';
import { buildRenderHarness, serveHarness, HARNESS_URL } from '../pages/build';
import { XSS_REPLY } from '../fixtures/xss-corpus';

let browser: Browser;
let outDir: string;

beforeAll(async () => {
  [outDir, browser] = await Promise.all([buildRenderHarness(), launchChromium()]);
});

afterAll(async () => {
  await browser?.close();
});

async function openHarness(): Promise<{ page: Page; dialogs: string[] }> {
  const page = await browser.newPage();
  const dialogs: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  await serveHarness(page, outDir);
  await page.goto(HARNESS_URL);
  await page.waitForFunction(() => 'harness' in window);
  return { page, dialogs };
}

/** Everything a payload could have left behind, read in the page. */
function inspect(page: Page) {
  return page.evaluate(() => {
    const bubble = document.querySelector('[data-role="assistant"]')!;
    const bad = (url: string) => /^(javascript|data|vbscript):/i.test(url);
    return {
      flag: (window as { __xss?: unknown }).__xss ?? null,
      active: [...bubble.querySelectorAll('script, iframe, object, embed, form, base, meta, link, style, svg, math')].map((e) => e.tagName),
      handlers: [...bubble.querySelectorAll('*')].flatMap((e) => e.getAttributeNames().filter((n) => /^on/i.test(n) || n === 'style')),
      // The browser's own reading of each URL (entities decoded, whitespace dropped).
      linkProtocols: [...bubble.querySelectorAll('a[href]')].map((a) => (a as HTMLAnchorElement).protocol),
      badSources: [...bubble.querySelectorAll('[src]')].map((e) => (e as HTMLImageElement).src).filter(bad),
      safeLink: bubble.querySelector('a[href="https://example.com/ok"]')?.getAttribute('rel') ?? null,
      codeText: bubble.querySelector('pre code')?.textContent ?? null,
    };
  });
}

test('a reply made of the XSS corpus runs nothing and keeps no dangerous link', async () => {
  const { page, dialogs } = await openHarness();
  // Here DOMPurify itself sanitises (not only the fallback pass used under happy-dom).
  expect(await page.evaluate(() => window.harness.usesDomPurify())).toBe(true);
  await page.evaluate((content) => window.harness.show([{ id: 'x', role: 'assistant', content, reasoning: null }]), XSS_REPLY);
  // Let anything that would fire (onerror, onload, autofocus, meta refresh, media) fire.
  await page.waitForTimeout(1_000);
  const seen = await inspect(page);
  expect(seen.flag).toBeNull();
  expect(dialogs).toEqual([]);
  expect(seen.active).toEqual([]);
  expect(seen.handlers).toEqual([]);
  expect(seen.badSources).toEqual([]);
  expect(seen.linkProtocols.length).toBeGreaterThan(0);
  for (const protocol of seen.linkProtocols) expect(['http:', 'https:', 'mailto:']).toContain(protocol);
  expect(seen.safeLink).toBe('noopener noreferrer');
  expect(seen.codeText).toContain('<script>window.__xss = 99</script>');
  // Clicking every link that is left runs nothing either (they open in a new tab: cancelled).
  await page.evaluate(() => {
    for (const a of document.querySelectorAll<HTMLAnchorElement>('[data-role="assistant"] a')) {
      a.addEventListener('click', (e) => e.preventDefault(), { once: true });
      a.click();
    }
  });
  expect(await page.evaluate(() => (window as { __xss?: unknown }).__xss ?? null)).toBeNull();

  // Control: the same kind of payload, inserted without the sanitiser, does run here.
  await page.evaluate(() => document.body.insertAdjacentHTML('beforeend', '<img src=x onerror="window.__xss = \'control\'">'));
  await expect.poll(() => page.evaluate(() => (window as { __xss?: unknown }).__xss ?? null)).toBe('control');
  await page.close();
});

test('streaming the corpus token by token runs nothing at any point', async () => {
  const { page, dialogs } = await openHarness();
  await page.evaluate(async (content) => {
    for (let end = 5, token = 1; end <= content.length + 4; end += 5, token++) {
      window.harness.stream(content.slice(0, end), token);
      if (token % 20 === 0) await new Promise((r) => setTimeout(r, 0));
    }
  }, XSS_REPLY);
  await page.waitForTimeout(1_000);
  const seen = await inspect(page);
  expect(seen.flag).toBeNull();
  expect(dialogs).toEqual([]);
  expect(seen.active).toEqual([]);
  expect(seen.handlers).toEqual([]);
  for (const protocol of seen.linkProtocols) expect(['http:', 'https:', 'mailto:']).toContain(protocol);
  await page.close();
});
