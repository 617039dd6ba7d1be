// The seeded demo coupons give a workspace their discount once: SAVE5 made 1,250 custom credits
// ($5) free with no card, again and again. A use goes back with a checkout that failed; of
// checkouts at once, one takes it. (Stripe refusing the demo coupons: stripe.test.ts.)
import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { seed } from '../../server/seed';
import { balance } from './helpers/billing';
import { bearer, buildTestApp, signUpUser, type Session } from './helpers/app';

const app = await buildTestApp({ env: { STARTING_CREDITS: '100' } });
afterAll(() => app.close());

const card = (number = '4242424242424242') => ({ number, exp_month: 1, exp_year: new Date().getFullYear() + 1, cvc: '123' });
const address = { name: 'Ada', postal_code: 'N1', country: 'GB' };

function checkout(user: Session, fields: { amount?: number; id?: string; coupon?: string; card?: ReturnType<typeof card> }) {
  return app.inject({
    method: 'POST',
    url: '/api/billing/checkout',
    headers: bearer(user),
    payload: { gateway: 'sandbox', address, idempotency_key: randomBytes(8).toString('hex'), ...fields },
  });
}

describe('a demo coupon', () => {
  it('makes $5 of credits free once per workspace, not again', async () => {
    const user = await signUpUser(app);
    const first = await checkout(user, { amount: 1250, coupon: 'SAVE5' });
    expect(first.statusCode, first.body).toBe(200);
    expect(await balance(app, user)).toBe(1350);

    for (const coupon of ['SAVE5', 'save5']) {
      const again = await checkout(user, { amount: 1250, coupon });
      expect(again.statusCode).toBe(400);
      expect(again.json()).toEqual({ message: 'This coupon has already been used.' });
    }
    // Refused as a whole: nothing bought, and a card order without it still goes through.
    expect(await balance(app, user)).toBe(1350);
    expect((await checkout(user, { amount: 1250, card: card() })).statusCode).toBe(200);
    expect(await balance(app, user)).toBe(2600);

    // The other demo coupon is its own once, and another workspace has its own use of SAVE5.
    expect((await checkout(user, { id: 'pack-2000', coupon: 'WELCOME10', card: card() })).statusCode).toBe(200);
    expect((await checkout(await signUpUser(app), { amount: 1250, coupon: 'SAVE5' })).statusCode).toBe(200);
  });

  it('is taken by one of 20 checkouts at once', async () => {
    const user = await signUpUser(app);
    const responses = await Promise.all(Array.from({ length: 20 }, () => checkout(user, { amount: 1250, coupon: 'SAVE5' })));
    expect(responses.filter((response) => response.statusCode === 200)).toHaveLength(1);
    for (const refused of responses.filter((response) => response.statusCode !== 200)) {
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toEqual({ message: 'This coupon has already been used.' });
    }
    expect(await balance(app, user)).toBe(1350);
  });

  it('comes back when the card was declined', async () => {
    const user = await signUpUser(app);
    const declined = await checkout(user, { id: 'pack-2000', coupon: 'SAVE5', card: card('4000000000000002') });
    expect(declined.statusCode).toBe(402);
    const paid = await checkout(user, { id: 'pack-2000', coupon: 'SAVE5', card: card() });
    expect(paid.statusCode, paid.body).toBe(200);
    expect((await checkout(user, { amount: 1250, coupon: 'SAVE5' })).json()).toEqual({ message: 'This coupon has already been used.' });
  });
});

describe('the demo coupons', () => {
  it('are written by the seed only while the sandbox takes the payments', async () => {
    const fresh = await buildTestApp();
    try {
      const demo = async () => (await fresh.db.selectFrom('coupons').select('code').where('demo', '=', true).orderBy('code').execute()).map((row) => row.code);
      expect(await demo()).toEqual(['SAVE5', 'WELCOME10']);
      await fresh.db.deleteFrom('coupons').execute();
      await seed(fresh.db, { ...fresh.config, stripeSecretKey: 'sk_test_x', stripePublishableKey: 'pk_test_x' });
      expect(await demo()).toEqual([]);
      await seed(fresh.db, fresh.config);
      expect(await demo()).toEqual(['SAVE5', 'WELCOME10']);
    } finally {
      await fresh.close();
    }
  });
});
