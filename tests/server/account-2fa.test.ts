// Two-factor authentication through the real routes: setup with a QR code, enabling with a code
// (recovery codes once), the login's second step, a code working once, recovery codes, guesses
// throttled, disabling with a code.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from 'vitest';
import { codeAt, matchingStep, stepAt } from '../../server/account/totp';
import { bearer, buildTestApp, signUpUser, type Session } from './helpers/app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(() => app.close());

let next = 0;
const ip = () => `10.2.${Math.floor(++next / 250)}.${next % 250}`;
const password = 'correct horse battery';

async function post(url: string, payload: object, session?: Session, remoteAddress = '10.9.9.9') {
  const response = await app.inject({ method: 'POST', url, payload, headers: session ? bearer(session) : {}, remoteAddress });
  return { status: response.statusCode, body: response.json(), headers: response.headers };
}

/** A user with 2FA on: their secret and recovery codes. */
async function withTwoFactor() {
  const session = await signUpUser(app);
  const setup = await post('/api/account/generate-2fa', { method: 'totp' }, session);
  expect(setup.status).toBe(200);
  const secret = setup.body.secret as string;
  const enableStep = stepAt(Date.now());
  const enabled = await post('/api/account', { enable2fa: true, code2fa: codeAt(secret, enableStep), method2fa: 'totp', password }, session);
  expect(enabled.status, JSON.stringify(enabled.body)).toBe(200);
  return { session, secret, recovery: enabled.body.recovery_codes as string[], enableStep };
}

describe('TOTP', () => {
  it('matches RFC 6238 test vectors (SHA-1, 8 digits truncated to the last 6)', () => {
    // RFC 6238 appendix B, secret "12345678901234567890" in base32.
    const secret = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';
    expect(codeAt(secret, stepAt(59_000))).toBe('287082');
    expect(codeAt(secret, stepAt(1_111_111_109_000))).toBe('081804');
    expect(codeAt(secret, stepAt(2_000_000_000_000))).toBe('279037');
  });

  it('accepts one step either side and nothing further', () => {
    const secret = 'JBSWY3DPEHPK3PXP';
    const now = 1_700_000_000_000;
    const step = stepAt(now);
    expect(matchingStep(secret, codeAt(secret, step - 1), now)).toBe(step - 1);
    expect(matchingStep(secret, codeAt(secret, step + 1), now)).toBe(step + 1);
    expect(matchingStep(secret, codeAt(secret, step + 2), now)).toBeNull();
    expect(matchingStep(secret, 'abcdef', now)).toBeNull();
  });
});

describe('setting 2FA up', () => {
  it('answers a QR code, the secret, the method and the status, and nothing is on until a code confirms it', async () => {
    const session = await signUpUser(app);
    const setup = await post('/api/account/generate-2fa', {}, session);
    expect(setup.body).toMatchObject({ method: 'totp', status: 'pending', secret: expect.stringMatching(/^[A-Z2-7]{32}$/) });
    expect(setup.body.qr_code).toMatch(/^data:image\/png;base64,/);
    const wrong = await post('/api/account', { enable2fa: true, code2fa: '000000', password }, session);
    expect(wrong).toMatchObject({ status: 400, body: { message: 'The code is not valid. Please try again.' } });
    const account = await app.inject({ method: 'GET', url: '/api/account', headers: bearer(session) });
    expect(account.json().two_factor_enabled).toBe(false);
    // A password login still answers a token.
    const login = await post('/api/auth/login', { email: session.user.email, password }, undefined, ip());
    expect(login.body.jwt).toEqual(expect.any(String));
  });

  it('turns on with a valid code, answers ten recovery codes once, and says so on the account', async () => {
    const { session, recovery } = await withTwoFactor();
    expect(recovery).toHaveLength(10);
    expect(new Set(recovery).size).toBe(10);
    const account = await app.inject({ method: 'GET', url: '/api/account', headers: bearer(session) });
    expect(account.json()).toMatchObject({ two_factor_enabled: true });
    expect(account.json().recovery_codes).toBeUndefined();
    const stored = await app.db.selectFrom('recovery_codes').select('code_hash').where('user_id', '=', session.user.id).execute();
    expect(stored.map((row) => row.code_hash)).not.toContain(recovery[0]);
    const again = await post('/api/account/generate-2fa', {}, session);
    expect(again.body).toMatchObject({ status: 'enabled', secret: '', qr_code: '' });
  });

  it('keeps the secret sealed at rest', async () => {
    const { session, secret } = await withTwoFactor();
    const row = await app.db.selectFrom('users').select('two_factor_secret').where('id', '=', session.user.id).executeTakeFirstOrThrow();
    expect(row.two_factor_secret).toMatch(/^enc:v1:/);
    expect(row.two_factor_secret).not.toContain(secret);
  });

  it('a refused name in the same form leaves 2FA off, so no recovery codes are lost', async () => {
    const session = await signUpUser(app);
    const { secret } = (await post('/api/account/generate-2fa', {}, session)).body;
    const refused = await post('/api/account', { first_name: ' ', enable2fa: true, code2fa: codeAt(secret, stepAt(Date.now())), password }, session);
    expect(refused.status).toBe(400);
    const account = await app.inject({ method: 'GET', url: '/api/account', headers: bearer(session) });
    expect(account.json().two_factor_enabled).toBe(false);
  });
});

describe('logging in with 2FA', () => {
  it('answers a challenge and no token after the password, then a token for the code, and refuses the same code again', async () => {
    const { session, secret, enableStep } = await withTwoFactor();
    const address = ip();
    const first = await post('/api/auth/login', { email: session.user.email, password }, undefined, address);
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ two_factor_required: true, method: 'totp', challenge: expect.any(String), expires_in: 300 });
    expect(first.body.jwt).toBeUndefined();
    // The enabling code's step is spent: the next step's code (within the ±1 window) works once.
    const code = codeAt(secret, enableStep + 1);
    const done = await post('/api/auth/login/2fa', { challenge: first.body.challenge, code }, undefined, address);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.user.id).toBe(session.user.id);
    const me = await app.inject({ method: 'GET', url: '/api/account', headers: { authorization: `Bearer ${done.body.jwt}` } });
    expect(me.statusCode).toBe(200);

    const second = await post('/api/auth/login', { email: session.user.email, password }, undefined, address);
    const reused = await post('/api/auth/login/2fa', { challenge: second.body.challenge, code }, undefined, address);
    expect(reused).toMatchObject({ status: 401, body: { message: 'The code is not valid. Please try again.' } });
    // The enabling code, older still, is refused too.
    const older = await post('/api/auth/login/2fa', { challenge: second.body.challenge, code: codeAt(secret, enableStep) }, undefined, address);
    expect(older.status).toBe(401);
  });

  it('a challenge works once, and an unknown one is refused in the same words as an expired one', async () => {
    const { session, recovery } = await withTwoFactor();
    const address = ip();
    const login = await post('/api/auth/login', { email: session.user.email, password }, undefined, address);
    expect((await post('/api/auth/login/2fa', { challenge: login.body.challenge, code: recovery[0]! }, undefined, address)).status).toBe(200);
    const spent = await post('/api/auth/login/2fa', { challenge: login.body.challenge, code: recovery[1]! }, undefined, address);
    expect(spent).toMatchObject({ status: 401, body: { message: 'Your login has expired. Please log in again.' } });
    const unknown = await post('/api/auth/login/2fa', { challenge: 'made-up', code: '123456' }, undefined, address);
    expect(unknown).toMatchObject({ status: 401, body: { message: 'Your login has expired. Please log in again.' } });
  });

  it('a recovery code works once, written with or without its dash', async () => {
    const { session, recovery } = await withTwoFactor();
    const address = ip();
    const challenge = async () => (await post('/api/auth/login', { email: session.user.email, password }, undefined, address)).body.challenge as string;
    const plain = recovery[2]!.replace('-', '').toUpperCase();
    expect((await post('/api/auth/login/2fa', { challenge: await challenge(), code: plain }, undefined, address)).status).toBe(200);
    expect((await post('/api/auth/login/2fa', { challenge: await challenge(), code: recovery[2]! }, undefined, address)).status).toBe(401);
  });

  it('throttles guesses per account, and a right password does not reset the count', async () => {
    const { session, secret, enableStep } = await withTwoFactor();
    const address = ip();
    const challenge = async () => (await post('/api/auth/login', { email: session.user.email, password }, undefined, address)).body.challenge as string;
    // The clock holds still: the first back-off lasts 1 s, which a loaded machine can spend
    // between two guesses, and this test is about the count, not about the back-off's length.
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.now());
    onTestFinished(() => clock.mockRestore());
    const statuses: number[] = [];
    for (let guess = 0; guess < 7; guess++) {
      // A fresh challenge every time, as an attacker knowing the password would take.
      const answer = await post('/api/auth/login/2fa', { challenge: await challenge(), code: String(100000 + guess) }, undefined, address);
      statuses.push(answer.status);
      if (answer.status === 429) expect(answer.headers['retry-after']).toMatch(/^\d+$/);
    }
    expect(statuses.slice(0, 5)).toEqual([401, 401, 401, 401, 401]);
    expect(statuses).toContain(429);
    // Even the right code is refused during the back-off.
    const right = await post('/api/auth/login/2fa', { challenge: await challenge(), code: codeAt(secret, enableStep + 1) }, undefined, address);
    expect(right.status).toBe(429);
  });

  it('answers an unknown account exactly as a wrong password', async () => {
    const { session } = await withTwoFactor();
    const wrong = await post('/api/auth/login', { email: session.user.email, password: 'not the password' }, undefined, ip());
    const unknown = await post('/api/auth/login', { email: 'nobody-2fa@example.com', password: 'not the password' }, undefined, ip());
    expect(wrong).toMatchObject({ status: 401, body: { message: 'Invalid email or password.' } });
    expect(unknown.status).toBe(wrong.status);
    expect(unknown.body).toEqual(wrong.body);
  });
});

describe('turning 2FA off', () => {
  it('needs a valid code; then login answers a token again', async () => {
    const { session, secret, enableStep } = await withTwoFactor();
    const without = await post('/api/account', { enable2fa: false }, session);
    expect(without.status).toBe(400);
    const off = await post('/api/account', { enable2fa: false, code2fa: codeAt(secret, enableStep + 1) }, session);
    expect(off.status).toBe(200);
    expect(off.body.two_factor_enabled).toBe(false);
    const login = await post('/api/auth/login', { email: session.user.email, password }, undefined, ip());
    expect(login.body.jwt).toEqual(expect.any(String));
  });
});
