// Passwords are hashed at OWASP's scrypt cost (N = 2^17), and a hash stored at a lower cost is
// made again at the next login, without ending the account's sessions. The rest of the suite
// hashes at 2^14 (vitest.config.ts); this file sets the product's default where it matters.
import { randomBytes, scryptSync } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { defaultHashCost, hashPassword, needsRehash, verifyPassword } from '../../server/lib/password';
import { buildTestApp, signUpUser } from './helpers/app';

const password = 'correct horse battery';
const suiteCost = process.env.PASSWORD_HASH_COST;
afterEach(() => {
  process.env.PASSWORD_HASH_COST = suiteCost;
});

/** A hash as the product stored them before the cost was written into them: scrypt at 2^14. */
function legacyHash(secret: string) {
  const salt = randomBytes(16);
  const hash = scryptSync(secret.normalize('NFKC'), salt, 64, { N: 16384, r: 8, p: 1 });
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

describe('password hashes', () => {
  it('are made at N = 2^17 by default, and verify', async () => {
    delete process.env.PASSWORD_HASH_COST;
    expect(defaultHashCost).toBe(17);
    const stored = await hashPassword(password);
    expect(stored).toMatch(/^scrypt\$17\$/);
    expect(await verifyPassword(password, stored)).toBe(true);
    expect(await verifyPassword('correct horse batterY', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(false);
  });

  it('stored before the cost was recorded still verify, and are due for a stronger hash', async () => {
    delete process.env.PASSWORD_HASH_COST;
    const stored = legacyHash(password);
    expect(await verifyPassword(password, stored)).toBe(true);
    expect(await verifyPassword('wrong', stored)).toBe(false);
    expect(needsRehash(stored)).toBe(true);
  });

  it('refuse what is not a hash of ours without throwing', async () => {
    for (const stored of [null, '', 'bcrypt$x$y', 'scrypt$99$a$b', 'scrypt$$', 'scrypt$17$$']) {
      expect(await verifyPassword(password, stored)).toBe(false);
      expect(needsRehash(stored)).toBe(false);
    }
  });
});

describe('logging in with an older hash', () => {
  let app: FastifyInstance;
  beforeAll(async () => {
    app = await buildTestApp();
  });
  afterAll(() => app.close());

  const storedHash = async (id: string) =>
    (await app.db.selectFrom('users').select('password_hash').where('id', '=', id).executeTakeFirstOrThrow()).password_hash!;
  const login = (email: string, pass: string) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: pass } });
  const accountStatus = async (jwt: string) => (await app.inject({ method: 'GET', url: '/api/account', headers: { authorization: `Bearer ${jwt}` } })).statusCode;

  it('upgrades it to the current cost and keeps the sessions', async () => {
    const session = await signUpUser(app);
    const old = legacyHash(password);
    await app.db.updateTable('users').set({ password_hash: old }).where('id', '=', session.user.id).execute();
    delete process.env.PASSWORD_HASH_COST;

    expect((await login(session.user.email!, 'not the password')).statusCode).toBe(401);
    expect(await storedHash(session.user.id)).toBe(old);

    expect((await login(session.user.email!, password)).statusCode).toBe(200);
    const upgraded = await storedHash(session.user.id);
    expect(upgraded).toMatch(/^scrypt\$17\$/);
    expect(await verifyPassword(password, upgraded)).toBe(true);
    // Same password, so nobody is logged out by the upgrade.
    expect(await accountStatus(session.jwt)).toBe(200);
    expect((await login(session.user.email!, password)).statusCode).toBe(200);
    expect(await storedHash(session.user.id)).toBe(upgraded);
  });
});
