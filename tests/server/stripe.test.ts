import Stripe from 'stripe';
import { afterAll, describe, expect, it } from 'vitest';
import { receiveGatewayEvent } from '../../server/billing/gateway-events';
import type { GatewayEventsRepository } from '../../server/billing/gateway-events-repository';
import type { ChargeRequest, GatewayEvent, PaymentGateway } from '../../server/payments/gateway';
import type { Payments } from '../../server/payments/index';
import { stripeGateway } from '../../server/payments/stripe';
import { bearer, buildTestApp, signUpUser, type Session } from './helpers/app';
import { address, balance, ledgerSum, newKey } from './helpers/billing';
import { declinedMessage, startFakeStripe } from './helpers/fake-stripe';

// Stripe as the gateway, against a local server speaking Stripe's API (helpers/fake-stripe.ts)
// with its test payment methods; then the app with STRIPE_* set to it: checkout, the payment
// callback, and the webhook with signatures made by the SDK's own test helper.

const stripe = await startFakeStripe();
const gateway = stripeGateway({ stripeSecretKey: 'sk_test_fake', stripeApiBase: stripe.url });
const webhookSecret = 'whsec_test_atelier';
const app = await buildTestApp({
  env: {
    STARTING_CREDITS: '100',
    STRIPE_SECRET_KEY: 'sk_test_fake',
    STRIPE_PUBLISHABLE_KEY: 'pk_test_fake',
    STRIPE_WEBHOOK_SECRET: webhookSecret,
    STRIPE_API_BASE: stripe.url,
  },
});
afterAll(async () => {
  await app.close();
  await stripe.close();
});
let attempt = 0;

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

  it('takes a coupon off the first period only: the subscription renews at the full price', async () => {
    const charge = request('pm_card_visa', { amount: 17.1, recurring: { planId: 'plan-pro', interval: 'month', renewalAmount: 19 } });
    const result = (await gateway.charge(charge)) as { reference: string; subscription: string };
    expect(stripe.paymentIntents.get(result.reference)).toMatchObject({ amount: 1710, status: 'succeeded' });
    expect(stripe.subscriptions.get(result.subscription)!.items.data[0].price.unit_amount).toBe('1900');
    const create = stripe.requests.find((entry) => entry.idempotencyKey === `${charge.idempotencyKey}:coupon`)!;
    expect(create.form).toMatchObject({ amount_off: '190', duration: 'once' });
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

const checkout = (session: Session, body: Record<string, unknown>, key = newKey()) =>
  app.inject({ method: 'POST', url: '/api/billing/checkout', headers: bearer(session), payload: { gateway: 'stripe', address, idempotency_key: key, ...body } });

const order = async (session: Session, id: string) => (await app.inject({ method: 'GET', url: `/api/billing/orders/${id}`, headers: bearer(session) })).json();

let events = 0;
const event = (type: string, object: object, id = `evt_test_${++events}`) => ({
  id, object: 'event', type, api_version: '2026-10-28.endive', created: Math.floor(Date.now() / 1000), livemode: false, pending_webhooks: 1, request: null, data: { object },
});

/** Delivers an event as Stripe does: the JSON body signed with the endpoint's secret. */
function deliver(body: object, options: { secret?: string; timestamp?: number; signature?: string } = {}) {
  const payload = JSON.stringify(body);
  const signature = options.signature ?? Stripe.webhooks.generateTestHeaderString({ payload, secret: options.secret ?? webhookSecret, timestamp: options.timestamp });
  return app.inject({ method: 'POST', url: '/api/billing/webhooks/stripe', headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signature }, payload });
}

/** The subscription's first invoice, paid, as Stripe sends it with invoice.paid. */
const firstInvoice = (subscription: string, orderId: string, paymentIntent: string) => ({
  id: `in_first_${subscription}`, object: 'invoice', billing_reason: 'subscription_create', status: 'paid',
  parent: { type: 'subscription_details', subscription_details: { subscription, metadata: { order_id: orderId } } },
  payments: { object: 'list', data: [{ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: paymentIntent } }] },
  lines: { object: 'list', data: [] },
});

const subscriptionsOf = (workspaceId: string) =>
  app.db.selectFrom('subscriptions').selectAll().where('workspace_id', '=', workspaceId).where('gateway', '=', 'stripe').execute();

describe('checkout through Stripe', () => {
  it('offers Stripe with its publishable key', async () => {
    const config = (await app.inject({ method: 'GET', url: '/api/billing/config' })).json();
    expect(config).toMatchObject({ gateways: ['stripe'], stripe_publishable_key: 'pk_test_fake' });
  });

  it('pays for a credit pack with a card that succeeds: the catalogue price in cents, credits once', async () => {
    const user = await signUpUser(app);
    const response = await checkout(user, { id: 'pack-2000', payment_method: 'pm_card_visa' });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json();
    expect(await order(user, id)).toMatchObject({ status: 'paid', gateway: 'stripe', total: 9, credits: 2000 });
    const intent = [...stripe.paymentIntents.values()].find((pi) => pi.metadata.order_id === id)!;
    expect(intent).toMatchObject({ amount: 900, status: 'succeeded' });
    expect(await balance(app, user)).toBe(2100);
    // Stripe's own notice of the same payment afterwards changes nothing.
    expect((await deliver(event('payment_intent.succeeded', intent))).statusCode).toBe(200);
    expect(await balance(app, user)).toBe(2100);
  });

  it('charges 20 identical requests once', async () => {
    const user = await signUpUser(app);
    const key = newKey();
    const before = stripe.paymentIntents.size;
    const responses = await Promise.all(Array.from({ length: 20 }, () => checkout(user, { id: 'pack-2000', payment_method: 'pm_card_visa' }, key)));
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(stripe.paymentIntents.size).toBe(before + 1);
    expect(stripe.keyCounts.get(`${user.user.workspace.id}:${key}`)).toBe(1);
    expect(await balance(app, user)).toBe(2100);
  });

  it('subscribes to a monthly plan with a coupon: the first invoice discounted, every later one at the plan price', async () => {
    const user = await signUpUser(app);
    await app.db.insertInto('coupons').values({ id: 'coupon-stripe10', code: 'STRIPE10', percent_off: 10, amount_off: null, max_redemptions: null, expires_at: null }).execute();
    const response = await checkout(user, { id: 'plan-pro-monthly', coupon: 'STRIPE10', payment_method: 'pm_card_visa' });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json();
    expect(await order(user, id)).toMatchObject({ status: 'paid', total: 17.1, discount: 1.9 });
    const subscription = [...stripe.subscriptions.values()].find((sub) => sub.metadata.order_id === id)!;
    expect(subscription.items.data[0].price.unit_amount).toBe('1900');
    const [local] = await subscriptionsOf(user.user.workspace.id);
    expect(local).toMatchObject({ gateway_ref: subscription.id, status: 'active' });
    expect([...stripe.paymentIntents.values()].find((pi) => pi.customer === subscription.customer)).toMatchObject({ amount: 1710, status: 'succeeded' });
  });

  it('takes no demo coupon: they are for the sandbox only', async () => {
    const user = await signUpUser(app);
    for (const coupon of ['SAVE5', 'WELCOME10']) {
      const response = await checkout(user, { id: 'pack-2000', coupon, payment_method: 'pm_card_visa' });
      expect(response.statusCode).toBe(400);
      expect(response.json()).toEqual({ message: 'This coupon code is not valid.' });
      expect((await app.inject({ method: 'GET', url: `/api/billing/plans/pack-2000?coupon=${coupon}` })).json()).toEqual({ message: 'This coupon code is not valid.' });
    }
    expect(await balance(app, user)).toBe(100);
  });

  it("says a declined card in Stripe's words", async () => {
    const user = await signUpUser(app);
    const response = await checkout(user, { id: 'pack-2000', payment_method: 'pm_card_chargeDeclined' });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({ message: declinedMessage });
    expect(await balance(app, user)).toBe(100);
  });

  it('hands the browser a purchase token when the card needs authentication, and the callback completes the order', async () => {
    const user = await signUpUser(app);
    const response = await checkout(user, { amount: 5000, payment_method: 'pm_card_authenticationRequired' });
    expect(response.statusCode, response.body).toBe(200);
    const { id, purchase_token: token } = response.json();
    expect(token).toMatch(/^pi_.+_secret_/);
    const reference = token.split('_secret_')[0];
    expect(await order(user, id)).toMatchObject({ status: 'pending' });
    stripe.authenticate(reference, true);
    const completed = await app.inject({ method: 'POST', url: `/api/billing/orders/${id}/complete`, headers: bearer(user), payload: { payment_intent: reference } });
    expect(completed.json()).toMatchObject({ status: 'paid', credits: 5000 });
    expect(await balance(app, user)).toBe(5100);
  });
});

describe('the Stripe webhook', () => {
  it('accepts a good signature and refuses a bad, a missing or a stale one (older than 300 s) with 400', async () => {
    const body = event('customer.created', { id: 'cus_x', object: 'customer' });
    expect((await deliver(body, { secret: 'whsec_someone_else' })).statusCode).toBe(400);
    expect((await deliver(body, { signature: 't=1,v1=deadbeef' })).statusCode).toBe(400);
    expect((await deliver(body, { timestamp: Math.floor(Date.now() / 1000) - 301 })).statusCode).toBe(400);
    const missing = await app.inject({ method: 'POST', url: '/api/billing/webhooks/stripe', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(body) });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ message: expect.any(String) });
    // A body changed after signing fails too: the signature covers its exact bytes.
    const payload = JSON.stringify(body);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: webhookSecret });
    const altered = await app.inject({ method: 'POST', url: '/api/billing/webhooks/stripe', headers: { 'content-type': 'application/json', 'stripe-signature': signature }, payload: payload.replace('cus_x', 'cus_y') });
    expect(altered.statusCode).toBe(400);
    const good = await deliver(body, { timestamp: Math.floor(Date.now() / 1000) - 250 });
    expect(good.statusCode, good.body).toBe(200);
    expect(good.json()).toEqual({ received: true });
  });

  it('completes an order whose authentication ended away from the page, once for the same event delivered twice', async () => {
    const user = await signUpUser(app);
    const { id, purchase_token: token } = (await checkout(user, { id: 'pack-10000', payment_method: 'pm_card_authenticationRequired' })).json();
    const intent = stripe.authenticate(token.split('_secret_')[0], true);
    const succeeded = event('payment_intent.succeeded', intent);
    const [first, second] = [await deliver(succeeded), await deliver(succeeded)];
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(second.json()).toEqual({ received: true, duplicate: true });
    // Another event about the same payment (Stripe's retries have their own ids sometimes) changes nothing either.
    await deliver(event('payment_intent.succeeded', intent));
    expect(await order(user, id)).toMatchObject({ status: 'paid', credits: 10000 });
    expect(await balance(app, user)).toBe(10100);
    expect(await ledgerSum(app, user.user.workspace.id)).toBe(10100);
    expect(await app.db.selectFrom('payment_events').select('id').where('id', '=', succeeded.id).execute()).toHaveLength(1);
  });

  it('fails an order whose authentication failed, in the card provider words', async () => {
    const user = await signUpUser(app);
    const { id, purchase_token: token } = (await checkout(user, { id: 'pack-2000', payment_method: 'pm_card_authenticationRequired' })).json();
    const intent = stripe.authenticate(token.split('_secret_')[0], false);
    expect((await deliver(event('payment_intent.payment_failed', intent))).statusCode).toBe(200);
    expect(await order(user, id)).toMatchObject({ status: 'failed', failure_message: intent.last_payment_error.message });
    expect(await balance(app, user)).toBe(100);
  });

  it('grants a subscription once when invoice.paid comes before payment_intent.succeeded, then renews once per invoice and ends when Stripe ends it', async () => {
    const user = await signUpUser(app);
    const workspace = user.user.workspace.id;
    const response = await checkout(user, { id: 'plan-pro-monthly', payment_method: 'pm_card_authenticationRequired' });
    expect(response.statusCode, response.body).toBe(200);
    const { id, purchase_token: token } = response.json();
    const reference = token.split('_secret_')[0];
    const subscription = [...stripe.subscriptions.values()].find((sub) => sub.metadata.order_id === id)!;
    const intent = stripe.authenticate(reference, true);

    expect((await deliver(event('invoice.paid', firstInvoice(subscription.id, id, reference)))).statusCode).toBe(200);
    expect((await deliver(event('payment_intent.succeeded', intent))).statusCode).toBe(200);
    expect(await order(user, id)).toMatchObject({ status: 'paid', credits: 5000 });
    expect(await balance(app, user)).toBe(5100);
    const [local] = await subscriptionsOf(workspace);
    expect(local).toMatchObject({ status: 'active', gateway_ref: subscription.id, plan_id: 'plan-pro-monthly' });

    // A renewal: one order however often its invoice.paid arrives, and the paid period moves on.
    const periodEnd = Math.floor(Date.now() / 1000) + 60 * 86400;
    const renewal = {
      id: 'in_renewal_1', object: 'invoice', billing_reason: 'subscription_cycle', status: 'paid',
      parent: { type: 'subscription_details', subscription_details: { subscription: subscription.id, metadata: { order_id: id } } },
      payments: { object: 'list', data: [] }, lines: { object: 'list', data: [{ period: { start: periodEnd - 30 * 86400, end: periodEnd } }] },
    };
    expect((await deliver(event('invoice.paid', renewal))).statusCode).toBe(200);
    await deliver(event('invoice.paid', renewal));
    expect(await balance(app, user)).toBe(10100);
    expect(await ledgerSum(app, workspace)).toBe(10100);
    const [renewed] = await subscriptionsOf(workspace);
    expect(new Date(renewed!.current_period_end!).getTime()).toBe(periodEnd * 1000);
    const orders = (await app.inject({ method: 'GET', url: '/api/billing/orders/count', headers: bearer(user) })).json();
    expect(orders).toEqual({ count: 2 });

    // Cancelling stops renewal at Stripe (at the period end); Stripe's deletion at that end ends the plan here.
    expect((await app.inject({ method: 'DELETE', url: '/api/billing/subscription', headers: bearer(user) })).statusCode).toBe(200);
    expect(stripe.subscriptions.get(subscription.id)).toMatchObject({ cancel_at_period_end: true });
    const [cancelled] = await subscriptionsOf(workspace);
    expect(cancelled).toMatchObject({ status: 'active', renews_at: null });
    await deliver(event('customer.subscription.deleted', { ...stripe.subscriptions.get(subscription.id), status: 'canceled' }));
    const [ended] = await subscriptionsOf(workspace);
    expect(ended).toMatchObject({ status: 'canceled' });
    expect(await balance(app, user)).toBe(10100);
  });

  /** A monthly plan bought through Stripe with a card that succeeds: the user, Stripe's subscription and ours. */
  async function subscribed() {
    const user = await signUpUser(app);
    const response = await checkout(user, { id: 'plan-pro-monthly', payment_method: 'pm_card_visa' });
    expect(response.statusCode, response.body).toBe(200);
    const subscription = [...stripe.subscriptions.values()].find((sub) => sub.metadata.order_id === response.json().id)!;
    const local = async () => (await subscriptionsOf(user.user.workspace.id))[0]!;
    return { user, subscription, local };
  }

  it("follows a cancel at the period end and a resume made in Stripe's dashboard", async () => {
    const { user, subscription, local } = await subscribed();
    const periodEnd = subscription.items.data[0].current_period_end as number;
    expect(await local()).toMatchObject({ status: 'active', canceled_at: null, past_due_since: null });
    expect(new Date((await local()).renews_at!).getTime()).toBe(new Date((await local()).current_period_end!).getTime());

    // Cancelled in the dashboard: Stripe sets cancel_at_period_end, cancel_at and canceled_at.
    Object.assign(subscription, { cancel_at_period_end: true, cancel_at: periodEnd, canceled_at: Math.floor(Date.now() / 1000) });
    const cancelled = event('customer.subscription.updated', subscription);
    expect((await deliver(cancelled)).statusCode).toBe(200);
    await deliver(event('customer.subscription.updated', subscription));
    const stopped = await local();
    expect(stopped).toMatchObject({ status: 'active', renews_at: null });
    expect(stopped.canceled_at).not.toBeNull();
    // The plan stays until its period ends; there is nothing left to cancel here.
    expect((await app.inject({ method: 'GET', url: '/api/account', headers: bearer(user) })).json().workspace.subscription.plan.id).toBe('plan-pro-monthly');
    expect((await app.inject({ method: 'DELETE', url: '/api/billing/subscription', headers: bearer(user) })).statusCode).toBe(404);

    // Resumed in the dashboard: it renews at the period end again.
    Object.assign(subscription, { cancel_at_period_end: false, cancel_at: null, canceled_at: null });
    expect((await deliver(event('customer.subscription.updated', subscription))).statusCode).toBe(200);
    const resumed = await local();
    expect(resumed).toMatchObject({ status: 'active', canceled_at: null });
    expect(new Date(resumed.renews_at!).getTime()).toBe(periodEnd * 1000);
    expect(await balance(app, user)).toBe(5100);

    // Stripe giving up on it (unpaid) ends it here.
    await deliver(event('customer.subscription.updated', { ...subscription, status: 'unpaid' }));
    expect(await local()).toMatchObject({ status: 'canceled' });
  });

  it("records a renewal Stripe could not charge as a failed order in the card's words, past due with no credits, until a retry pays it", async () => {
    const { user, subscription, local } = await subscribed();
    const workspace = user.user.workspace.id;
    const failedInvoice = stripe.renew(subscription.id, { paid: false, message: 'Your card has insufficient funds.' });
    expect(failedInvoice.payments).toBeUndefined();
    const failed = event('invoice.payment_failed', failedInvoice);
    expect((await deliver(failed)).statusCode).toBe(200);
    expect((await deliver(failed)).json()).toEqual({ received: true, duplicate: true });
    await deliver(event('customer.subscription.updated', subscription));

    const orders = () => app.inject({ method: 'GET', url: '/api/billing/orders?sort=created_at:desc&limit=3', headers: bearer(user) }).then((response) => response.json().data);
    const [renewal] = await orders();
    expect(renewal).toMatchObject({ status: 'failed', failure_message: 'Your card has insufficient funds.', description: 'Pro (monthly), renewal', number: '', gateway: 'stripe' });
    expect(await balance(app, user)).toBe(5100);
    expect(await ledgerSum(app, workspace)).toBe(5100);
    const pastDue = await local();
    expect(pastDue.past_due_since).not.toBeNull();
    // Past due, the plan stays while Stripe retries the card.
    expect((await app.inject({ method: 'GET', url: '/api/account', headers: bearer(user) })).json().workspace.subscription.plan.id).toBe('plan-pro-monthly');

    // Stripe's retry of the same invoice is paid: one paid renewal, its credits once, paid up again.
    const paidInvoice = stripe.renew(subscription.id, { paid: true }, failedInvoice.id);
    expect(paidInvoice.attempt_count).toBe(2);
    await deliver(event('invoice.paid', paidInvoice));
    await deliver(event('customer.subscription.updated', subscription));
    expect((await orders()).map((order: { status: string }) => order.status)).toEqual(['paid', 'failed', 'paid']);
    expect(await balance(app, user)).toBe(10100);
    expect(await ledgerSum(app, workspace)).toBe(10100);
    expect(await local()).toMatchObject({ status: 'active', past_due_since: null });
  });

  it('grants a subscription checkout that expired unconfirmed once, with its Stripe subscription, when Stripe says it was paid after all', async () => {
    const user = await signUpUser(app);
    const { id, purchase_token: token } = (await checkout(user, { id: 'plan-pro-monthly', payment_method: 'pm_card_authenticationRequired' })).json();
    const reference = token.split('_secret_')[0];
    const subscription = [...stripe.subscriptions.values()].find((sub) => sub.metadata.order_id === id)!;
    await app.services.billing.renewDue(new Date(Date.now() + 2 * 60 * 60 * 1000));
    expect(await order(user, id)).toMatchObject({ status: 'canceled', failure_message: 'This checkout was not completed.' });

    // The customer finishes authentication late; the callback page and the webhook both arrive.
    stripe.authenticate(reference, true);
    const completed = await app.inject({ method: 'POST', url: `/api/billing/orders/${id}/complete`, headers: bearer(user), payload: { payment_intent: reference } });
    expect(completed.json()).toMatchObject({ status: 'paid', credits: 5000 });
    await deliver(event('payment_intent.succeeded', stripe.paymentIntents.get(reference)!));
    await deliver(event('invoice.paid', firstInvoice(subscription.id, id, reference)));
    expect(await balance(app, user)).toBe(5100);
    expect(await subscriptionsOf(user.user.workspace.id)).toMatchObject([{ status: 'active', gateway_ref: subscription.id }]);
  });

  it('grants a lifetime plan bought through Stripe its credits every month, without charging', async () => {
    const user = await signUpUser(app);
    expect((await checkout(user, { id: 'plan-pro-lifetime', payment_method: 'pm_card_visa' })).statusCode).toBe(200);
    const intents = stripe.paymentIntents.size;
    await app.services.billing.renewDue(new Date(Date.now() + 32 * 86400_000));
    expect(await balance(app, user)).toBe(10100);
    expect(await ledgerSum(app, user.user.workspace.id)).toBe(10100);
    expect(stripe.paymentIntents.size).toBe(intents);
  });

  it('leaves every other route on the strict JSON parser', async () => {
    const user = await signUpUser(app);
    const response = await app.inject({ method: 'POST', url: '/api/billing/checkout', headers: { ...bearer(user), 'content-type': 'application/json' }, payload: '{"gateway": "stripe",' });
    expect(response.statusCode).toBe(400);
  });
});

describe('a webhook event whose handling fails', () => {
  it('is forgotten and answered with the error, so the next delivery handles it', async () => {
    const seen = new Set<string>();
    let failures = 1;
    const settled: string[] = [];
    const deps = {
      payments: { name: 'stripe', gatewayFor: async () => ({ webhookEvent: async () => paid }) as unknown as PaymentGateway } as Payments,
      billing: {
        recordEvent: async (id: string) => !seen.has(id) && !!seen.add(id),
        recordRenewal: async () => true,
        recordFailedRenewal: async () => true,
        async settleOrder(orderId: string) {
          if (failures-- > 0) throw new Error('database went away');
          settled.push(orderId);
        },
      },
      events: { forgetEvent: async (id: string) => void seen.delete(id) } as unknown as GatewayEventsRepository,
    };
    const paid: GatewayEvent = { id: 'evt_1', type: 'payment_intent.succeeded', kind: 'payment_succeeded', orderId: 'order-1', reference: 'pi_1' };
    await expect(receiveGatewayEvent(deps, 'stripe', Buffer.from('{}'), 'sig')).rejects.toThrow('database went away');
    expect(seen.has('evt_1')).toBe(false);
    expect(await receiveGatewayEvent(deps, 'stripe', Buffer.from('{}'), 'sig')).toEqual({ received: true });
    expect(await receiveGatewayEvent(deps, 'stripe', Buffer.from('{}'), 'sig')).toEqual({ received: true, duplicate: true });
    expect(settled).toEqual(['order-1']);
  });
});
