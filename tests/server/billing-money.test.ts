import { afterAll, describe, expect, it } from 'vitest';
import { customCreditsPrice, priceOf } from '../../server/billing/pricing';
import { bearer, buildTestApp, signUpUser } from './helpers/app';

// The money rules: every price from the server's catalogue and config, a coupon's percent or
// amount off, custom credits' bounds (0: no bound), and the tax line.

const app = await buildTestApp({ env: { BILLING_TAX_RATE: '19', BILLING_CUSTOM_CREDITS_MIN: '500', BILLING_CUSTOM_CREDITS_MAX: '20000' } });
afterAll(async () => {
  await app.close();
});
const get = (url: string) => app.inject({ method: 'GET', url });

describe('pricing', () => {
  const coupon = (terms: { percent_off?: number; amount_off?: number }) => ({ code: 'X', percent_off: terms.percent_off ?? null, amount_off: terms.amount_off ?? null, max_redemptions: null, redeemed_count: 0, expires_at: null });

  it('takes a percent or an amount off, never below zero, then adds tax on the rest, in whole cents', () => {
    expect(priceOf({ subtotal: 19, credits: 5000, coupon: null, taxRate: 0 })).toMatchObject({ subtotal: 19, discount: 0, tax: 0, total: 19 });
    expect(priceOf({ subtotal: 19, credits: 5000, coupon: coupon({ percent_off: 10 }), taxRate: 0 })).toMatchObject({ discount: 1.9, total: 17.1 });
    expect(priceOf({ subtotal: 9, credits: 2000, coupon: coupon({ amount_off: 5 }), taxRate: 0 })).toMatchObject({ discount: 5, total: 4 });
    expect(priceOf({ subtotal: 4, credits: 1000, coupon: coupon({ amount_off: 5 }), taxRate: 19 })).toMatchObject({ discount: 4, tax: 0, total: 0 });
    expect(priceOf({ subtotal: 0.1, credits: 1, coupon: null, taxRate: 0 }).total + priceOf({ subtotal: 0.2, credits: 1, coupon: null, taxRate: 0 }).total).toBeCloseTo(0.3, 10);
    // 19 − 10% = 17.10; 19% of it is 3.249 → 3.25.
    expect(priceOf({ subtotal: 19, credits: 5000, coupon: coupon({ percent_off: 10 }), taxRate: 19 })).toMatchObject({ subtotal: 19, discount: 1.9, tax: 3.25, total: 20.35, currency: 'usd' });
  });

  it('prices custom credits within the bounds, a maximum of 0 being no bound', () => {
    const config = { customCreditsMin: 1000, customCreditsMax: 1_000_000, creditPrice: 0.004, taxRate: 0 };
    expect(customCreditsPrice(1000, config)).toEqual({ subtotal: 4, credits: 1000 });
    expect(customCreditsPrice(1234, config)).toEqual({ subtotal: 4.94, credits: 1234 });
    for (const amount of [999, 1_000_001, 0, -5, 1500.5]) expect(() => customCreditsPrice(amount, config)).toThrow('Please enter an amount between 1,000 and 1,000,000 credits.');
    expect(customCreditsPrice(50_000_000, { ...config, customCreditsMax: 0 })).toEqual({ subtotal: 200_000, credits: 50_000_000 });
    expect(() => customCreditsPrice(10, { ...config, customCreditsMax: 0 })).toThrow('Please enter at least 1,000 credits.');
  });
});

describe('plans and quotes', () => {
  it('says how this installation takes payments', async () => {
    expect((await get('/api/billing/config')).json()).toEqual({ gateways: ['sandbox'], stripe_publishable_key: null, currency: 'usd', custom_credits: { min: 500, max: 20000, unit_price: 0.004 } });
  });

  it('lists the plans cheapest first, by cycle, page after page', async () => {
    const all = (await get('/api/billing/plans?sort=price:asc')).json().data as { id: string; price: number }[];
    expect(all.map((plan) => plan.price)).toEqual([...all.map((plan) => plan.price)].sort((a, b) => a - b));
    expect(all[0]!.id).toBe('plan-free');
    const packs = (await get('/api/billing/plans?sort=price:asc&billing_cycle=one-time')).json().data;
    expect(packs.map((plan: { id: string; sale_price: number | null }) => [plan.id, plan.sale_price])).toEqual([['pack-2000', null], ['pack-10000', null], ['pack-50000', 149]]);
    const first = (await get('/api/billing/plans?sort=price:asc&limit=3')).json().data;
    const next = (await get(`/api/billing/plans?sort=price:asc&limit=3&starting_after=${first[2].id}`)).json().data;
    expect([...first, ...next].map((plan: { id: string }) => plan.id)).toEqual(all.slice(0, first.length + next.length).map((plan) => plan.id));
  });

  it('quotes a plan with a coupon and the tax line, and says why a coupon cannot be used', async () => {
    expect((await get('/api/billing/plans/plan-pro-monthly')).json().quote).toEqual({ subtotal: 19, discount: 0, tax: 3.61, total: 22.61, currency: 'usd', credits: 5000, coupon: null });
    expect((await get('/api/billing/plans/plan-pro-monthly?coupon=welcome10')).json().quote).toMatchObject({ discount: 1.9, tax: 3.25, total: 20.35, coupon: { code: 'WELCOME10', percent_off: 10, amount_off: null } });
    expect((await get('/api/billing/plans/pack-50000?coupon=SAVE5')).json().quote).toMatchObject({ subtotal: 149, discount: 5, total: 171.36 });
    await app.db.insertInto('coupons').values([
      { id: 'c-expired', code: 'OLD', percent_off: 50, amount_off: null, max_redemptions: null, expires_at: new Date(Date.now() - 1000) },
      { id: 'c-spent', code: 'SPENT', percent_off: 50, amount_off: null, max_redemptions: 1, redeemed_count: 1, expires_at: null },
    ]).execute();
    for (const [code, message] of [['NOPE', 'This coupon code is not valid.'], ['OLD', 'This coupon has expired.'], ['SPENT', 'This coupon has already been used.']]) {
      const response = await get(`/api/billing/plans/plan-pro-monthly?coupon=${code}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message });
    }
    expect((await get('/api/billing/plans/plan-gone')).statusCode).toBe(404);
  });

  it('prices custom credits with the configured bounds and refuses what is outside them', async () => {
    expect((await get('/api/billing/custom-credits?amount=1000')).json()).toEqual({ subtotal: 4, discount: 0, tax: 0.76, total: 4.76, currency: 'usd', credits: 1000, coupon: null });
    for (const amount of ['499', '20001']) {
      const response = await get(`/api/billing/custom-credits?amount=${amount}`);
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'Please enter an amount between 500 and 20,000 credits.' });
    }
  });

  it('charges what the catalogue says whatever the request claims, with the coupon and tax on the order', async () => {
    const user = await signUpUser(app);
    const response = await app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      headers: bearer(user),
      payload: {
        gateway: 'sandbox', id: 'pack-2000', coupon: 'SAVE5', price: 0.01, total: 0.01, subtotal: 0.01, credits: 1e9, idempotency_key: 'money-rules-1',
        address: { name: 'Ada', postal_code: 'N1', country: 'GB' }, card: { number: '4242424242424242', exp_month: 1, exp_year: new Date().getFullYear() + 1, cvc: '123' },
      },
    });
    const order = (await app.inject({ method: 'GET', url: `/api/billing/orders/${response.json().id}`, headers: bearer(user) })).json();
    expect(order).toMatchObject({ status: 'paid', subtotal: 9, discount: 5, tax: 0.76, total: 4.76, credits: 2000, coupon: 'SAVE5' });
  });
});
