// Branches end to end, in Debian Chromium against `npm start`'s server: send → regenerate →
// switch versions with ‹ › → reload → the chosen version is still the one shown.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useSuite } from './helpers/suite';
import { signUpAsGuest } from './helpers/guest';

const { server, browser } = useSuite({ LOCAL_ENGINE_TOKEN_DELAY_MS: '2' });

const idle = (page: Page) => expect.poll(() => page.getByRole('button', { name: 'Stop' }).count(), { timeout: 30_000 }).toBe(0);
const answerVersion = (page: Page) => page.getByRole('toolbar', { name: 'Answer actions' }).getByText(/^\d+\/\d+$/);

test('regenerate, switch back with ‹, reload: the chosen answer is still shown', async () => {
  const page = await browser.newPage();
  await signUpAsGuest(page, server.url);

  await page.getByRole('textbox', { name: 'Message' }).fill('What is 6 times 7?');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/[A-Za-z0-9_-]{8,}$/, { timeout: 30_000 });
  await expect.poll(() => page.getByRole('toolbar', { name: 'Answer actions' }).count(), { timeout: 30_000 }).toBe(1);
  await idle(page);

  await page.getByRole('toolbar', { name: 'Answer actions' }).getByRole('button', { name: 'Regenerate' }).click();
  await idle(page);
  await expect.poll(() => answerVersion(page).innerText(), { timeout: 30_000 }).toBe('2/2');
  expect(await page.locator('[data-role="user"]').count()).toBe(1);
  expect(await page.locator('[data-role="assistant"]').count()).toBe(1);

  await page.getByRole('button', { name: 'Previous version' }).click();
  await expect.poll(() => answerVersion(page).innerText()).toBe('1/2');
  const chosen = await page.locator('[data-role="assistant"]').innerText();
  // Let the choice reach the server before the reload.
  await page.waitForLoadState('networkidle');

  await page.reload();
  await expect.poll(() => page.getByRole('toolbar', { name: 'Answer actions' }).count(), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => answerVersion(page).innerText()).toBe('1/2');
  expect(await page.locator('[data-role="assistant"]').innerText()).toBe(chosen);

  await page.getByRole('button', { name: 'Next version' }).click();
  await expect.poll(() => answerVersion(page).innerText()).toBe('2/2');
  await page.close();
});
