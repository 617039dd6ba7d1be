import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChargeRequest } from '../../server/payments/gateway';
import { stripeGateway } from '../../server/payments/stripe';
import { declinedMessage, startFakeStripe, type FakeStripe } from './helpers/fake-stripe';

// Stripe as the gateway, against a local server speaking Stripe's API (helpers/fake-stripe.ts)
// with its test payment methods.

let stripe: FakeStripe;
let gateway: ReturnType<typeof stripeGateway>;
let attempt = 0;

beforeAll(async () => {
  stripe = await startFakeStripe();
  gateway = stripeGateway({ stripeSecretKey: 'sk_test_fake', stripeApiBase: stripe.url });
});
afterAll(() => stripe.close());

const request = (paymentMethod: string, extra: Partial<ChargeRequest> = {}): ChargeRequest => ({
  orderId: `order-${++attempt}`,
  amount: 39.99,
  currency: 'usd',
  description: 'Pro (monthly)',
  idempotencyKey: `ws-1:attempt-${attempt}`,
  customer: { workspaceId: 'ws-1', email: 'owner@example.com', name: 'Ada Lovelace', address: { name: 'Ada Lovelace', postal_code: '10115', country: 'DE' } },
  paymentMethod,
  returnUrl: `https://app.example/payment-callback/order-${attempt}/stripe`,
  ...extra,
});

describe('the Stripe gateway, one-time', () => {
  it('charges a card that succeeds, in cents, with the order in its metadata and the attempt key as Idempotency-Key', async () => {
    const charge = request('pm_card_visa');
    const result = await gateway.charge(charge);
    expect(result).toMatchObject({ status: 'succeeded', reference: expect.stringMatching(/^pi_/) });
    const intent = stripe.paymentIntents.get((result as { reference: string }).reference)!;
    expect(intent).toMatchObject({ amount: 3999, currency: 'usd', status: 'succeeded', metadata: { order_id: charge.orderId }, return_url: charge.returnUrl });
    expect(stripe.keyCounts.get(charge.idempotencyKey)).toBe(1);
  });

  it('charges a repeated attempt once: Stripe answers the same key with its first answer', async () => {
    const charge = request('pm_card_visa');
    const before = stripe.paymentIntents.size;
    const results = await Promise.all([gateway.charge(charge), gateway.charge(charge), gateway.charge(charge)]);
    expect(new Set(results.map((result) => (result as { reference: string }).reference)).size).toBe(1);
    expect(stripe.paymentIntents.size).toBe(before + 1);
    expect(stripe.keyCounts.get(charge.idempotencyKey)).toBe(3);
  });

  it("answers a declined card with Stripe's words", async () => {
    const result = await gateway.charge(request('pm_card_chargeDeclined'));
    expect(result).toMatchObject({ status: 'declined', message: declinedMessage, reference: expect.stringMatching(/^pi_/) });
  });

  it('hands the client secret over when the card needs authentication, and confirm() follows the intent', async () => {
    const charge = request('pm_card_authenticationRequired');
    const result = await gateway.charge(charge);
    expect(result).toMatchObject({ status: 'requires_action', clientSecret: expect.stringMatching(/^pi_.+_secret_/) });
    const reference = (result as { reference: string }).reference;
    expect(await gateway.confirm(charge.orderId, { payment_intent: reference })).toMatchObject({ status: 'requires_action' });
    stripe.authenticate(reference, true);
    expect(await gateway.confirm(charge.orderId, { payment_intent: reference })).toEqual({ status: 'succeeded', reference });
    // Another order's callback cannot claim this payment.
    expect(await gateway.confirm('someone-else', { payment_intent: reference })).toMatchObject({ status: 'declined' });
  });

  it('reports a failed authentication as declined', async () => {
    const charge = request('pm_card_authenticationRequired');
    const { reference } = (await gateway.charge(charge)) as { reference: string };
    stripe.authenticate(reference, false);
    expect(await gateway.confirm(charge.orderId, { payment_intent: reference })).toMatchObject({ status: 'declined', message: expect.stringMatching(/unable to authenticate/) });
  });

  it('without an absolute return address, asks Stripe for no redirects', async () => {
    const charge = request('pm_card_visa', { returnUrl: '/payment-callback/x/stripe' });
    await gateway.charge(charge);
    const made = stripe.requests.find((entry) => entry.idempotencyKey === charge.idempotencyKey)!;
    expect(made.form.return_url).toBeUndefined();
    expect(made.form.automatic_payment_methods).toEqual({ enabled: 'true', allow_redirects: 'never' });
  });
});

describe('the Stripe gateway, recurring', () => {
  const monthly = { recurring: { planId: 'plan-pro', interval: 'month' as const } };

  it('opens a subscription for the plan: a customer, the payment method attached, price_data from the plan', async () => {
    const charge = request('pm_card_visa', monthly);
    const result = await gateway.charge(charge);
    expect(result).toMatchObject({ status: 'succeeded', subscription: expect.stringMatching(/^sub_/), reference: expect.stringMatching(/^pi_/) });
    const subscription = stripe.subscriptions.get((result as { subscription: string }).subscription)!;
    expect(subscription.status).toBe('active');
    expect(subscription.metadata).toEqual({ order_id: charge.orderId, workspace_id: 'ws-1', plan_id: 'plan-pro' });
    expect(subscription.items.data[0].price).toMatchObject({ unit_amount: '3999', currency: 'usd', product: 'atelier-plan-plan-pro', recurring: { interval: 'month' } });
    const create = stripe.requests.find((entry) => entry.idempotencyKey === `${charge.idempotencyKey}:subscription`)!;
    expect(create.form.expand).toEqual(['latest_invoice.payments', 'latest_invoice.confirmation_secret']);
    expect(stripe.customers.get(subscription.customer)).toMatchObject({ email: 'owner@example.com', name: 'Ada Lovelace', metadata: { order_id: charge.orderId } });
    // A second plan purchase finds the plan's product rather than making another.
    expect(await gateway.charge(request('pm_card_visa', monthly))).toMatchObject({ status: 'succeeded' });
  });

  it('ends the subscription of a declined card at once', async () => {
    const result = await gateway.charge(request('pm_card_chargeDeclined', { recurring: { planId: 'plan-pro', interval: 'year' } }));
    expect(result).toMatchObject({ status: 'declined', message: declinedMessage });
    const last = [...stripe.subscriptions.values()].at(-1)!;
    expect(last.status).toBe('canceled');
  });

  it('needs action with the first invoice’s client secret, and the callback confirms it through the customer', async () => {
    const charge = request('pm_card_authenticationRequired', monthly);
    const result = await gateway.charge(charge);
    expect(result).toMatchObject({ status: 'requires_action', clientSecret: expect.stringMatching(/_secret_/), subscription: expect.stringMatching(/^sub_/) });
    const { reference } = result as { reference: string };
    stripe.authenticate(reference, true);
    expect(await gateway.confirm(charge.orderId, { payment_intent: reference })).toEqual({ status: 'succeeded', reference });
  });

  it('cancels at the period end', async () => {
    const { subscription } = (await gateway.charge(request('pm_card_visa', monthly))) as { subscription: string };
    await gateway.cancelSubscription(subscription);
    expect(stripe.subscriptions.get(subscription)).toMatchObject({ status: 'active', cancel_at_period_end: true });
  });
});
