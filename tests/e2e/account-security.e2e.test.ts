// The account's security and contact actions in Debian Chromium against `npm start`'s server:
// changing the email ('Email changed successfully!', and the server's words for a taken one),
// changing the password (the other session is logged out at once, this one stays), resetting it
// by the mailed link (caught by a small SMTP server, SMTP_URL) and logging in with the new one,
// turning 2FA off with a code, turning it off by the link mailed when it was turned on (which
// logs everyone out), and the feedback ('Thank you for feedback.') and claim forms.
// Each test makes its own users, so they run in any order.
import { expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useSuite } from './helpers/suite';
import { mailedPath, useSmtpSink } from './helpers/smtp-sink';
import { logOut, openPage, PASSWORD, signUpWithEmail, submitLogin, toast } from './helpers/account';
import { nextCode } from './helpers/totp';

const sink = useSmtpSink();
// Several sign-ups per run: the per-IP sign-up limit must not be what a slow run meets.
const { server, browser } = useSuite(() => ({ SMTP_URL: sink.url, AUTH_RATE_LIMIT: '1000' }));
const NEW_PASSWORD = 'staple battery horse correct';
const signUp = (page: Page, name: string, email: string) => signUpWithEmail(page, server.url, name, email);

async function logIn(page: Page, email: string, password: string) {
  await page.goto(`${server.url}/login`);
  await submitLogin(page, email, password);
  await page.waitForURL(`${server.url}/`, { timeout: 30_000 });
}

async function openAccount(page: Page) {
  await page.goto(`${server.url}/account`);
  await page.getByRole('heading', { level: 1, name: 'Account' }).waitFor();
  await page.getByRole('region', { name: 'Profile', exact: true }).waitFor({ timeout: 30_000 });
}

const jwtOf = (page: Page) => page.evaluate(() => localStorage.getItem('jwt'));
const accountStatus = async (token: string | null) => (await fetch(`${server.url}/api/account`, { headers: { authorization: `Bearer ${token}` } })).status;

test("the email changes; a taken one is refused in the server's words", async () => {
  const stamp = Date.now();
  const { page, problems, close } = await openPage(browser);
  const taken = `taken-${stamp}@example.com`;
  const changed = `new-${stamp}@example.com`;
  try {
    const other = await openPage(browser);
    await signUp(other.page, 'Tom', taken);
    await other.close();
    await signUp(page, 'Eve', `eve-${stamp}@example.com`);
    await openAccount(page);

    const card = page.getByRole('region', { name: 'Email', exact: true });
    await card.getByLabel('New email address').fill(taken);
    await card.getByLabel('Current password').fill(PASSWORD);
    await card.getByRole('button', { name: 'Change email' }).click();
    await card.getByText('This email is already registered.').waitFor({ timeout: 30_000 });

    await card.getByLabel('New email address').fill(changed);
    await card.getByLabel('Current password').fill(PASSWORD);
    await card.getByRole('button', { name: 'Change email' }).click();
    await toast(page, 'Email changed successfully!');
    await card.getByText(changed, { exact: false }).waitFor({ timeout: 30_000 });

    // The new address is the one that logs in.
    await logOut(page);
    await logIn(page, changed, PASSWORD);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
}, 180_000);

test('changing the password logs the other session out and keeps this one', async () => {
  const stamp = Date.now();
  const email = `pat-${stamp}@example.com`;
  const here = await openPage(browser);
  const elsewhere = await openPage(browser);
  try {
    await signUp(here.page, 'Pat', email);
    await logIn(elsewhere.page, email, PASSWORD);
    const otherToken = await jwtOf(elsewhere.page);
    expect(await accountStatus(otherToken)).toBe(200);

    await openAccount(here.page);
    const card = here.page.getByRole('region', { name: 'Password', exact: true });
    await card.getByLabel('Current password').fill(PASSWORD);
    await card.getByLabel('New password').fill(NEW_PASSWORD);
    await card.getByRole('button', { name: 'Change password' }).click();
    await toast(here.page, 'Password changed successfully!');

    // The other session is refused at once; this one got a new token and goes on.
    expect(await accountStatus(otherToken)).toBe(401);
    await elsewhere.page.goto(`${server.url}/account`);
    await elsewhere.page.getByText('Log in to see your account').waitFor({ timeout: 30_000 });
    await expect.poll(() => jwtOf(here.page)).not.toBeNull();
    expect(await accountStatus(await jwtOf(here.page))).toBe(200);
    await openAccount(here.page);

    // The new password logs in.
    await logIn(elsewhere.page, email, NEW_PASSWORD);
    expect([...here.problems, ...elsewhere.problems]).toEqual([]);
  } finally {
    await here.close();
    await elsewhere.close();
  }
}, 180_000);

test('a password reset by the mailed link, then a login with the new password', async () => {
  const stamp = Date.now();
  const email = `rae-${stamp}@example.com`;
  const { page, problems, close } = await openPage(browser);
  try {
    await signUp(page, 'Rae', email);
    await logOut(page);

    await page.goto(`${server.url}/login`);
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await page.getByRole('heading', { name: 'Reset your password' }).waitFor();
    await page.getByLabel('Email').fill(email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await page.getByRole('status').getByText(/a link to reset its password is on its way/).waitFor({ timeout: 30_000 });

    const path = await mailedPath(sink, email, /https?:\/\/\S+\/reset-password\/[\w-]+/);

    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { name: 'Choose a new password' }).waitFor();
    await page.getByLabel('New password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('status').getByText('Your password was changed. Log in with the new one.').waitFor({ timeout: 30_000 });

    // The old password no longer works, the new one does; the link works once.
    const old = await fetch(`${server.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: PASSWORD }) });
    expect(old.ok).toBe(false);
    await logIn(page, email, NEW_PASSWORD);
    const again = await fetch(`${server.url}/api${path.replace('/reset-password/', '/auth/password-reset/')}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ password: 'yet another password 1' }) });
    expect(again.status).toBe(400);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
}, 180_000);

test('2FA is turned off with a code, after which login asks for the password only', async () => {
  const stamp = Date.now();
  const email = `dee-${stamp}@example.com`;
  const { page, problems, close } = await openPage(browser);
  try {
    await signUp(page, 'Dee', email);
    await openAccount(page);
    const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
    await twoFactor.getByRole('button', { name: 'Set up 2FA' }).click();
    const qrDialog = page.getByRole('dialog', { name: 'Scan the QR code' });
    const secret = (await qrDialog.getByLabel('2FA secret').textContent())!.trim();
    const enabling = nextCode(secret);
    await qrDialog.getByLabel('Authentication code').fill(enabling.code);
    await qrDialog.getByLabel('Current password').fill(PASSWORD);
    await qrDialog.getByRole('button', { name: 'Enable 2FA' }).click();
    await toast(page, 'Two-Factor Authentication enabled');
    await page.getByRole('dialog', { name: 'Save your recovery codes' }).getByRole('button', { name: 'I have saved them' }).click();
    await twoFactor.getByText(/^On:/).waitFor();

    await twoFactor.getByRole('button', { name: 'Disable 2FA' }).click();
    const disableDialog = page.getByRole('dialog', { name: 'Disable two-factor authentication?' });
    await disableDialog.getByLabel('Authentication code').fill('000000');
    await disableDialog.getByRole('button', { name: 'Disable 2FA' }).click();
    await disableDialog.getByRole('alert').waitFor({ timeout: 30_000 });
    const { code } = nextCode(secret, enabling.step);
    await disableDialog.getByLabel('Authentication code').fill(code);
    await disableDialog.getByRole('button', { name: 'Disable 2FA' }).click();
    await toast(page, 'Two-Factor Authentication disabled');
    await expect.poll(() => disableDialog.count()).toBe(0);
    await twoFactor.getByText(/^Off:/).waitFor();

    // No code asked at the next login.
    await logOut(page);
    await logIn(page, email, PASSWORD);
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
}, 180_000);

test('the link mailed when 2FA was turned on turns it off with the password and logs everyone out', async () => {
  const stamp = Date.now();
  const email = `uma-${stamp}@example.com`;
  const { page, problems, close } = await openPage(browser);
  try {
    await signUp(page, 'Uma', email);
    await openAccount(page);
    const twoFactor = page.getByRole('region', { name: 'Two-factor authentication' });
    await twoFactor.getByRole('button', { name: 'Set up 2FA' }).click();
    const qrDialog = page.getByRole('dialog', { name: 'Scan the QR code' });
    const secret = (await qrDialog.getByLabel('2FA secret').textContent())!.trim();
    await qrDialog.getByLabel('Authentication code').fill(nextCode(secret).code);
    await qrDialog.getByLabel('Current password').fill(PASSWORD);
    await qrDialog.getByRole('button', { name: 'Enable 2FA' }).click();
    await toast(page, 'Two-Factor Authentication enabled');
    await page.getByRole('dialog', { name: 'Save your recovery codes' }).getByRole('button', { name: 'I have saved them' }).click();
    const session = await jwtOf(page);
    expect(await accountStatus(session)).toBe(200);

    const path = await mailedPath(sink, email, /https?:\/\/\S+\/account\/undo-2fa\/[\w-]+/);
    await page.goto(`${server.url}${path}`);
    await page.getByRole('heading', { name: 'Turn off two-factor authentication' }).waitFor();
    await page.getByLabel('Password').fill('not the password');
    await page.getByRole('button', { name: 'Turn off 2FA' }).click();
    await page.getByRole('alert').getByText('Your password is not correct.').waitFor({ timeout: 30_000 });
    expect(await accountStatus(session)).toBe(200);
    await page.getByLabel('Password').fill(PASSWORD);
    await page.getByRole('button', { name: 'Turn off 2FA' }).click();
    await page.getByRole('status').getByText(/^Two-factor authentication has been turned off/).waitFor({ timeout: 30_000 });
    expect(await accountStatus(session)).toBe(401);

    // Log in again: the password alone (the browser forgot the session the link ended).
    // The page's own link (the top bar has one too, for whoever is logged out).
    await page.locator('form').getByRole('link', { name: 'Log in' }).click();
    await page.waitForURL(`${server.url}/login`);
    await submitLogin(page, email, PASSWORD);
    await page.waitForURL(`${server.url}/`, { timeout: 30_000 });
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
}, 180_000);

test('the feedback and claim forms', async () => {
  const { page, problems, close } = await openPage(browser);
  try {
    await signUp(page, 'Fay', `fay-${Date.now()}@example.com`);
    await openAccount(page);

    const feedback = page.getByRole('region', { name: 'Feedback', exact: true });
    await feedback.getByRole('button', { name: 'Send feedback' }).click();
    await feedback.getByText('Please enter in the following required fields: Message').waitFor();
    await feedback.getByLabel('Message').fill('The writer is lovely; exports could be faster.');
    await feedback.getByRole('button', { name: 'Send feedback' }).click();
    await toast(page, 'Thank you for feedback.');
    await expect.poll(() => feedback.getByLabel('Message').inputValue()).toBe('');

    const claim = page.getByRole('region', { name: 'Claim', exact: true });
    await claim.getByLabel('Subject').fill('A shared page uses my photo');
    await claim.getByLabel('Details').fill('The page at /s/abc shows a photo I took, without my permission.');
    await claim.getByRole('button', { name: 'Send claim' }).click();
    await toast(page, 'Your claim was sent. We will answer by email.');
    await expect.poll(() => claim.getByLabel('Subject').inputValue()).toBe('');
    expect(problems).toEqual([]);
  } finally {
    await close();
  }
}, 120_000);
