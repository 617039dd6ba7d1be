// The library lists in Debian Chromium against `npm start`'s server: a guest's classifications,
// code documents and conversations (made through the API with the guest's token, then browsed in
// the app) are sorted, filtered to the inactive ones and pinned; at 1280 and 390 px, light and dark,
// the search, sort and status controls and every row's pin and switch fit inside the list's
// panel (no control cut off or pushed past the screen's edge), and axe finds nothing serious at
// 1280 px. Screenshots of each go to
// LIST_SHOTS when set, for a person to look at.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { seriousViolations } from './helpers/axe';
import { signUpAsGuest } from './helpers/guest';
import { useSuite } from './helpers/suite';

const { server, browser } = useSuite();

/** A call to the REST API with the token the app keeps. */
async function api(page: Page, method: string, path: string, body?: unknown) {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(`/api${path}`, {
        method,
        headers: { authorization: `Bearer ${localStorage.getItem('jwt')}`, 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return response.json();
    },
    { method, path, body },
  );
}

/** Every control of the panel lies inside it and inside the window. */
async function fitsIn(page: Page, role: 'region' | 'complementary' | 'navigation', panel: string) {
  return page.getByRole(role, { name: panel }).evaluate((section) => {
    const box = section.getBoundingClientRect();
    const outside = [...section.querySelectorAll('input, select, button, a')]
      .map((control) => ({ control, rect: control.getBoundingClientRect() }))
      .filter(({ rect }) => rect.width > 1 && (rect.left < box.left - 1 || rect.right > box.right + 1 || rect.right > window.innerWidth))
      .map(({ control }) => control.getAttribute('aria-label') ?? control.textContent);
    return outside;
  });
}

const rowTitles = (page: Page, list: string) =>
  page.getByRole('region', { name: list }).getByRole('link').evaluateAll((links) => links.map((link) => link.firstElementChild?.textContent ?? ''));

test('a guest sorts, filters and pins the classifier’s history, the coder’s documents and the chat’s history, which fit at 1280 and 390 px in light and dark', async () => {
  // bypassCSP: axe is injected into the page (helpers/axe.ts).
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  await signUpAsGuest(page, server.url);
  for (const text of ['Banana bread is lovely.', 'apple pie is great.', 'Cherry tart is fine.']) await api(page, 'POST', '/ai/classifications', { input: text });
  const made = await api(page, 'GET', '/library/classifications');
  await api(page, 'POST', `/library/classifications/${made.data.find((row: { title: string }) => row.title.startsWith('Cherry')).id}`, { status: 0 });

  await page.goto(`${server.url}/app/classifier`);
  const history = page.getByRole('region', { name: 'Classification history' });
  await history.getByRole('link').first().waitFor();
  expect(await rowTitles(page, 'Classification history')).toEqual(['Cherry tart is fine.', 'apple pie is great.', 'Banana bread is lovely.']);
  await page.getByRole('combobox', { name: 'Sort classifications' }).selectOption({ label: 'Title A–Z' });
  await expect.poll(() => rowTitles(page, 'Classification history')).toEqual(['apple pie is great.', 'Banana bread is lovely.', 'Cherry tart is fine.']);
  await history.getByRole('button', { name: 'Pin Cherry tart is fine.' }).click();
  await expect.poll(() => rowTitles(page, 'Classification history')).toEqual(['Cherry tart is fine.', 'apple pie is great.', 'Banana bread is lovely.']);
  await page.getByRole('group', { name: 'Show' }).getByRole('radio', { name: 'Inactive' }).click();
  await expect.poll(() => rowTitles(page, 'Classification history')).toEqual(['Cherry tart is fine.']);
  await page.getByRole('group', { name: 'Show' }).getByRole('radio', { name: 'All' }).click();
  await expect.poll(() => rowTitles(page, 'Classification history')).toHaveLength(3);

  // The coder's list, written through the API (the offline assistant writes each in a moment).
  for (const prompt of ['Reverse a string', 'Add two numbers']) {
    await page.evaluate(async (prompt) => {
      const response = await fetch('/api/ai/completions/code', {
        method: 'POST',
        headers: { authorization: `Bearer ${localStorage.getItem('jwt')}`, 'content-type': 'application/json' },
        body: JSON.stringify({ prompt, language: 'python' }),
      });
      await response.text();
    }, prompt);
  }
  await page.goto(`${server.url}/app/coder`);
  await page.getByRole('region', { name: 'Code history' }).getByRole('link').nth(1).waitFor();
  await page.getByRole('combobox', { name: 'Sort code documents' }).selectOption({ label: 'Oldest first' });
  await expect.poll(async () => (await rowTitles(page, 'Code history'))[0]).toMatch(/^Reverse a string/);

  // The chat's history: two conversations, pinned and sorted there too.
  for (const title of ['Tea notes', 'Bread plan']) await api(page, 'POST', '/ai/conversations', { title });
  await page.goto(server.url);
  const chatHistory = page.getByRole('navigation', { name: 'History' });
  await chatHistory.getByRole('link', { name: 'Tea notes' }).waitFor();
  await chatHistory.getByRole('combobox', { name: 'Sort conversations' }).selectOption({ label: 'Title A–Z' });
  await expect.poll(() => chatHistory.getByRole('link').allTextContents()).toEqual(['Bread plan', 'Tea notes']);
  await chatHistory.getByRole('button', { name: 'Pin Tea notes' }).click();
  await expect.poll(() => chatHistory.getByRole('link').allTextContents()).toEqual(['Tea notes', 'Bread plan']);

  for (const [path, role, panel] of [
    ['/app/classifier', 'complementary', 'Classifications'],
    ['/app/coder', 'region', 'Your code'],
    ['/', 'navigation', 'History'],
  ] as const) {
    for (const width of [1280, 390]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: width > 400 ? 900 : 844 });
        await page.emulateMedia({ colorScheme });
        await page.goto(`${server.url}${path}`);
        // On a phone the chat's history is a drawer, opened by its button.
        if (path === '/' && width < 400) await page.getByRole('button', { name: 'History', exact: true }).click();
        const region = page.getByRole(role, { name: panel });
        await region.getByRole('link').first().waitFor();
        await region.scrollIntoViewIfNeeded();
        expect(await fitsIn(page, role, panel), `${path} at ${width} px, ${colorScheme}`).toEqual([]);
        // The controls and rows are named and contrasted as axe wants, in both schemes.
        if (width > 400) expect(await seriousViolations(page), `${path}, ${colorScheme}`).toEqual([]);
        const shots = process.env.LIST_SHOTS;
        if (shots) await region.screenshot({ path: `${shots}/${path.split('/').at(-1) || 'chat'}-${width}-${colorScheme}.png` });
        if (shots) await page.screenshot({ path: `${shots}/${path.split('/').at(-1) || 'chat'}-${width}-${colorScheme}-page.png` });
      }
    }
  }
  await page.close();
});
