// The app shell in Debian Chromium against `npm start`'s server, at a desktop width (1280 px)
// and a phone width (390 px): the sidebar built from the routes table, folding it (remembered
// across a reload), the drawer on a phone (keyboard only: it opens, keeps Tab inside, closes on
// Escape and gives focus back), a visible focus ring, one level-one heading per page, unknown
// paths on the not-found page, and the theme: the system's by default, a choice remembered
// and already on <html> when the app first renders.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useSuite } from './helpers/suite';
import { liveApp } from './helpers/browser';

const { server, browser } = useSuite();

const desktop = { width: 1280, height: 800 };
const phone = { width: 390, height: 844 };

async function open(page: Page, path: string) {
  await page.goto(server.url + path);
  await page.getByRole('heading', { level: 1 }).first().waitFor({ state: 'attached' });
  await liveApp(page);
}

const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    return { label: element.getAttribute('aria-label') ?? element.textContent?.trim(), inDrawer: !!element.closest('[role="dialog"]'), outline: getComputedStyle(element).outlineStyle };
  });

test('1280 px: the sidebar shows the tools, folds to icons and stays folded; every page has one h1; unknown paths are not found', async () => {
  const context = await browser.newContext({ viewport: desktop });
  const page = await context.newPage();
  await open(page, '/');
  const sidebar = page.getByRole('navigation', { name: 'Main' });
  // Chat first, then each tool whose screen has landed.
  const tools = await sidebar.getByRole('link').allTextContents();
  expect(tools[0]).toBe('Chat');
  expect(tools).toContain('Classifier');
  expect(await sidebar.getByRole('link', { name: 'Chat' }).getAttribute('aria-current')).toBe('page');
  expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);

  await page.getByRole('button', { name: 'Collapse sidebar' }).click();
  await page.reload();
  await page.getByRole('button', { name: 'Expand sidebar' }).waitFor();
  expect((await sidebar.boundingBox())!.width).toBeLessThanOrEqual(64);
  expect(await sidebar.getByRole('link', { name: 'Chat' }).isVisible()).toBe(true);

  for (const path of ['/', '/login', '/signup', '/app/classifier', '/workspace', '/billing', '/share/nope']) {
    await open(page, path);
    expect(await page.getByRole('heading', { level: 1 }).count(), path).toBe(1);
  }
  for (const path of ['/no-such-page', '/a/b', '/no/such/page']) {
    await open(page, path);
    expect(await page.getByRole('heading', { level: 1 }).textContent(), path).toBe('Page not found');
    expect(await page.getByText('This conversation does not exist').count()).toBe(0);
  }
  await context.close();
});

test('390 px: the drawer works from the keyboard alone and gives focus back', async () => {
  const context = await browser.newContext({ viewport: phone });
  const page = await context.newPage();
  await open(page, '/login');
  expect(await page.locator('#sidebar').isVisible()).toBe(false);

  // Tab from the top of the page: skip link, then the menu button, with a visible ring.
  await page.keyboard.press('Tab');
  expect((await focused(page)).label).toBe('Skip to content');
  await page.keyboard.press('Tab');
  expect(await focused(page)).toMatchObject({ label: 'Open menu', outline: 'solid' });

  await page.keyboard.press('Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await drawer.waitFor();
  await expect.poll(async () => (await focused(page)).label).toBe('Chat');
  for (let i = 0; i < 6; i++) {
    await page.keyboard.press('Tab');
    expect((await focused(page)).inDrawer).toBe(true);
  }

  await page.keyboard.press('Escape');
  await drawer.waitFor({ state: 'detached' });
  expect(await focused(page)).toMatchObject({ label: 'Open menu', outline: 'solid' });

  // Following a link closes it too.
  await page.keyboard.press('Enter');
  await drawer.getByRole('link', { name: 'Chat' }).click();
  await drawer.waitFor({ state: 'detached' });
  await expect.poll(() => new URL(page.url()).pathname).toBe('/');
  await context.close();
});

test('the theme follows the system until one is chosen; the choice is on <html> before the first render', async () => {
  const context = await browser.newContext({ viewport: desktop, colorScheme: 'dark' });
  // Notes the theme <html> carries at the moment the app first puts anything in #root.
  await context.addInitScript(() => {
    new MutationObserver((_, observer) => {
      const root = document.getElementById('root');
      if (root?.firstChild) {
        (window as unknown as { themeAtFirstRender: string }).themeAtFirstRender = document.documentElement.dataset.theme ?? 'system';
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  const page = await context.newPage();
  await open(page, '/login');
  expect(await bodyBackground(page)).toBe('rgb(20, 20, 19)');
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await bodyBackground(page)).toBe('rgb(247, 247, 245)');
  await page.emulateMedia({ colorScheme: 'dark' });

  await page.getByRole('button', { name: 'Account menu' }).click();
  // The radios are drawn by their labels: click what the user sees.
  await page.locator('label', { hasText: 'Light' }).click();
  expect(await page.getByRole('radio', { name: 'Light' }).isChecked()).toBe(true);
  expect(await bodyBackground(page)).toBe('rgb(247, 247, 245)');

  await page.reload();
  await page.getByRole('heading', { level: 1 }).waitFor();
  expect(await page.evaluate(() => (window as unknown as { themeAtFirstRender: string }).themeAtFirstRender)).toBe('light');
  expect(await bodyBackground(page)).toBe('rgb(247, 247, 245)');

  await page.getByRole('button', { name: 'Account menu' }).click();
  expect(await page.getByRole('radio', { name: 'Light' }).isChecked()).toBe(true);
  await page.locator('label', { hasText: 'System' }).click();
  expect(await bodyBackground(page)).toBe('rgb(20, 20, 19)');
  await context.close();
});

test('a screen whose code cannot be downloaded says so inside the shell, and Reload brings it', async () => {
  const context = await browser.newContext({ viewport: phone, colorScheme: 'dark' });
  const page = await context.newPage();
  await open(page, '/');
  // As after an update that removed the old chunk, or a dropped connection.
  await page.route('**/assets/CatalogueScreen-*.js', (route) => route.abort());
  await page.getByRole('banner').getByRole('link', { name: 'Models' }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'This page could not be shown.' });
  await alert.waitFor({ timeout: 30_000 });
  expect(await alert.textContent()).toContain('The app was updated or the connection dropped while it loaded.');
  // The shell stays: the user can go elsewhere; here, the top bar is still there.
  expect(await page.getByRole('banner').getByRole('link', { name: 'Plans' }).isVisible()).toBe(true);
  if (process.env.SCREENSHOT_DIR) await page.screenshot({ path: `${process.env.SCREENSHOT_DIR}/screen-error-390-dark.png` });
  await page.unroute('**/assets/CatalogueScreen-*.js');
  await alert.getByRole('button', { name: 'Reload' }).click();
  await page.getByRole('heading', { level: 1, name: 'Models' }).waitFor({ timeout: 30_000 });
  await context.close();
});
