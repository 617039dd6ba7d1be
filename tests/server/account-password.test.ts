// Password change and reset end the other sessions; reset works once, for an hour, answers the
// same for unknown addresses and never bypasses 2FA; logout ends this session on the server.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codeAt, stepAt } from '../../server/account/totp';
import { buildTestApp, signUpUser, type Session } from './helpers/app';
import { mailedLink, mailsTo } from './helpers/inbox';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

const password = 'correct horse battery';
let next = 0;
const ip = () => `10.3.${Math.floor(++next / 250)}.${next % 250}`;

async function post(url: string, payload: object | undefined, jwt?: string) {
  const response = await app.inject({ method: 'POST', url, payload, headers: jwt ? { authorization: `Bearer ${jwt}` } : {}, remoteAddress: ip() });
  return { status: response.statusCode, body: response.statusCode === 204 ? null : response.json() };
}

const status = async (jwt: string) => (await app.inject({ method: 'GET', url: '/api/account', headers: { authorization: `Bearer ${jwt}` } })).statusCode;
const login = async (session: Session, pass = password) => post('/api/auth/login', { email: session.user.email, password: pass });

async function resetLink(email: string): Promise<string> {
  const link = await mailedLink(app, email, 'http://localhost:3000/reset-password/');
  return link.split('/').at(-1)!;
}

describe('POST /api/account/password', () => {
  it('needs the current password, keeps this session and ends the others', async () => {
    const session = await signUpUser(app);
    const other = (await login(session)).body.jwt as string;
    expect(await post('/api/account/password', { current_password: 'wrong', password: 'a new password' }, session.jwt)).toMatchObject({
      status: 400,
      body: { message: 'Your current password is not correct.' },
    });
    expect(await post('/api/account/password', { current_password: password, password: 'short' }, session.jwt)).toMatchObject({ status: 400 });
    const changed = await post('/api/account/password', { current_password: password, password: 'a new password' }, session.jwt);
    expect(changed).toMatchObject({ status: 200, body: { message: 'Your password has been changed.', jwt: expect.any(String) } });
    expect(await status(changed.body.jwt)).toBe(200);
    expect(await status(other)).toBe(401);
    expect(await status(session.jwt)).toBe(401);
    expect((await login(session, 'a new password')).status).toBe(200);
    expect((await login(session)).status).toBe(401);
  });
});

describe('POST /api/auth/logout', () => {
  it('ends this session only', async () => {
    const session = await signUpUser(app);
    const other = (await login(session)).body.jwt as string;
    expect((await post('/api/auth/logout', undefined, session.jwt)).status).toBe(204);
    expect(await status(session.jwt)).toBe(401);
    expect(await status(other)).toBe(200);
    expect((await post('/api/auth/logout', undefined)).status).toBe(401);
  });
});

describe('password reset', () => {
  it('answers the same for an unknown address and mails only a known one', async () => {
    const session = await signUpUser(app);
    const known = await post('/api/auth/password-reset', { email: session.user.email });
    const unknown = await post('/api/auth/password-reset', { email: 'nobody-reset@example.com' });
    expect(known).toEqual(unknown);
    expect(known.body.message).toBe('If an account has this email address, we sent it a link to reset the password.');
    await resetLink(session.user.email!);
    expect(mailsTo(app, 'nobody-reset@example.com')).toEqual([]);
  });

  it('the link sets a new password once and ends every session', async () => {
    const session = await signUpUser(app);
    await post('/api/auth/password-reset', { email: session.user.email });
    const token = await resetLink(session.user.email!);
    expect(await post(`/api/auth/password-reset/${token}`, { password: 'short' })).toMatchObject({ status: 400 });
    expect(await post(`/api/auth/password-reset/${token}`, { password: 'a reset password' })).toMatchObject({ status: 200 });
    expect(await status(session.jwt)).toBe(401);
    expect((await login(session, 'a reset password')).status).toBe(200);
    expect(await post(`/api/auth/password-reset/${token}`, { password: 'another password' })).toMatchObject({
      status: 400,
      body: { message: 'This password reset link is invalid or has expired.' },
    });
  });

  it('a link older than an hour is refused', async () => {
    const session = await signUpUser(app);
    await post('/api/auth/password-reset', { email: session.user.email });
    const token = await resetLink(session.user.email!);
    await app.db.updateTable('account_links').set({ expires_at: new Date(Date.now() - 1000) }).where('user_id', '=', session.user.id).execute();
    expect((await post(`/api/auth/password-reset/${token}`, { password: 'a reset password' })).status).toBe(400);
  });

  it('a link mailed before the email address changed no longer works', async () => {
    const session = await signUpUser(app);
    const oldEmail = session.user.email!;
    await post('/api/auth/password-reset', { email: oldEmail });
    const token = await resetLink(oldEmail);
    const newEmail = `moved-${Math.random().toString(16).slice(2)}@example.com`;
    expect((await post('/api/account/email', { email: newEmail, password }, session.jwt)).status).toBe(200);
    expect(await post(`/api/auth/password-reset/${token}`, { password: 'a reset password' })).toMatchObject({
      status: 400,
      body: { message: 'This password reset link is invalid or has expired.' },
    });
    expect((await post('/api/auth/login', { email: newEmail, password })).status).toBe(200);
  });

  it('a link written for the old address while the change commits is refused too', async () => {
    const session = await signUpUser(app);
    const oldEmail = session.user.email!;
    expect((await post('/api/account/email', { email: `moved-${Math.random().toString(16).slice(2)}@example.com`, password }, session.jwt)).status).toBe(200);
    // What a reset asked for just before the change would write just after it: a link for the old address.
    const token = await app.services.account.security.createLink(session.user.id, 'password-reset', 3600, oldEmail);
    expect((await post(`/api/auth/password-reset/${token}`, { password: 'a reset password' })).status).toBe(400);
  });

  it('never bypasses 2FA: the next login still asks for the code', async () => {
    const session = await signUpUser(app);
    const { secret } = (await post('/api/account/generate-2fa', {}, session.jwt)).body;
    expect((await post('/api/account', { enable2fa: true, code2fa: codeAt(secret, stepAt(Date.now())), password }, session.jwt)).status).toBe(200);
    await post('/api/auth/password-reset', { email: session.user.email });
    const token = await resetLink(session.user.email!);
    const reset = await post(`/api/auth/password-reset/${token}`, { password: 'a reset password' });
    expect(reset.body.jwt).toBeUndefined();
    const next = await login(session, 'a reset password');
    expect(next.body).toMatchObject({ two_factor_required: true });
    expect(next.body.jwt).toBeUndefined();
  });
});
