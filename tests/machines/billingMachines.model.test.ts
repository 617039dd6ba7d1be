import { describe, expect, it } from 'vitest';
import { checkoutFailed } from '../../contract/billing-limits';
import { checkoutMachine } from '../../src/machines/billing/checkoutMachine';
import { cancelSubscriptionMachine } from '../../src/machines/billing/cancelSubscriptionMachine';
import { paymentCallbackMachine, selectPaymentCallback } from '../../src/machines/billing/paymentCallbackMachine';
import { invoiceDownloadMachine, selectDownloadError, selectDownloading } from '../../src/machines/billing/invoiceDownloadMachine';
import { planTabs, plansFor, type Plan } from '../../src/machines/billing/plans';
import { walkShortestPaths, withoutEffects } from './helpers/test-model';

// Every shortest path through billing's machines, walked on the machines themselves (their
// effects' answers are events): the pre-check stops a plan the workspace has outgrown, Pay is
// ignored while an order is in flight, one idempotency key per attempt (kept when the request
// never reached the server, new once it answered or a field changed), a refusal's words or
// SPEC §8's fallback, and where each answer leads. Billing's e2e suite drives the same flows
// on the real screens against the real server.

const config = { gateways: ['sandbox'], stripePublishableKey: null, currency: 'usd', customCredits: { min: 1000, max: 1000000, unitPrice: 0.004 } };
const quote = { subtotal: 19, discount: 0, tax: 0, total: 19, currency: 'usd', credits: 5000, coupon: null };
const proceed = { result: 'proceed', message: null, members: 1, memberCap: 1, voices: 0, cloneCap: 1 };
const tooMany = { ...proceed, result: 'member_cap', message: 'This workspace has 3 members; the plan allows 1.', members: 3 };
const filled = { name: 'Ada Lovelace', postalCode: 'SW1A 1AA', country: 'GB', expiry: '12 / 34', cvc: '123' };
const network = Object.assign(new Error('Network error. Please try again later.'), { status: 0 });
const declined = Object.assign(new Error('Your card was declined.'), { status: 402 });

describe('checkoutMachine', () => {
  const paths = walkShortestPaths(checkoutMachine, {
    input: { purchase: { planId: 'plan-pro-monthly' }, fields: filled },
    events: [
      { type: 'xstate.done.actor.load', output: { config, plan: null, quote, precheck: proceed } },
      { type: 'xstate.done.actor.load', output: { config, plan: null, quote, precheck: tooMany } },
      { type: 'xstate.error.actor.load', error: network },
      { type: 'RETRY' },
      { type: 'FIELD.CHANGE', field: 'number', value: '4242 4242 4242 4242' },
      { type: 'FIELD.CHANGE', field: 'number', value: '4242' },
      { type: 'SUBMIT' },
      { type: 'xstate.done.actor.checkout', output: { id: 'o1', redirect: null, purchaseToken: null } },
      { type: 'xstate.done.actor.checkout', output: { id: 'o1', redirect: '/api/billing/sandbox/authenticate/o1', purchaseToken: null } },
      { type: 'xstate.error.actor.checkout', error: network },
      { type: 'xstate.error.actor.checkout', error: declined },
      { type: 'xstate.error.actor.checkout', error: {} },
    ],
    facts: (s) => [s.context.fields.number.length > 4, s.context.error, !!s.context.attemptKey, Object.keys(s.context.fieldErrors).length > 0],
  }, {
    blocked: (state) => expect(state.context.precheck?.message).toBe(tooMany.message),
    editing: (state) => {
      const error = state.context.error;
      if (error) expect([network.message, declined.message, checkoutFailed]).toContain(error);
      // An answer from the server ends the attempt: the next Pay has a new key.
      if (error === declined.message || error === checkoutFailed) expect(state.context.attemptKey).toBeNull();
    },
    submitting: (state) => {
      expect(state.hasTag('busy')).toBe(true);
      expect(state.context.attemptKey).toMatch(/.{8,}/);
      // Pay while the order is out is ignored.
      expect(state.can({ type: 'SUBMIT' })).toBe(false);
    },
    redirecting: (state) => expect(state.context.orderId).toBe('o1'),
    paid: (state) => expect(state.context.orderId).toBe('o1'),
  });
  it('has paths to walk', () => expect(paths.length).toBeGreaterThan(10));


  it('sends a request that never reached the server again with the same key, and a new attempt with a new one', async () => {
    const { createActor } = await import('xstate');
    const actor = createActor(withoutEffects(checkoutMachine), { input: { purchase: { planId: 'plan-pro-monthly' }, fields: { ...filled, number: '4242 4242 4242 4242' } } }).start();
    actor.send({ type: 'xstate.done.actor.load', output: { config, plan: null, quote, precheck: proceed } } as never);
    actor.send({ type: 'SUBMIT' });
    const first = actor.getSnapshot().context.attemptKey;
    actor.send({ type: 'SUBMIT' }); // a double click
    expect(actor.getSnapshot().context.attemptKey).toBe(first);
    actor.send({ type: 'xstate.error.actor.checkout', error: network } as never);
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.attemptKey).toBe(first);
    actor.send({ type: 'xstate.error.actor.checkout', error: declined } as never);
    expect(actor.getSnapshot().context.error).toBe('Your card was declined.');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().context.attemptKey).not.toBe(first);
    actor.stop();
  });

  it('refuses an empty coupon before asking the server, and an invalid form stays with its messages', async () => {
    const { createActor } = await import('xstate');
    const actor = createActor(withoutEffects(checkoutMachine), { input: { purchase: { amount: 12500 } } }).start();
    actor.send({ type: 'xstate.done.actor.load', output: { config, plan: null, quote, precheck: null } } as never);
    actor.send({ type: 'COUPON.APPLY' });
    expect(actor.getSnapshot().context.couponError).toBe('Please enter a coupon code.');
    actor.send({ type: 'SUBMIT' });
    expect(actor.getSnapshot().value).toBe('editing');
    expect(actor.getSnapshot().context.fieldErrors.number).toBe('Your card number is incomplete.');
    actor.stop();
  });
});

describe('paymentCallbackMachine', () => {
  const order = (status: string, failureMessage: string | null = null) => ({ id: 'o1', status, failureMessage, plan: { id: 'pack-2000' }, credits: 2000 });
  walkShortestPaths(paymentCallbackMachine, {
    input: { orderId: 'o1', paymentIntent: 'pi_1', setupIntent: null },
    events: [
      { type: 'xstate.done.actor.complete', output: order('paid') },
      { type: 'xstate.done.actor.complete', output: order('failed', 'Your card was declined.') },
      { type: 'xstate.error.actor.complete', error: {} },
      { type: 'RETRY' },
    ],
    facts: (s) => [s.context.error, s.context.purchase],
  }, {
    paid: (state) => expect(state.status).toBe('done'),
    failed: (state) => {
      const shown = selectPaymentCallback(state);
      expect(['Your card was declined.', checkoutFailed]).toContain(shown.error);
      // A declined order leads back to its checkout; an answer that never came, to the plans.
      if (shown.error === 'Your card was declined.') expect(shown.purchase).toEqual({ planId: 'pack-2000' });
      else expect([null, { planId: 'pack-2000' }]).toContainEqual(shown.purchase);
    },
    completing: (state) => expect(state.context.error).toBeNull(),
  });
});

describe('cancelSubscriptionMachine', () => {
  walkShortestPaths(cancelSubscriptionMachine, {
    input: {},
    events: [{ type: 'OPEN' }, { type: 'CLOSE' }, { type: 'CONFIRM' }, { type: 'xstate.done.actor.cancel' }, { type: 'xstate.error.actor.cancel', error: new Error('No subscription to cancel.') }],
    facts: (s) => [s.context.error],
  }, {
    idle: (state) => expect(state.hasTag('open')).toBe(false),
    confirming: (state) => expect(state.hasTag('open')).toBe(true),
    cancelling: (state) => expect(state.can({ type: 'CONFIRM' })).toBe(false),
  });
});

describe('invoiceDownloadMachine', () => {
  const order = { id: 'o1', number: 'ATL-000001' };
  walkShortestPaths(invoiceDownloadMachine, {
    input: {},
    events: [
      { type: 'DOWNLOAD', order },
      { type: 'DOWNLOAD', order: { id: 'o2', number: 'ATL-000002' } },
      { type: 'xstate.done.actor.download' },
      { type: 'xstate.error.actor.download', error: network },
    ],
    facts: (s) => [selectDownloading(s), selectDownloadError(s)],
  }, {
    // Another press while one is on its way is ignored.
    downloading: (state) => {
      expect(['o1', 'o2']).toContain(selectDownloading(state));
      expect(state.can({ type: 'DOWNLOAD', order })).toBe(false);
      expect(selectDownloadError(state)).toBeNull();
      expect(state.hasTag('busy')).toBe(true);
    },
    idle: (state) => {
      expect(selectDownloading(state)).toBeNull();
      expect([null, network.message]).toContain(selectDownloadError(state));
    },
  });
});

// The plans page has no flow of its own (it reads through the cache, its tab is the page's
// state): what it shows is plansFor's rule, checked here in every tab, eligible or not, and on
// the real page by tests/screens/billing-plans-checkout.test.tsx.
describe('plansFor', () => {
  const plan = (id: string, billingCycle: string, price: number, memberCap: number | null = 1) => ({ id, title: id, billingCycle, price, memberCap }) as Plan;
  const plans = [plan('free', 'monthly', 0), plan('pro', 'monthly', 19), plan('pro-y', 'yearly', 190), plan('life', 'lifetime', 399), plan('team', 'monthly', 49, 5), plan('pack', 'one-time', 9, null)];
  for (const tab of planTabs) {
    for (const eligibleForFree of [false, true]) {
      it(`${tab}, ${eligibleForFree ? 'eligible' : 'not eligible'} for the free plan`, () => {
        const shown = plansFor({ plans, eligibleForFree, tab });
        expect(shown.team.map((p) => p.id)).toEqual(['team']);
        expect(shown.packs.map((p) => p.id)).toEqual(['pack']);
        expect(shown.main.every((p) => p.billingCycle === tab || p.price === 0)).toBe(true);
        expect(shown.main.filter((p) => p.price > 0).length).toBe(1);
        // The free plan only for a workspace eligible for it, in every tab: what each period is weighed against.
        expect(shown.main.some((p) => p.price === 0)).toBe(eligibleForFree);
      });
    }
  }
  it('shows the free plan to a workspace on it, though it may not take it again', () => {
    expect(plansFor({ plans, eligibleForFree: false, tab: 'yearly', currentPlanId: 'free' }).main.map((p) => p.id)).toEqual(['free', 'pro-y']);
  });
  it('shows nothing when nothing is on sale', () => {
    expect(plansFor({ plans: [], eligibleForFree: true, tab: 'monthly' })).toEqual({ main: [], team: [], packs: [] });
  });
});
