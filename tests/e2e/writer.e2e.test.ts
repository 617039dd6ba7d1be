// The writer and the coder in Debian Chromium against `npm start`'s server and its offline
// assistant. A logged-out visitor who writes is sent to the login with the template to come back
// to; as a guest, an empty field is refused by the server (the form stays, no tab appears), then a
// blog post streams into a document that gets its own address and a tab, survives a reload, is
// renamed, copied, downloaded and deleted. A reload mid-document re-attaches to it and Stop keeps
// what was written. The coder writes Python, highlighted. At 390 px the document fits the
// screen's width.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { signUpAsGuest } from './helpers/guest';
import { useSuite } from './helpers/suite';

// The offline assistant a little slower than by default, so a reload lands mid-document.
const { server, browser } = useSuite({ LOCAL_ENGINE_TOKEN_DELAY_MS: '60' });

/** Errors in the page; the refused empty field (400) and the deleted document's read (404) are expected. */
function watchProblems(page: Page) {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  page.on('console', (message) => message.type() === 'error' && !/status of 40[04]/.test(message.text()) && problems.push(message.text()));
  return problems;
}

const actions = (page: Page) => page.getByRole('toolbar', { name: 'Document actions' });
const tabs = (page: Page) => page.getByRole('navigation', { name: 'Your documents' }).getByRole('link');

test('a guest writes a blog post from its template: refused empty, streamed, kept, renamed, copied, downloaded, deleted', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, permissions: ['clipboard-read', 'clipboard-write'] });
  // The page may write the clipboard, not read it (the app's Permissions-Policy): what it
  // writes is noted on the way.
  await context.addInitScript(() => {
    const write = navigator.clipboard.writeText.bind(navigator.clipboard);
    navigator.clipboard.writeText = (text: string) => {
      (window as unknown as { copied: string }).copied = text;
      return write(text);
    };
  });
  const page = await context.newPage();
  const problems = watchProblems(page);

  // Logged out: the template's Write goes to the login, which will come back to the template.
  await page.goto(`${server.url}/writer`);
  await page.getByRole('heading', { level: 1, name: 'Writer' }).waitFor();
  expect(await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Writer' }).getAttribute('aria-current')).toBe('page');
  await page.getByRole('button', { name: 'Blog post: A full article from a topic.' }).click();
  await page.getByRole('textbox', { name: 'Topic' }).fill('green tea');
  await page.getByRole('button', { name: 'Write', exact: true }).click();
  await page.waitForURL((url) => url.pathname === '/login');
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/writer/preset-blog-post');

  await signUpAsGuest(page, server.url);
  await page.goto(`${server.url}/writer/preset-blog-post`);
  const tile = page.getByRole('button', { name: 'Blog post: A full article from a topic.' });
  await expect.poll(() => tile.getAttribute('aria-pressed')).toBe('true');
  // A chosen template is one of the preferred ones: pinned, so it comes first.
  expect(await page.getByRole('button', { name: 'Unpin Blog post' }).getAttribute('aria-pressed')).toBe('true');

  // The error path: the server refuses an empty field, the form stays and no tab appears.
  await page.getByRole('button', { name: 'Write', exact: true }).click();
  await page.getByRole('alert').getByText('Please fill in "Topic".').waitFor();
  expect(new URL(page.url()).pathname).toBe('/writer/preset-blog-post');
  await page.getByText('No documents yet.').waitFor();

  await page.getByRole('textbox', { name: 'Topic' }).fill('green tea');
  await page.getByRole('textbox', { name: 'Topic' }).press('Control+Enter');
  await page.waitForURL((url) => /^\/writer\/[A-Za-z0-9_-]{20}$/.test(url.pathname));
  const documentUrl = page.url();
  // While it is written: Stop, a tab already, and the text growing.
  const article = page.getByRole('article');
  const heading = article.locator('header h2');
  await heading.waitFor();
  await expect.poll(() => tabs(page).count()).toBe(2);
  await actions(page).getByRole('button', { name: 'Rename' }).waitFor({ timeout: 30_000 });
  const title = (await heading.textContent())!;
  expect(title).toContain('green tea');
  const content = (await article.locator('[aria-live="off"]').innerText()).trim();
  expect(content.length).toBeGreaterThan(100);
  expect(content.toLowerCase()).toContain('green tea');
  expect(await tabs(page).nth(1).getAttribute('aria-current')).toBe('page');

  // A reload shows it as stored.
  await page.reload();
  await actions(page).getByRole('button', { name: 'Rename' }).waitFor();
  expect((await article.locator('[aria-live="off"]').innerText()).trim()).toBe(content);

  // Rename in place: Enter saves; the tab follows.
  await actions(page).getByRole('button', { name: 'Rename' }).click();
  await page.getByLabel('Title').fill('My tea post');
  await page.getByLabel('Title').press('Enter');
  await expect.poll(() => heading.textContent()).toBe('My tea post');
  await expect.poll(() => tabs(page).nth(1).textContent()).toBe('My tea post');

  // Copy: the text on the clipboard, and the spec's words.
  await actions(page).getByRole('button', { name: 'Copy' }).click();
  await page.getByText('Document copied to clipboard!').waitFor();
  const copied = await page.evaluate(() => (window as unknown as { copied: string }).copied);
  expect(copied.toLowerCase()).toContain('green tea');

  // Download as Markdown, named after the title.
  await actions(page).getByRole('button', { name: 'Download' }).click();
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('menuitem', { name: 'Markdown' }).click()]);
  expect(download.suggestedFilename()).toBe('My tea post.md');

  // Delete after confirming: back to the form, gone from the tabs and the server.
  await actions(page).getByRole('button', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this document?' }).getByRole('button', { name: 'Delete' }).click();
  await page.getByText('Document deleted successfully!').waitFor();
  expect(new URL(page.url()).pathname).toBe('/writer');
  await page.getByText('No documents yet.').waitFor();
  await page.goto(documentUrl);
  await page.getByText('Document not found').waitFor();

  expect(problems).toEqual([]);
  await context.close();
});

test('a reload while a document is written follows it again; Stop keeps what was written', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await signUpAsGuest(page, server.url, 'Cy');
  await page.goto(`${server.url}/writer/preset-summary`);
  await page.getByRole('textbox', { name: 'Text' }).fill('Tea is grown in many countries. Green tea is not oxidised. Black tea is fully oxidised. Oolong sits between them. '.repeat(8));
  await page.getByRole('button', { name: 'Write', exact: true }).click();
  await page.waitForURL((url) => /^\/writer\/[A-Za-z0-9_-]{20}$/.test(url.pathname));
  await page.reload();
  // Re-attached: the text so far, growing, and Stop.
  await page.getByRole('button', { name: 'Stop' }).waitFor();
  const text = page.getByRole('article').locator('[aria-live="off"]');
  const before = (await text.innerText()).length;
  await expect.poll(async () => (await text.innerText()).length).toBeGreaterThan(before);
  await page.getByRole('button', { name: 'Stop' }).click();
  await actions(page).getByRole('button', { name: 'Rename' }).waitFor();
  const kept = (await text.innerText()).trim();
  expect(kept.length).toBeGreaterThan(0);
  // What the server stored is what is shown.
  await page.reload();
  await actions(page).getByRole('button', { name: 'Rename' }).waitFor();
  expect((await text.innerText()).trim()).toBe(kept);
  expect(problems).toEqual([]);
  await context.close();
});

test('the coder writes Python, highlighted; at 390 px it fits the width of a phone', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  const problems = watchProblems(page);
  await signUpAsGuest(page, server.url, 'Bo');
  await page.goto(`${server.url}/app/coder`);
  await page.getByRole('heading', { level: 1, name: 'Coder' }).waitFor();
  await page.getByLabel('Language').selectOption('python');
  await page.getByLabel('What should the code do?').fill('Reverse a string');
  await page.getByRole('button', { name: 'Generate code' }).click();
  await page.waitForURL((url) => /^\/app\/coder\/[A-Za-z0-9_-]{20}$/.test(url.pathname));
  await actions(page).getByRole('button', { name: 'Rename' }).waitFor({ timeout: 30_000 });
  const code = page.getByRole('article').locator('pre code');
  await expect.poll(() => code.first().getAttribute('class'), { timeout: 30_000 }).toContain('hljs');
  expect(await code.first().innerText()).toContain('def ');
  await expect.poll(() => page.getByRole('article').locator('pre code span[class^="hljs-"]').count()).toBeGreaterThan(0);
  expect(await page.getByRole('navigation', { name: 'Your code' }).getByRole('link').count()).toBe(2);

  const overflow = await page.evaluate(() =>
    [...document.querySelectorAll('main *')].filter((element) => !element.closest('pre, nav') && element.getBoundingClientRect().right > window.innerWidth + 1).length,
  );
  expect(overflow).toBe(0);
  expect(problems).toEqual([]);
  await context.close();
});
