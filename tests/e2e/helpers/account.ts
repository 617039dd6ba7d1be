// Steps the suites with email accounts share: a page of its own that collects its uncaught
// errors, signing up with an email and password, logging in and out, waiting for a toast, and a
// screenshot to $SCREENSHOT_DIR when it is set.
import { expect } from 'vitest';
import type { Browser, Page } from 'playwright-core';

export const PASSWORD = 'correct horse battery';

/** A toast (role status) with exactly this text; the same toast may stand twice while one fades. */
export async function toast(page: Page, text: string) {
  await page.getByRole('status').getByText(text, { exact: true }).first().waitFor({ timeout: 30_000 });
}

/**
 * A page in a context of its own (1280 × 900, light, unless told), with the uncaught errors it
 * met. `bypassCSP` lets a suite inject axe, which the app's policy refuses (csp.e2e.test.ts holds the policy).
 */
export async function openPage(browser: Browser, options: { width?: number; colorScheme?: 'light' | 'dark'; bypassCSP?: boolean } = {}) {
  const { width = 1280, colorScheme = 'light', bypassCSP = false } = options;
  const context = await browser.newContext({ viewport: { width, height: 900 }, colorScheme, bypassCSP });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  return { page, problems, close: () => context.close() };
}

/** Signs up on /signup with a first name, an email and a password; resolves on the home page. */
export async function signUpWithEmail(page: Page, url: string, name: string, email: string, password = PASSWORD) {
  await page.goto(`${url}/signup`);
  await page.getByLabel('First name').fill(name);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Sign up' }).click();
  await page.waitForURL(`${url}/`, { timeout: 60_000 });
}

/** Fills the login form on the page as it is and sends it; the caller waits for what follows. */
export async function submitLogin(page: Page, email: string, password = PASSWORD) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password').fill(password);
  await page.getByRole('button', { name: 'Log in' }).click();
}

/** Logs out from the account menu; resolves once the token is gone. */
export async function logOut(page: Page) {
  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem('jwt'))).toBeNull();
}

export async function screenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}
