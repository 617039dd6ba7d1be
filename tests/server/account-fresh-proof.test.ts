// Changes that a stolen session must not make alone ask for a fresh proof in the same request:
// turning 2FA on and making a REST API key ask for the password, changing the email or the
// password ask for it too, turning 2FA off asks for a code. Turning 2FA on mails the account's
// address a link that, with the password, turns it off again and ends every session and key.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { sha256 } from '../../server/account/security-repository';
import { codeAt, stepAt } from '../../server/account/totp';
import { bearer, buildTestApp, signUpGuest, signUpUser, testPassword, type Session } from './helpers/app';
import { linkIn, mailsTo } from './helpers/inbox';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

let next = 0;
const ip = () => `10.5.${Math.floor(++next / 250)}.${next % 250}`;
const undoPrefix = 'http://localhost:3000/account/undo-2fa/';
const undone = 'Two-factor authentication has been turned off and every session and API key of your account has been ended. Log in again.';
const undoInvalid = 'This link is invalid, was used already or has expired.';

async function post(url: string, payload: object, session?: Session, remoteAddress = ip()) {
  const response = await app.inject({ method: 'POST', url, payload, headers: session ? bearer(session) : {}, remoteAddress });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}
const me = async (jwt: string) => app.inject({ method: 'GET', url: '/api/account', headers: { authorization: `Bearer ${jwt}` } });
const twoFactorOn = async (session: Session) => (await me(session.jwt)).json().two_factor_enabled as boolean;
const undoMails = async (email: string) => mailsTo(app, email).filter((mail) => linkIn(mail.text, undoPrefix));

/** A user with a pending 2FA secret (the QR code shown), and a code of it for now. */
async function pendingTwoFactor() {
  const session = await signUpUser(app);
  const { secret } = (await post('/api/account/generate-2fa', {}, session)).body as { secret: string };
  return { session, secret, code: () => codeAt(secret, stepAt(Date.now())) };
}

/** A user with 2FA on, its secret, and the token of the undo link mailed to them. */
async function withTwoFactor() {
  const { session, secret, code } = await pendingTwoFactor();
  const enabled = await post('/api/account', { enable2fa: true, code2fa: code(), password: testPassword }, session);
  expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
  const [mail] = await undoMails(session.user.email!);
  expect(mail, 'the mail saying 2FA was turned on').toBeDefined();
  return { session, secret, token: linkIn(mail!.text, undoPrefix)!.slice(undoPrefix.length) };
}

describe('turning 2FA on', () => {
  it('is refused to a session without the password (missing or wrong), changes nothing and spends no code', async () => {
    const { session, code } = await pendingTwoFactor();
    const missing = await post('/api/account', { enable2fa: true, code2fa: code() }, session);
    expect(missing).toMatchObject({ status: 400, body: { message: 'Please enter your current password.' } });
    const wrong = await post('/api/account', { enable2fa: true, code2fa: code(), password: 'not the password' }, session);
    expect(wrong).toMatchObject({ status: 400, body: { message: 'Your password is not correct.' } });
    expect(await twoFactorOn(session)).toBe(false);
    expect(await undoMails(session.user.email!)).toEqual([]);
    // The owner's next login still answers a token: nobody was locked out.
    expect((await post('/api/auth/login', { email: session.user.email, password: testPassword })).body.jwt).toEqual(expect.any(String));
    // The code the refused requests carried was not spent: with the password it turns 2FA on.
    const right = await post('/api/account', { enable2fa: true, code2fa: code(), password: testPassword }, session);
    expect(right.status, JSON.stringify(right.body)).toBe(200);
    expect(right.body.recovery_codes).toHaveLength(10);
    expect(await twoFactorOn(session)).toBe(true);
  });

  it('counts wrong passwords against the login throttle: a back-off follows, even for the right one', async () => {
    const { session, code } = await pendingTwoFactor();
    const address = ip();
    // The clock holds still: this is about the count, not about the back-off's length.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    onTestFinished(() => clock.mockRestore());
    const statuses: number[] = [];
    for (let guess = 0; guess < 7; guess++) statuses.push((await post('/api/account', { enable2fa: true, code2fa: '123456', password: `guess ${guess}` }, session, address)).status);
    expect(statuses.slice(0, 3)).toEqual([400, 400, 400]);
    expect(statuses).toContain(429);
    const right = await post('/api/account', { enable2fa: true, code2fa: code(), password: testPassword }, session, address);
    expect(right.status).toBe(429);
    expect(right.headers['retry-after']).toMatch(/^\d+$/);
  });

  it('is refused to an account without a password, with the reason', async () => {
    const guest = await signUpGuest(app);
    const refused = await post('/api/account', { enable2fa: true, code2fa: '123456', password: 'anything' }, guest);
    expect(refused).toMatchObject({ status: 400, body: { message: 'Turning on two-factor authentication asks for your password: sign up with an email address and a password first.' } });
  });

  it("mails the account's address a link to undo it, kept in the database as a hash only, valid for 7 days", async () => {
    const { session, token } = await withTwoFactor();
    const [mail] = await undoMails(session.user.email!);
    expect(mail!.subject).toBe('Two-factor authentication was turned on for your Atelier account');
    expect(mail!.text).toContain('The link works once, for 7 days.');
    const rows = await app.db.selectFrom('account_links').selectAll().where('user_id', '=', session.user.id).where('kind', '=', 'undo-2fa').execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]!.token_hash).toBe(sha256(token));
    expect(JSON.stringify(rows)).not.toContain(token);
    const days = (new Date(rows[0]!.expires_at).getTime() - new Date(rows[0]!.created_at).getTime()) / 86_400_000;
    expect(days).toBeCloseTo(7, 2);
  });
});

describe('turning 2FA off', () => {
  it('is refused to a session without a current code', async () => {
    const { session } = await withTwoFactor();
    for (const payload of [{ enable2fa: false }, { enable2fa: false, code2fa: '000000' }, { enable2fa: false, password: testPassword }]) {
      expect((await post('/api/account', payload, session)).status).toBe(400);
    }
    expect(await twoFactorOn(session)).toBe(true);
  });
});

describe('the undo link', () => {
  it('refuses a wrong or missing password and changes nothing', async () => {
    const { session, token } = await withTwoFactor();
    const key = (await post('/api/account/rest-api-keys', { password: testPassword }, session)).body.key as string;
    expect(await post('/api/account/undo-2fa', { token, password: 'not the password' })).toMatchObject({ status: 400, body: { message: 'Your password is not correct.' } });
    expect(await post('/api/account/undo-2fa', { token, password: '' })).toMatchObject({ status: 400, body: { message: 'Please enter your current password.' } });
    expect(await twoFactorOn(session)).toBe(true);
    expect((await me(session.jwt)).statusCode).toBe(200);
    expect((await me(key)).statusCode).toBe(200);
    // The link still works with the right password.
    expect((await post('/api/account/undo-2fa', { token, password: testPassword })).status).toBe(200);
  });

  it('with the password turns 2FA off and ends every session and API key of the account, once', async () => {
    const { session, token } = await withTwoFactor();
    const key = (await post('/api/account/rest-api-keys', { password: testPassword }, session)).body.key as string;
    // Both checked a moment ago, so both are remembered by the authenticator: undoing must forget them.
    expect((await me(session.jwt)).statusCode).toBe(200);
    expect((await me(key)).statusCode).toBe(200);
    const undo = await post('/api/account/undo-2fa', { token, password: testPassword });
    expect(undo).toMatchObject({ status: 200, body: { message: undone } });
    expect((await me(session.jwt)).statusCode).toBe(401);
    expect((await me(key)).statusCode).toBe(401);
    expect(await app.db.selectFrom('api_keys').select('id').where('user_id', '=', session.user.id).execute()).toEqual([]);
    // The owner logs in with the password alone again.
    const login = await post('/api/auth/login', { email: session.user.email, password: testPassword });
    expect(login.body.jwt).toEqual(expect.any(String));
    expect((await me(login.body.jwt)).json().two_factor_enabled).toBe(false);
    // Once only.
    expect(await post('/api/account/undo-2fa', { token, password: testPassword })).toMatchObject({ status: 400, body: { message: undoInvalid } });
  });

  it('refuses an unknown or expired link, and one whose 2FA was turned off another way', async () => {
    expect(await post('/api/account/undo-2fa', { token: 'made-up', password: testPassword })).toMatchObject({ status: 400, body: { message: undoInvalid } });

    const expired = await withTwoFactor();
    await app.db.updateTable('account_links').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', expired.session.user.id).where('kind', '=', 'undo-2fa').execute();
    expect(await post('/api/account/undo-2fa', { token: expired.token, password: testPassword })).toMatchObject({ status: 400, body: { message: undoInvalid } });
    expect(await twoFactorOn(expired.session)).toBe(true);

    const disabled = await withTwoFactor();
    const off = await post('/api/account', { enable2fa: false, code2fa: codeAt(disabled.secret, stepAt(Date.now()) + 1) }, disabled.session);
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(await post('/api/account/undo-2fa', { token: disabled.token, password: testPassword })).toMatchObject({ status: 400, body: { message: undoInvalid } });
    // The session that turned it off with a code goes on: only the link ends sessions.
    expect((await me(disabled.session.jwt)).statusCode).toBe(200);
  });
});

describe('making a REST API key', () => {
  it('is refused to a session without the password (missing or wrong) and makes nothing', async () => {
    const session = await signUpUser(app);
    expect(await post('/api/account/rest-api-keys', { name: 'stolen' }, session)).toMatchObject({ status: 400, body: { message: 'Please enter your current password.' } });
    expect(await post('/api/account/rest-api-keys', { name: 'stolen', password: 'guess' }, session)).toMatchObject({ status: 400, body: { message: 'Your password is not correct.' } });
    expect(await app.db.selectFrom('api_keys').select('id').where('user_id', '=', session.user.id).execute()).toEqual([]);
    expect((await post('/api/account/rest-api-keys', { name: 'mine', password: testPassword }, session)).status).toBe(201);
  });
});

describe('changing the email or the password', () => {
  it('refuses a session without the password to change the email, and nothing changes', async () => {
    const session = await signUpUser(app);
    for (const payload of [{ email: 'thief@example.com' }, { email: 'thief@example.com', password: 'guess' }]) {
      expect((await post('/api/account/email', payload, session)).status).toBe(400);
    }
    expect((await me(session.jwt)).json().email).toBe(session.user.email);
    expect(await app.db.selectFrom('users').select('id').where('email', '=', 'thief@example.com').execute()).toEqual([]);
    const moved = await post('/api/account/email', { email: `moved-${session.user.id.toLowerCase()}@example.com`, password: testPassword }, session);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
  });

  it('refuses a session without the current password to change the password, and the old one still logs in', async () => {
    const session = await signUpUser(app);
    for (const payload of [{ password: 'a thief password' }, { current_password: 'guess', password: 'a thief password' }]) {
      expect((await post('/api/account/password', payload, session)).status).toBe(400);
    }
    expect((await post('/api/auth/login', { email: session.user.email, password: 'a thief password' })).status).toBe(401);
    expect((await post('/api/auth/login', { email: session.user.email, password: testPassword })).body.jwt).toEqual(expect.any(String));
    expect((await me(session.jwt)).statusCode).toBe(200);
  });
});
