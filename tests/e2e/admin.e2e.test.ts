// The admin area in Debian Chromium against `npm start`'s server: an admin finds a user who is
// logged in in another browser, suspends them, and that user's very next request is refused with
// the words the login form then shows them. Screenshots of the opened user go to $SCREENSHOT_DIR
// when it is set (1280 and 390 px wide).
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useSuite } from './helpers/suite';
import { openPage, screenshot, signUpWithEmail, submitLogin, toast } from './helpers/account';

const { server, browser } = useSuite({ ADMIN_EMAIL: 'admin@atelier.local', ADMIN_PASSWORD: 'atelier-admin', AUTH_RATE_LIMIT: '1000' });
const suspended = 'This account is suspended. Contact support.';

async function openUserAsAdmin(page: Page, email: string) {
  await page.goto(`${server.url}/login`);
  await submitLogin(page, 'admin@atelier.local', 'atelier-admin');
  await page.waitForURL(`${server.url}/admin`, { timeout: 20_000 });
  await page.getByRole('tab', { name: 'Users' }).click();
  await page.getByRole('searchbox', { name: 'Search users' }).fill(email);
  await page.getByRole('button', { name: `Open ${email}` }).click({ timeout: 20_000 });
  await page.getByText('Two-factor').waitFor({ timeout: 20_000 });
}

test('an admin suspends a user logged in elsewhere: their next request is refused with the message, and so is their login', async () => {
  const email = `sam-${Date.now()}@example.com`;
  const member = await openPage(browser);
  const admin = await openPage(browser);
  const phone = await openPage(browser, { width: 390 });
  try {
    await signUpWithEmail(member.page, server.url, 'Sam', email);
    const jwt = await member.page.evaluate(() => localStorage.getItem('jwt'));
    const account = () =>
      member.page.evaluate(async (token) => {
        const response = await fetch('/api/account', { headers: { authorization: `Bearer ${token}` } });
        return { status: response.status, body: await response.json() };
      }, jwt);
    expect((await account()).status).toBe(200);

    await openUserAsAdmin(admin.page, email);
    await screenshot(admin.page, 'admin-user-1280');
    await admin.page.getByRole('button', { name: 'Suspend', exact: true }).click();
    await admin.page.getByRole('dialog', { name: 'Suspend this user?' }).getByRole('button', { name: 'Suspend' }).click();
    await toast(admin.page, 'User suspended: their sessions and API keys stopped working.');
    await admin.page.getByRole('button', { name: 'Restore', exact: true }).waitFor();

    // The session in the other browser was checked a moment ago (remembered): refused all the same.
    expect(await account()).toEqual({ status: 403, body: { message: suspended, code: 'account_suspended' } });
    // The app forgets the refused session (logged out), and the login form says why.
    await member.page.reload();
    await expect.poll(() => member.page.evaluate(() => localStorage.getItem('jwt')), { timeout: 20_000 }).toBeNull();
    await member.page.goto(`${server.url}/login`);
    await submitLogin(member.page, email);
    await member.page.getByText(suspended).waitFor({ timeout: 20_000 });

    await openUserAsAdmin(phone.page, email);
    await screenshot(phone.page, 'admin-user-390');
    expect([...member.problems, ...admin.problems, ...phone.problems]).toEqual([]);
  } finally {
    await member.close();
    await admin.close();
    await phone.close();
  }
});
