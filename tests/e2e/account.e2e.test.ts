// The account page and 2FA in Debian Chromium against `npm start`'s server: a user signs up
// with email and password, saves the profile ('Changes saved successfully!'), asks for the
// verification email again and sees the 60 s countdown block the button, makes a REST API key
// with the password (shown once, copied, usable as a bearer token, then revoked), turns 2FA on
// with the password and a code computed here from the secret the QR modal shows as text, logs
// out, logs in with a code, and
// is refused when the same code is sent again. Screenshots of the page at 1280 px light and
// 390 px dark go to $SCREENSHOT_DIR when it is set. No sleeps but waiting for the next TOTP step (each step's code works once).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useSuite } from './helpers/suite';
import { nextCode } from './helpers/totp';
import { logOut, PASSWORD, screenshot, signUpWithEmail, submitLogin, toast } from './helpers/account';

const { server, browser } = useSuite();

/** Logs in with the password; resolves on the two-factor step. */
async function logIn(page: Page, email: string) {
  await page.goto(`${server.url}/login`);
  await submitLogin(page, email);
  await page.getByRole('heading', { name: 'Two-factor authentication' }).waitFor({ timeout: 30_000 });
}

test('the account page: profile, resend countdown, an API key, and 2FA from enabling to a refused reused code', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await context.grantPermissions(['clipboard-write'], { origin: server.url });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  const email = `ada-${Date.now()}@example.com`;
  try {
    await signUpWithEmail(page, server.url, 'Ada', email);

    await page.getByRole('button', { name: /Account menu/ }).click();
    await page.getByRole('link', { name: 'Account settings' }).click();
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();

    // Profile.
    const profile = page.getByRole('region', { name: 'Profile' });
    await profile.getByLabel('Last name').fill('Lovelace');
    await profile.getByRole('button', { name: 'Save changes' }).click();
    await toast(page, 'Changes saved successfully!');
    await expect.poll(() => page.getByRole('button', { name: /Account menu/ }).textContent()).toContain('Ada');

    // Resend verification: sent, then the countdown holds the button.
    const emailCard = page.getByRole('region', { name: 'Email' });
    await emailCard.getByRole('button', { name: 'Resend verification email' }).click();
    await toast(page, 'Verification email send!');
    const countdown = emailCard.getByRole('button', { name: /^Resend in \d+ s$/ });
    await countdown.waitFor();
    expect(await countdown.isDisabled()).toBe(true);
    const first = await countdown.textContent();
    await expect.poll(() => countdown.textContent(), { timeout: 5_000 }).not.toBe(first);

    // A REST API key: shown once, copied, works as a bearer token, revoked.
    const keys = page.getByRole('region', { name: 'REST API keys' });
    await keys.getByText('No API keys yet.').waitFor();
    await keys.getByRole('button', { name: 'Generate API key' }).click();
    // The current password is asked; a wrong one is refused in the server's words, what was typed kept.
    const generate = page.getByRole('dialog', { name: 'Generate an API key' });
    await generate.getByLabel('Key name').fill('CI');
    await generate.getByLabel('Current password').fill('not the password');
    await generate.getByRole('button', { name: 'Generate' }).click();
    await generate.getByRole('alert').getByText('Your password is not correct.').waitFor({ timeout: 30_000 });
    expect(await generate.getByLabel('Key name').inputValue()).toBe('CI');
    await generate.getByLabel('Current password').fill(PASSWORD);
    await generate.getByRole('button', { name: 'Generate' }).click();
    const keyDialog = page.getByRole('dialog', { name: 'Your new API key' });
    const key = (await keyDialog.getByLabel('New API key').textContent())!.trim();
    expect(key).toMatch(/^atl_/);
    await keyDialog.getByRole('button', { name: 'Copy' }).click();
    await toast(page, 'Copied to clipboard!');
    await keyDialog.getByRole('button', { name: 'Done' }).click();
    await keys.getByRole('list', { name: 'API keys' }).getByText(key.slice(0, 12), { exact: false }).waitFor();
    const asKey = await fetch(`${server.url}/api/account`, { headers: { authorization: `Bearer ${key}` } });
    expect(asKey.status).toBe(200);
    // A web editor on another origin (another port) reads the OpenAI-compatible API with it: CORS as a browser enforces it.
    const editorSite = createServer((_, response) => response.end('<!doctype html><title>Editor</title>'));
    await new Promise<void>((resolve) => editorSite.listen(0, '127.0.0.1', resolve));
    const editor = await context.newPage();
    try {
      await editor.goto(`http://127.0.0.1:${(editorSite.address() as AddressInfo).port}/`);
      const listed = await editor.evaluate(async ([url, apiKey]) => {
        const answer = await fetch(`${url}/v1/models`, { headers: { authorization: `Bearer ${apiKey}` } });
        return ((await answer.json()) as { data: { id: string }[] }).data.map((model) => model.id);
      }, [server.url, key] as const);
      expect(listed).toContain('local-assistant');
    } finally {
      await editor.close();
      editorSite.close();
    }
    await screenshot(page, 'account-1280-light');
    await keys.getByRole('button', { name: 'Revoke CI' }).click();
    await page.getByRole('dialog', { name: 'Revoke this API key?' }).getByRole('button', { name: 'Revoke' }).click();
    await keys.getByText('No API keys yet.').waitFor();
    expect((await fetch(`${server.url}/api/account`, { headers: { authorization: `Bearer ${key}` } })).status).toBe(401);

    // 2FA: the QR modal with the secret as text; a code from it and the current password enable
    // 2FA and close the modal. A refusal shows the server's words and keeps what was typed.
    const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
    await twoFactor.getByRole('button', { name: 'Set up 2FA' }).click();
    const qrDialog = page.getByRole('dialog', { name: 'Scan the QR code' });
    expect(await qrDialog.getByRole('img', { name: 'QR code of the 2FA secret' }).getAttribute('src')).toMatch(/^data:image\/png/);
    const secret = (await qrDialog.getByLabel('2FA secret').textContent())!.trim();
    await qrDialog.getByLabel('Authentication code').fill('000000');
    await qrDialog.getByLabel('Current password').fill('not the password');
    await qrDialog.getByRole('button', { name: 'Enable 2FA' }).click();
    await qrDialog.getByRole('alert').getByText('Your password is not correct.').waitFor({ timeout: 30_000 });
    expect(await qrDialog.getByLabel('Authentication code').inputValue()).toBe('000000');
    await qrDialog.getByLabel('Current password').fill(PASSWORD);
    await qrDialog.getByRole('button', { name: 'Enable 2FA' }).click();
    await qrDialog.getByRole('alert').getByText('The code is not valid. Please try again.').waitFor({ timeout: 30_000 });
    const enabling = nextCode(secret);
    await qrDialog.getByLabel('Authentication code').fill(enabling.code);
    await qrDialog.getByRole('button', { name: 'Enable 2FA' }).click();
    await toast(page, 'Two-Factor Authentication enabled');
    await expect.poll(() => qrDialog.count()).toBe(0);
    const codesDialog = page.getByRole('dialog', { name: 'Save your recovery codes' });
    const codes = (await codesDialog.getByLabel('Recovery codes').textContent())!.trim().split('\n');
    expect(codes.length).toBeGreaterThanOrEqual(8);
    await screenshot(page, 'recovery-codes-1280-light');
    await codesDialog.getByRole('button', { name: 'I have saved them' }).click();
    await twoFactor.getByText(/^On:/).waitFor();

    // Log out, log in with a code.
    await logOut(page);
    await logIn(page, email);
    const { code } = nextCode(secret, enabling.step);
    await screenshot(page, 'login-2fa-1280-light');
    await page.getByLabel('Authentication code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${server.url}/`);

    // The same code again is refused; a recovery code then works once.
    await logOut(page);
    await logIn(page, email);
    await page.getByLabel('Authentication code').fill(code);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').waitFor({ timeout: 30_000 });
    expect(page.url()).toBe(`${server.url}/login`);
    await page.getByLabel('Authentication code').fill(codes[0]!);
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL(`${server.url}/`);
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
}, 240_000);

test('the account page at 390 px in the dark; login follows only same-site paths and a stored pending path', async () => {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, colorScheme: 'dark' });
  const page = await context.newPage();
  const email = `grace-${Date.now()}@example.com`;
  try {
    await signUpWithEmail(page, server.url, 'Grace', email);
    await page.goto(`${server.url}/account`);
    await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
    await page.getByRole('region', { name: 'This session' }).getByText(/IP address/).waitFor();
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await screenshot(page, 'account-390-dark');
    await page.getByRole('region', { name: 'Two-factor authentication' }).getByRole('button', { name: 'Set up 2FA' }).click();
    await page.getByRole('dialog', { name: 'Scan the QR code' }).waitFor();
    await screenshot(page, 'account-390-dark-qr');
    // Escape closes the modal; the keyboard reaches the page again.
    await page.keyboard.press('Escape');
    await expect.poll(() => page.getByRole('dialog').count()).toBe(0);

    // `?redirect=` to another site is ignored; a stored pending path is honoured: a login page
    // opened with `?redirect=/account` stores it, and a later login without one goes there.
    await logOut(page);
    await page.goto(`${server.url}/login?redirect=https://evil.example/`);
    await screenshot(page, 'login-390-dark');
    await submitLogin(page, email);
    await page.waitForURL(`${server.url}/`);
    await logOut(page);
    await page.goto(`${server.url}/login?redirect=${encodeURIComponent('/account')}`);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('pending-path'))).toContain('/account');
    await page.goto(`${server.url}/login`);
    await submitLogin(page, email);
    await page.waitForURL(`${server.url}/account`);
  } finally {
    await context.close();
  }
});
