// The classifier in Debian Chromium against `npm start`'s server and its offline engine: a
// logged-out visitor gives a name (the guest flow) and classifies a threat and a kind review,
// reads each verdict with its bars (their lengths match the scores they print), the sentiment
// and the language by name; finds both in the history, switches one's status off, opens one by its address in a new tab,
// and deletes one after confirming. The history pages 25 at a time as it is scrolled. At 390 px
// the result fits the screen's width.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useSuite } from './helpers/suite';

const { server, browser } = useSuite();

const FLAGGED = 'I will kill you, you worthless idiot.';
const CLEAN = 'Ce restaurant est excellent, le personnel est très aimable.';

/** Each moderation row: its name, the percentage it prints, and how much of its track the bar fills. */
function moderationRows(page: Page) {
  return page.getByRole('region', { name: 'Moderation' }).evaluate((section) =>
    [...section.querySelectorAll('li')].map((row) => {
      const [name, track, value] = [...row.children] as HTMLElement[];
      const fill = track.firstElementChild as HTMLElement;
      return {
        name: name.textContent!.replace(/flagged$/, '').trim(),
        flagged: name.textContent!.endsWith('flagged'),
        percent: Number(value.textContent!.replace(/[<%]/g, '')),
        filled: Math.round((fill.getBoundingClientRect().width / track.getBoundingClientRect().width) * 100),
      };
    }),
  );
}

async function classify(page: Page, text: string) {
  await page.getByLabel('Text to classify').fill(text);
  await page.getByRole('button', { name: 'Classify' }).click();
}

test('a guest classifies a flagged and a clean text, finds both in the history, opens one by its address and deletes one', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('console', (message) => message.type() === 'error' && problems.push(message.text()));

  await page.goto(`${server.url}/app/classifier`);
  await page.getByRole('heading', { level: 1, name: 'Classifier' }).waitFor();
  expect(await page.getByText('Your result will appear here').isVisible()).toBe(true);
  expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Classifier' }).getAttribute('aria-current')).toBe('page');

  // Logged out: Classify asks for a name first, then classifies the text at once.
  await classify(page, FLAGGED);
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your name').fill('Ada');
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 2, name: 'Flagged' }).waitFor({ timeout: 30_000 });
  const flaggedUrl = page.url();
  expect(new URL(flaggedUrl).pathname).toMatch(/^\/app\/classifier\/[A-Za-z0-9_-]{20}$/);
  expect(await page.getByText('Flagged for harassment').textContent()).toContain('harassment (threatening)');
  const flaggedRows = await moderationRows(page);
  expect(flaggedRows.map((row) => row.name).sort()).toEqual(['Harassment', 'Harassment (threatening)', 'Hate', 'Self-harm', 'Sexual', 'Violence']);
  const threat = flaggedRows.find((row) => row.name === 'Harassment (threatening)')!;
  expect(threat.flagged).toBe(true);
  expect(threat.percent).toBeGreaterThanOrEqual(50);
  // Highest first, and every bar as long as its score.
  expect(flaggedRows.map((row) => row.percent)).toEqual([...flaggedRows.map((row) => row.percent)].sort((a, b) => b - a));
  for (const row of flaggedRows) expect(Math.abs(row.filled - row.percent), row.name).toBeLessThanOrEqual(1);
  expect(await page.getByRole('region', { name: 'Sentiment' }).getByText('Negative', { exact: true }).count()).toBe(1);
  expect(await page.getByRole('region', { name: 'Language' }).getByText('English', { exact: true }).count()).toBe(1);
  expect(await page.getByLabel('Text to classify').inputValue()).toBe('');

  await classify(page, CLEAN);
  await page.getByRole('heading', { level: 2, name: 'Not flagged' }).waitFor();
  expect(await page.getByText('No moderation category reached its threshold.').isVisible()).toBe(true);
  expect((await moderationRows(page)).every((row) => !row.flagged && row.percent < 50)).toBe(true);
  expect(await page.getByRole('region', { name: 'Sentiment' }).getByText('Positive', { exact: true }).count()).toBe(1);
  expect(await page.getByRole('region', { name: 'Language' }).getByText('French', { exact: true }).count()).toBe(1);

  // Both in the history, newest first, the one on show marked.
  const history = page.getByRole('complementary', { name: 'Classifications' });
  const items = history.getByRole('link');
  await expect.poll(() => items.count()).toBe(2);
  expect(await items.nth(0).textContent()).toContain(CLEAN.slice(0, 30));
  expect(await items.nth(0).textContent()).toContain('Clean');
  expect(await items.nth(1).textContent()).toContain('Flagged');
  expect(await items.nth(0).getAttribute('aria-current')).toBe('page');

  // Searched as typed (this crashed the page once): one match, then none, then both again.
  const searchBox = history.getByRole('searchbox', { name: 'Search classifications' });
  await searchBox.fill('restaurant');
  await expect.poll(() => items.count()).toBe(1);
  expect(await items.nth(0).textContent()).toContain('Clean');
  await searchBox.fill('restaurantzzz');
  await history.getByText('No classification contains “restaurantzzz”.').waitFor();
  await searchBox.fill('');
  await expect.poll(() => items.count()).toBe(2);

  // Each has its status switch (SPEC §4, status 1/0): the flagged one switched off, kept by
  // the server (the new tab below reads it off too).
  const flaggedStatus = history.getByRole('switch', { name: /^Active: I will kill you/ });
  expect(await flaggedStatus.getAttribute('aria-checked')).toBe('true');
  const saved = page.waitForResponse((response) => response.request().method() === 'POST' && /\/api\/library\/classifications\//.test(response.url()));
  await flaggedStatus.click();
  expect(await flaggedStatus.getAttribute('aria-checked')).toBe('false');
  expect((await saved).ok()).toBe(true);

  // The flagged one, opened by its address in a new tab of the same browser.
  const tab = await context.newPage();
  await tab.goto(flaggedUrl);
  await tab.getByRole('heading', { level: 2, name: 'Flagged' }).waitFor();
  expect(await tab.getByRole('blockquote').textContent()).toBe(FLAGGED);
  const tabItems = tab.getByRole('complementary', { name: 'Classifications' }).getByRole('link');
  await expect.poll(() => tabItems.count()).toBe(2);
  expect(await tabItems.nth(1).getAttribute('aria-current')).toBe('page');
  const tabSwitches = tab.getByRole('complementary', { name: 'Classifications' }).getByRole('switch');
  expect(await tabSwitches.evaluateAll((switches) => switches.map((s) => s.getAttribute('aria-checked')))).toEqual(['true', 'false']);

  // Deleted after confirming: back to the form, gone from the history, and from the server.
  await tab.getByRole('button', { name: 'Delete' }).click();
  const confirm = tab.getByRole('dialog', { name: 'Delete classification?' });
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await tab.getByText('Classification has been deleted successfully.').waitFor();
  expect(new URL(tab.url()).pathname).toBe('/app/classifier');
  await expect.poll(() => tabItems.count()).toBe(1);
  await tab.goto(flaggedUrl);
  await tab.getByText('Classification not found').waitFor();
  await tab.reload();
  await tab.getByText('Classification not found').waitFor();
  await expect.poll(() => tabItems.count()).toBe(1);
  expect(await tabItems.nth(0).textContent()).toContain('Clean');

  expect(problems).toEqual([]);
  await context.close();
});

test('390 px: the result fits the width of a phone', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/app/classifier`);
  await classify(page, FLAGGED);
  await page.getByRole('dialog').getByLabel('Your name').fill('Bo');
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 2, name: 'Flagged' }).waitFor({ timeout: 30_000 });
  const overflow = await page.evaluate(() => [...document.querySelectorAll('main *')].filter((element) => element.getBoundingClientRect().right > window.innerWidth + 1).length);
  expect(overflow).toBe(0);
  // The bars are wide enough to read: at least half the screen.
  const track = await page.getByRole('region', { name: 'Moderation' }).locator('li span[aria-hidden="true"]').first().boundingBox();
  expect(track!.width).toBeGreaterThan(195);
  await context.close();
});

test('the history loads 25, then the rest as it is scrolled to its end', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  await page.goto(`${server.url}/app/classifier`);
  await classify(page, 'Sentence 1.');
  await page.getByRole('dialog').getByLabel('Your name').fill('Cy');
  await page.getByRole('dialog').getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('heading', { level: 2, name: 'Not flagged' }).waitFor({ timeout: 30_000 });
  // 26 more, straight to the API with this tab's session.
  await page.evaluate(async () => {
    const headers = { authorization: `Bearer ${localStorage.getItem('jwt')}`, 'content-type': 'application/json' };
    for (let n = 2; n <= 27; n++) await fetch('/api/ai/classifications', { method: 'POST', headers, body: JSON.stringify({ input: `Sentence ${n}.` }) });
  });
  const pages: string[] = [];
  page.on('request', (request) => request.url().includes('/api/library/classifications?') && pages.push(new URL(request.url()).search));
  await page.goto(`${server.url}/app/classifier`);
  const history = page.getByRole('complementary', { name: 'Classifications' });
  await history.getByText('27 classifications').waitFor();
  await history.getByRole('link', { name: /Sentence 27\./ }).waitFor();
  expect(pages).toEqual(['?limit=25']);
  expect(await history.getByRole('link', { name: /^Sentence 1\./ }).count()).toBe(0);

  await page.getByRole('region', { name: 'Classification history' }).evaluate((list) => list.scrollTo(0, list.scrollHeight));
  await history.getByRole('link', { name: /^Sentence 1\./ }).waitFor();
  expect(pages).toHaveLength(2);
  expect(pages[1]).toMatch(/^\?limit=25&starting_after=[\w-]{20}$/);
  await context.close();
});
