import { expect } from 'vitest';
import type { Page } from 'playwright-core';

/** Opens the app logged out and signs up the way a first-time visitor does: the guest modal; resolves once the top bar shows the account. */
export async function signUpAsGuest(page: Page, url: string, name = 'Ada') {
  await page.goto(url);
  await page.getByRole('textbox', { name: 'Message' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Your name').fill(name);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect.poll(() => dialog.count(), { timeout: 30_000 }).toBe(0);
  // Signed up as the page shows it: the top bar has the workspace's credits (and its links
  // have moved to where they stay) before the caller clicks anything in it.
  await page.getByRole('banner').getByRole('link', { name: /credits/ }).waitFor({ timeout: 30_000 });
}

/**
 * Signs up as a guest and sends `question` from the prompt box; resolves once the address is
 * the new conversation's (`/{conversationId}`), with the locator of its (last) reply.
 */
export async function askAsGuest(page: Page, url: string, question: string) {
  await signUpAsGuest(page, url);
  await page.getByRole('textbox', { name: 'Message' }).fill(question);
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/[A-Za-z0-9_-]{8,}$/, { timeout: 30_000 });
  return page.locator('[data-role="assistant"]').last();
}
