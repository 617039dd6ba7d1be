// Each client address has a budget of request body bytes (plugins/body-budget.ts): bursts of two
// full bodies pass at once, more wait unread until the budget refills, and a body that would
// wait too long is refused with 429. Reads without a body are never charged.
import { afterAll, describe, expect, it } from 'vitest';
import { createBodyBudget, maxWaitMs } from '../../server/plugins/body-budget';
import { bearer, buildTestApp, signUpUser } from './helpers/app';

const kb = 1024;
const mb = 1024 * kb;

describe('the budget', () => {
  it('lets two full bodies through at once, then makes each wait its turn, and refuses past the wait', () => {
    let now = 0;
    const budget = createBodyBudget(256 * kb, 2 * mb, () => now);
    expect(budget.charge('a', mb)).toBe(0);
    expect(budget.charge('a', mb)).toBe(0);
    expect(budget.charge('a', mb)).toBe(4_000);
    expect(budget.charge('a', mb)).toBe(8_000);
    expect(budget.charge('a', mb)).toBeNull();
    expect(budget.retryAfter('a', mb)).toBe(2);
    // Another address has a budget of its own.
    expect(budget.charge('b', mb)).toBe(0);
    // Refilled with time; what a sender who left never sent is given back.
    now += 8_000;
    expect(budget.charge('a', mb)).toBe(4_000);
    budget.refund('a', mb);
    now += 4_000;
    expect(budget.charge('a', mb)).toBe(0);
    expect(budget.charge('a', mb)).toBe(4_000);
    expect(maxWaitMs).toBe(10_000);
  });
});

const app = await buildTestApp({ env: { BODY_KB_PER_SECOND: '1024' } });
afterAll(async () => {
  await app.close();
});
const session = await signUpUser(app);

describe('over HTTP', () => {
  const big = JSON.stringify({ title: 'Big', padding: 'x'.repeat(mb - 100) });

  it('reads a third full body only once the address has budget again, and never charges reads', async () => {
    const post = () => app.inject({ method: 'POST', url: '/api/ai/conversations', headers: { ...bearer(session), 'content-type': 'application/json' }, payload: big });
    const first = performance.now();
    expect((await post()).statusCode).toBe(201);
    expect((await post()).statusCode).toBe(201);
    // Reads carry no body: however many, they neither wait nor spend the budget.
    for (let i = 0; i < 50; i++) expect((await app.inject({ method: 'GET', url: '/api/library/conversations', headers: bearer(session) })).statusCode).toBe(200);
    const third = performance.now();
    expect((await post()).statusCode).toBe(201);
    // The budget (2 MB, refilled at 1 MB/s) was spent at `first`: the third body waited for the
    // part of the second since then not yet refilled. A slower machine only lowers this bound.
    const refilledMs = third - first;
    expect(performance.now() - third).toBeGreaterThan(1_000 * (big.length / mb) - refilledMs - 50);
  });
});

describe('routes open to anyone', () => {
  it('take 64 KB of body at most, refused unread past that; the Stripe webhook takes the full limit', async () => {
    const padded = (bytes: number) => JSON.stringify({ email: 'a@b.c', password: 'x'.repeat(bytes) });
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: padded(100 * kb) });
    expect(login.statusCode).toBe(413);
    expect(login.json().message).toEqual(expect.any(String));
    const small = await app.inject({ method: 'POST', url: '/api/auth/login', headers: { 'content-type': 'application/json' }, payload: padded(50 * kb) });
    expect(small.statusCode).toBe(400);
    const webhook = await app.inject({ method: 'POST', url: '/api/billing/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload: padded(100 * kb) });
    expect(webhook.statusCode).not.toBe(413);
  });
});
