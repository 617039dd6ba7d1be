import type { FastifyInstance } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, captchaToken, signUpUser, type Session, testPassword } from './helpers/app';
import { checkout } from './helpers/billing';

// The affiliate program on the real server (README "Affiliate program"): codes, referrals at
// signup, commissions from paid orders (once per order), the payout method and withdrawals.

const app = await buildTestApp({ env: { BILLING_TAX_RATE: '10' } });
afterAll(async () => {
  await app.close();
});

async function signUpWithRef(server: FastifyInstance, ref: string, type: 'user' | 'guest' = 'user'): Promise<Session> {
  const email = type === 'user' ? `ref-${Math.random().toString(36).slice(2)}@example.com` : undefined;
  const response = await server.inject({
    method: 'POST',
    url: '/api/auth/signup',
    payload: { type, email, password: type === 'user' ? 'correct horse battery' : undefined, first_name: 'Referred', ref, 'captcha-token': await captchaToken(server) },
  });
  expect(response.statusCode, response.body).toBe(201);
  return response.json();
}

const summary = async (session: Session) => (await app.inject({ method: 'GET', url: '/api/account/affiliate', headers: bearer(session) })).json();
const setMethod = (session: Session, payout_method: unknown) => app.inject({ method: 'PUT', url: '/api/account/affiliate', headers: bearer(session), payload: { payout_method } });
const requestPayout = (session: Session, payload: unknown = {}) => app.inject({ method: 'POST', url: '/api/account/affiliate/payouts', headers: bearer(session), payload: payload as object });
const payouts = async (session: Session, query = 'limit=5&sort=created_at:desc') =>
  (await app.inject({ method: 'GET', url: `/api/account/affiliate/payouts?${query}`, headers: bearer(session) })).json();

/** A referrer whose referral bought the 50,000-credit pack ($149 before tax) `times` times: 20 % is $29.80 each. */
async function referrerWithSales(times: number) {
  const referrer = await signUpUser(app);
  const { code } = await summary(referrer);
  const buyer = await signUpWithRef(app, code);
  for (let i = 0; i < times; i++) expect((await checkout(app, buyer, { id: 'pack-50000' })).statusCode).toBe(200);
  return { referrer, buyer, code };
}

describe('affiliate code and referrals', () => {
  it('gives every user one unguessable, url-safe code on first use, and a signup link with it', async () => {
    const user = await signUpUser(app);
    const first = await summary(user);
    expect(first.code).toMatch(/^[A-Za-z0-9_-]{12}$/);
    expect(first.link).toBe(`${app.config.appUrl}/signup?ref=${first.code}`);
    expect(first).toMatchObject({ referrals: 0, earned: 0, paid: 0, pending: 0, balance: 0, commission_percent: 20, minimum_payout: 50, currency: 'usd', payout_method: null });
    expect((await summary(user)).code).toBe(first.code);
    expect((await summary(await signUpUser(app))).code).not.toBe(first.code);
  });

  it('records the referrer of a signup with their code (a guest too), and ignores an unknown code', async () => {
    const referrer = await signUpUser(app);
    const { code } = await summary(referrer);
    await signUpWithRef(app, code);
    await signUpWithRef(app, code, 'guest');
    await signUpWithRef(app, 'no-such-code');
    expect((await summary(referrer)).referrals).toBe(2);
  });
});

describe('commissions', () => {
  it('earns the percent of a referred workspace\'s paid order before tax, once per order', async () => {
    const { referrer, buyer } = await referrerWithSales(1);
    expect(await summary(referrer)).toMatchObject({ referrals: 1, earned: 29.8, balance: 29.8 });
    // The payment callback completing the order again adds nothing.
    const orders = (await app.inject({ method: 'GET', url: '/api/billing/orders', headers: bearer(buyer) })).json();
    expect(orders.data[0]).toMatchObject({ total: 163.9, tax: 14.9 });
    await app.inject({ method: 'POST', url: `/api/billing/orders/${orders.data[0].id}/complete`, headers: bearer(buyer), payload: {} });
    expect((await summary(referrer)).earned).toBe(29.8);
    const rows = await app.db.selectFrom('affiliate_commissions').selectAll().where('order_id', '=', orders.data[0].id).execute();
    expect(rows).toHaveLength(1);
  });

  it('earns on a subscription\'s renewals, and nothing for a workspace nobody referred', async () => {
    const referrer = await signUpUser(app);
    const buyer = await signUpWithRef(app, (await summary(referrer)).code);
    expect((await checkout(app, buyer, { id: 'plan-pro-monthly' })).statusCode).toBe(200);
    expect((await summary(referrer)).earned).toBe(3.8);
    await app.services.billing.renewDue(new Date(Date.now() + 32 * 86400_000));
    expect((await summary(referrer)).earned).toBe(7.6);
    const stranger = await signUpUser(app);
    expect((await checkout(app, stranger, { id: 'pack-2000' })).statusCode).toBe(200);
    expect((await summary(stranger)).earned).toBe(0);
  });
});

describe('payout method', () => {
  it('keeps PayPal with an email, or a bank transfer with the holder and a checked IBAN', async () => {
    const user = await signUpUser(app);
    const paypal = await setMethod(user, { type: 'paypal', email: ' Ada@Example.com ' });
    expect(paypal.statusCode, paypal.body).toBe(200);
    expect(paypal.json().payout_method).toEqual({ type: 'paypal', email: 'ada@example.com' });
    const bank = await setMethod(user, { type: 'bank_transfer', account_holder: 'Ada Lovelace', iban: 'de89 3704 0044 0532 0130 00', email: 'ignored@example.com' });
    expect(bank.json().payout_method).toEqual({ type: 'bank_transfer', account_holder: 'Ada Lovelace', iban: 'DE89370400440532013000' });
    expect((await summary(user)).payout_method).toEqual(bank.json().payout_method);
  });

  it('refuses bad input in words and changes nothing', async () => {
    const user = await signUpUser(app);
    await setMethod(user, { type: 'paypal', email: 'ada@example.com' });
    for (const [method, message] of [
      [{ type: 'paypal', email: 'not-an-email' }, 'Please enter a valid PayPal email address.'],
      [{ type: 'paypal' }, 'Please enter a valid PayPal email address.'],
      [{ type: 'bank_transfer', account_holder: ' ', iban: 'DE89370400440532013000' }, "Please enter the account holder's name."],
      [{ type: 'bank_transfer', account_holder: 'Ada', iban: 'DE89370400440532013001' }, 'Please enter a valid IBAN.'],
    ] as const) {
      const response = await setMethod(user, method);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await setMethod(user, { type: 'cheque' })).statusCode).toBe(400);
    expect((await summary(user)).payout_method).toEqual({ type: 'paypal', email: 'ada@example.com' });
  });
});

describe('withdrawals', () => {
  it('refuses without a payout method, and below the minimum', async () => {
    const { referrer } = await referrerWithSales(1);
    expect((await requestPayout(referrer)).json()).toEqual({ message: 'Add a payout method before requesting a withdrawal.' });
    await setMethod(referrer, { type: 'paypal', email: 'ada@example.com' });
    const response = await requestPayout(referrer);
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ message: 'You can request a withdrawal once your balance reaches $50.00.' });
    expect(await payouts(referrer)).toEqual({ object: 'list', data: [] });
  });

  it('requests the balance, keeps one pending at a time, and lists the payouts newest first', async () => {
    const { referrer } = await referrerWithSales(3);
    await setMethod(referrer, { type: 'paypal', email: 'ada@example.com' });
    expect((await requestPayout(referrer, { amount: 10 })).json()).toEqual({ message: 'The smallest withdrawal is $50.00.' });
    expect((await requestPayout(referrer, { amount: 100 })).json()).toEqual({ message: 'You can withdraw at most your balance, $89.40.' });
    const [first, second] = await Promise.all([requestPayout(referrer, { amount: 60 }), requestPayout(referrer, { amount: 60 })]);
    expect([first!.statusCode, second!.statusCode].sort()).toEqual([201, 409]);
    const made = [first!, second!].find((r) => r.statusCode === 201)!.json();
    expect(made).toMatchObject({ amount: 60, status: 'pending', method: 'paypal', processed_at: null });
    expect([first!, second!].find((r) => r.statusCode === 409)!.json()).toEqual({ message: 'Your previous withdrawal request is still pending.' });
    expect(await summary(referrer)).toMatchObject({ earned: 89.4, pending: 60, balance: 29.4 });

    // An operator rejects it: the amount is back; the next one is paid.
    expect(await app.services.affiliate.settle(made.id, 'rejected')).toBe(true);
    expect(await app.services.affiliate.settle(made.id, 'paid')).toBe(false);
    const whole = (await requestPayout(referrer)).json();
    expect(whole).toMatchObject({ amount: 89.4, status: 'pending' });
    await app.services.affiliate.settle(whole.id, 'paid');
    expect(await summary(referrer)).toMatchObject({ paid: 89.4, pending: 0, balance: 0 });
    const list = await payouts(referrer);
    expect(list.data.map((p: { id: string; status: string }) => [p.id, p.status])).toEqual([[whole.id, 'paid'], [made.id, 'rejected']]);
    expect((await payouts(referrer, `limit=5&starting_after=${whole.id}`)).data.map((p: { id: string }) => p.id)).toEqual([made.id]);
  });

  it('shows each user only their own payouts', async () => {
    const { referrer } = await referrerWithSales(2);
    await setMethod(referrer, { type: 'bank_transfer', account_holder: 'Ada', iban: 'GB82WEST12345698765432' });
    const payout = (await requestPayout(referrer)).json();
    const other = await signUpUser(app);
    expect(await payouts(other)).toEqual({ object: 'list', data: [] });
    expect(await payouts(other, `starting_after=${payout.id}`)).toEqual({ object: 'list', data: [] });
    expect(await summary(other)).toMatchObject({ earned: 0, pending: 0, payout_method: null });
  });

  it('takes the payout method and withdrawals from a login only, not a REST API key', async () => {
    const user = await signUpUser(app);
    const { key } = (await app.inject({ method: 'POST', url: '/api/account/rest-api-keys', headers: bearer(user), payload: { password: testPassword } })).json();
    const headers = { authorization: `Bearer ${key}` };
    expect((await app.inject({ method: 'GET', url: '/api/account/affiliate', headers })).statusCode).toBe(200);
    expect((await app.inject({ method: 'PUT', url: '/api/account/affiliate', headers, payload: { payout_method: { type: 'paypal', email: 'a@b.co' } } })).statusCode).toBe(403);
    expect((await app.inject({ method: 'POST', url: '/api/account/affiliate/payouts', headers, payload: {} })).statusCode).toBe(403);
  });
});
