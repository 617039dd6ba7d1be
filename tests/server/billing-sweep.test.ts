import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { checkoutExpired } from '../../contract/billing-limits';
import { renewEveryMs } from '../../server/billing/domain';
import { newId } from '../../server/lib/ids';
import { bearer, buildTestApp, signUpUser } from './helpers/app';
import { balance, card, cards, checkout, ledgerSum } from './helpers/billing';

// Billing's hourly sweep: it stops with the app, and it cancels checkouts left pending for an
// hour, giving their coupons back once, on PGlite and (TEST_DATABASE_URL) PostgreSQL.

const app = await buildTestApp({ env: { STARTING_CREDITS: '100' } });
afterAll(async () => {
  await app.close();
});

const HOUR = 60 * 60 * 1000;

describe('the sweep timer', () => {
  it('is cleared when the app closes', async () => {
    const setSpy = vi.spyOn(globalThis, 'setInterval');
    const clearSpy = vi.spyOn(globalThis, 'clearInterval');
    try {
      const other = await buildTestApp();
      const index = setSpy.mock.calls.findIndex(([, delay]) => delay === renewEveryMs);
      expect(index).toBeGreaterThanOrEqual(0);
      const timer = setSpy.mock.results[index]!.value;
      expect(clearSpy).not.toHaveBeenCalledWith(timer);
      await other.close();
      expect(clearSpy).toHaveBeenCalledWith(timer);
    } finally {
      setSpy.mockRestore();
      clearSpy.mockRestore();
    }
  });
});

describe('an abandoned checkout', () => {
  async function coupon(maxRedemptions: number) {
    const code = `LEFT-${randomBytes(3).toString('hex')}`;
    const id = newId();
    await app.db.insertInto('coupons').values({ id, code, percent_off: 10, amount_off: null, max_redemptions: maxRedemptions, expires_at: null }).execute();
    const redeemed = async () => (await app.db.selectFrom('coupons').select('redeemed_count').where('id', '=', id).executeTakeFirstOrThrow()).redeemed_count;
    return { code, redeemed };
  }
  const order = (id: string) => app.db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirstOrThrow();

  it('is canceled after an hour with its coupon given back once, even by two sweeps at once', async () => {
    const user = await signUpUser(app);
    const { code, redeemed } = await coupon(5);
    expect((await checkout(app, user, { id: 'pack-2000', coupon: code })).statusCode).toBe(200);
    const waiting = await checkout(app, user, { id: 'pack-2000', coupon: code, card: card(cards.authenticate) });
    expect(waiting.json().redirect).toBeTruthy();
    const { id } = waiting.json();
    expect(await redeemed()).toBe(2);

    // Within the hour it waits.
    await app.services.billing.renewDue(new Date(Date.now() + HOUR / 2));
    expect((await order(id)).status).toBe('pending');

    const later = new Date(Date.now() + HOUR + 60_000);
    await Promise.all([app.services.billing.renewDue(later), app.services.billing.renewDue(later)]);
    expect(await order(id)).toMatchObject({ status: 'canceled', failure_message: checkoutExpired });
    expect(await redeemed()).toBe(1);
    await app.services.billing.renewDue(later);
    expect(await redeemed()).toBe(1);
    const view = (await app.inject({ method: 'GET', url: `/api/billing/orders/${id}`, headers: bearer(user) })).json();
    expect(view).toMatchObject({ status: 'canceled', failure_message: 'This checkout was not completed.' });
    expect(await balance(app, user)).toBe(2_100);

    // Failing the authentication afterwards, or a payment that is not this order's, changes nothing.
    for (const paymentIntent of [`pi_sandbox_${id}_failed`, 'pi_other']) {
      await app.inject({ method: 'POST', url: `/api/billing/orders/${id}/complete`, headers: bearer(user), payload: { payment_intent: paymentIntent } });
      expect(await order(id)).toMatchObject({ status: 'canceled', failure_message: checkoutExpired });
    }
    expect(await redeemed()).toBe(1);
  });

  it('is granted once, coupon and all, when the gateway says it was paid after all', async () => {
    const user = await signUpUser(app);
    const { code, redeemed } = await coupon(1);
    const { id } = (await checkout(app, user, { id: 'pack-2000', coupon: code, card: card(cards.authenticate) })).json();
    await app.services.billing.renewDue(new Date(Date.now() + 2 * HOUR));
    expect(await redeemed()).toBe(0);

    const complete = () => app.inject({ method: 'POST', url: `/api/billing/orders/${id}/complete`, headers: bearer(user), payload: { payment_intent: `pi_sandbox_${id}` } });
    const answers = await Promise.all([complete(), complete(), complete()]);
    for (const answer of answers) expect(answer.json()).toMatchObject({ status: 'paid', failure_message: null, credits: 2000 });
    expect(await balance(app, user)).toBe(2_100);
    expect(await ledgerSum(app, user.user.workspace.id)).toBe(2_100);
    expect(await redeemed()).toBe(1);
    // A later sweep leaves a paid order alone.
    await app.services.billing.renewDue(new Date(Date.now() + 3 * HOUR));
    expect((await order(id)).status).toBe('paid');
    expect(await balance(app, user)).toBe(2_100);
  });
});
