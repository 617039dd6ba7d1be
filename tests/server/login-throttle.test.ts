// Login throttling through the real route and database, with the throttle's clock driven by the
// tests so that no back-off is waited out. The app runs with the default AUTH_RATE_LIMIT, so a
// per-IP request limit on login would show here as a refused right password.
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addressOf, backOffSeconds, createLoginThrottle, loginThrottleRules } from '../../server/account/login-throttle';
import { accountRepository } from '../../server/account/repository';
import { createSessionService } from '../../server/account/sessions';
import { throttleRepository } from '../../server/account/throttle-repository';
import { buildTestApp, signUpUser } from './helpers/app';

let app: FastifyInstance;
let clock = Date.now();
beforeAll(async () => {
  app = await buildTestApp({ env: { AUTH_RATE_LIMIT: '30' } });
  // The route calls `sessions.login` on this object: the same service, with a clock of ours.
  const throttle = createLoginThrottle(throttleRepository(app.db), { now: () => clock });
  Object.assign(app.services.account.sessions, createSessionService(accountRepository(app.db), app.config, app.services.account.captcha, throttle));
});
afterAll(async () => {
  await app.close();
});

const later = (seconds: number) => {
  clock += seconds * 1000;
};
const password = 'right password';
const wrong = 'wrong password';
let next = 0;
/** A fresh email and address per use, so that tests sharing the database do not share counters. */
const unique = (what: string) => `${what}-${++next}`;
const ip = () => `10.0.${Math.floor(++next / 250)}.${next % 250}`;

async function login(email: string, pass: string, address: string) {
  const response = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: pass }, remoteAddress: address });
  return { status: response.statusCode, message: response.json().message as string | undefined, retryAfter: response.headers['retry-after'] };
}

async function owner() {
  const email = `${unique('owner')}@example.com`;
  await signUpUser(app, { email, password });
  return email;
}

async function failTimes(times: number, email: string, address: string) {
  for (let i = 0; i < times; i++) expect((await login(email, wrong, address)).status).toBe(401);
}

const throttled = (seconds: number, text = seconds === 1 ? '1 second' : `${seconds} seconds`) => ({
  status: 429,
  message: `Too many failed attempts. Try again in ${text}.`,
  retryAfter: String(seconds),
});

describe('login throttling', () => {
  it('lets the right password in after a stranger’s 30 wrong logins: at once from elsewhere, from the same address once the back-off has passed', async () => {
    const email = await owner();
    const stranger = ip();
    const answers = [];
    for (let i = 0; i < 30; i++) answers.push((await login(email, wrong, stranger)).status);
    // Five free failures, a sixth that starts a 1 s back-off, then refusals that are not counted.
    expect(answers).toEqual([...Array(6).fill(401), ...Array(24).fill(429)]);

    expect((await login(email, password, ip())).status).toBe(200);
    expect(await login(email, password, stranger)).toEqual(throttled(1));
    later(1);
    expect((await login(email, password, stranger)).status).toBe(200);
  });

  it('refuses attempts during a back-off without checking the password or making the back-off longer', async () => {
    const email = await owner();
    const address = ip();
    await failTimes(6, email, address);
    expect(await login(email, password, address)).toEqual(throttled(1));
    later(1);
    await failTimes(1, email, address); // the 7th failure: 2 s
    for (let i = 0; i < 10; i++) expect((await login(email, wrong, address)).status).toBe(429);
    later(1);
    expect(await login(email, password, address)).toEqual(throttled(1));
    later(1);
    await failTimes(1, email, address); // the 8th failure, not the 19th: 4 s
    expect(await login(email, password, address)).toEqual(throttled(4));
    later(3.5);
    expect(await login(email, password, address)).toEqual(throttled(1));
    later(0.5);
    expect((await login(email, password, address)).status).toBe(200);
  });

  it('doubles the back-off up to 15 minutes for an account and holds it there', async () => {
    const email = `${unique('nobody')}@example.com`;
    const address = ip();
    await failTimes(5, email, address);
    const waits = [];
    for (let i = 0; i < 14; i++) {
      await failTimes(1, email, address);
      const refused = await login(email, wrong, address);
      expect(refused.status).toBe(429);
      waits.push(Number(refused.retryAfter));
      later(Number(refused.retryAfter));
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 64, 128, 256, 512, 900, 900, 900, 900]);
    await failTimes(1, email, address);
    expect(await login(email, password, address)).toEqual(throttled(900, '15 minutes'));
    // An address may be blocked for longer, but not for ever either.
    expect([20, 21, 22, 32, 33, 60].map((failures) => backOffSeconds(failures, loginThrottleRules.address))).toEqual([0, 1, 2, 2048, 3600, 3600]);
  });

  it('answers an unknown email exactly as an existing one', async () => {
    const sequence = async (email: string) => {
      const address = ip();
      const answers = [];
      for (let i = 0; i < 7; i++) answers.push(await login(email, wrong, address));
      later(1);
      for (let i = 0; i < 3; i++) answers.push(await login(email, wrong, address));
      later(2);
      answers.push(await login(email, wrong, address));
      return answers;
    };
    const existing = await sequence(await owner());
    const unknown = await sequence(`${unique('nobody')}@example.com`);
    expect(unknown).toEqual(existing);
    expect(existing.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401, 401, 429, 401, 429, 429, 401]);
  });

  it('clears the account’s counters on a success', async () => {
    const email = await owner();
    const address = ip();
    await failTimes(6, email, address);
    later(1);
    expect((await login(email, password, address)).status).toBe(200);
    // Counting starts again: five free failures, and the sixth earns the first back-off.
    await failTimes(6, email, address);
    expect(await login(email, password, address)).toEqual(throttled(1));
  });

  it('forgets failures after an hour', async () => {
    const email = await owner();
    const address = ip();
    await failTimes(5, email, address);
    later(60 * 60);
    await failTimes(6, email, address);
    expect(await login(email, password, address)).toEqual(throttled(1));
  });

  it('needs several addresses to slow an account down for everybody, and then only for the back-off', async () => {
    const email = await owner();
    const stranger = ip();
    // 21 failures from one address: more than the account's 20 free ones, had they all counted.
    await failTimes(6, email, stranger);
    for (let i = 0; i < 15; i++) {
      later(15 * 60);
      await failTimes(1, email, stranger);
    }
    expect((await login(email, password, ip())).status).toBe(200);

    // Four addresses use their five free failures each; the 21st failure blocks the account.
    for (let i = 0; i < 4; i++) await failTimes(5, email, ip());
    await failTimes(1, email, ip());
    const elsewhere = ip();
    expect(await login(email, password, elsewhere)).toEqual(throttled(1));
    later(1);
    expect((await login(email, password, elsewhere)).status).toBe(200);
  });

  it('slows down one address trying many accounts, and its own success does not reset that', async () => {
    const address = ip();
    const mine = await owner();
    for (let i = 0; i < 20; i++) await failTimes(1, `${unique('victim')}@example.com`, address);
    expect((await login(mine, password, address)).status).toBe(200);
    await failTimes(1, `${unique('victim')}@example.com`, address);
    expect(await login(`${unique('victim')}@example.com`, wrong, address)).toEqual(throttled(1));
    expect((await login(mine, password, ip())).status).toBe(200);
  });

  it('counts a burst of parallel guesses one by one', async () => {
    const email = await owner();
    const address = ip();
    const answers = await Promise.all(Array.from({ length: 12 }, () => login(email, wrong, address)));
    expect(answers.filter((answer) => answer.status === 401)).toHaveLength(6);
    expect(answers.filter((answer) => answer.status === 429)).toHaveLength(6);
  });

  it('counts an IPv6 /64 as one address', async () => {
    const email = await owner();
    for (let host = 1; host <= 6; host++) expect((await login(email, wrong, `2001:db8:7:1::${host}`)).status).toBe(401);
    expect((await login(email, password, '2001:db8:7:1:ffff:1:2:3')).status).toBe(429);
    expect((await login(email, password, '2001:db8:7:2::1')).status).toBe(200);
    expect(['::ffff:192.0.2.7', '2001:db8::1', '2001:DB8:0:0:1::', 'fe80::1%eth0', '::ffff:1:2:3:4:5', '64:ff9b::192.0.2.1'].map(addressOf)).toEqual([
      '192.0.2.7',
      '2001:db8:0:0::/64',
      '2001:db8:0:0::/64',
      'fe80:0:0:0::/64',
      '0:0:ffff:1::/64',
      '64:ff9b:0:0::/64',
    ]);
  });
});

describe('behind a reverse proxy (TRUST_PROXY)', () => {
  it('counts each client by its own address, not the proxy’s', async () => {
    const proxied = await buildTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const email = `proxied-${Date.now()}@example.com`;
      await signUpUser(proxied, { email, password });
      const from = (client: string, pass: string) =>
        proxied.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: pass }, remoteAddress: '127.0.0.1', headers: { 'x-forwarded-for': client } });
      for (let i = 0; i < 6; i++) expect((await from('203.0.113.7', wrong)).statusCode).toBe(401);
      expect((await from('203.0.113.7', password)).statusCode).toBe(429);
      // Another client behind the same proxy is not the stranger.
      expect((await from('198.51.100.20', password)).statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });
});
