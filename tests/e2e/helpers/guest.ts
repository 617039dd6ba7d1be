import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Opens the app logged out and signs up the way a first-time visitor does: the guest modal. */
export async function signUpAsGuest(page: Page, url: string, name = 'Ada') {
  await page.goto(url);
  await page.getByRole('textbox', { name: 'Message' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your name').fill(name);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => dialog.count(), { timeout: 30_000 }).toBe(0);
}
