/**
 * A fake Stripe API for tests: real HTTP on 127.0.0.1 speaking the form-encoded parts of
 * api.stripe.com that server/payments/stripe.ts uses, with Stripe's test payment methods:
 * pm_card_visa succeeds, pm_card_chargeDeclined is declined ('Your card was declined.', a 402
 * card_error as Stripe answers), pm_card_authenticationRequired needs 3-D Secure
 * (`requires_action` until `authenticate(id)` plays the customer passing or failing it).
 *
 *   const stripe = await startFakeStripe();
 *   env STRIPE_API_BASE = stripe.url
 *   stripe.keyCounts.get('ws:key')    // requests made with that Idempotency-Key
 *   stripe.paymentIntents             // every PaymentIntent made, by id
 *   stripe.authenticate('pi_…', true) // the customer completes (or fails) authentication
 *
 * A repeated Idempotency-Key gets the first answer again (header Idempotent-Replayed), so a
 * retried request never charges twice, as on Stripe.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { sendJson } from './fake-http';

type StripeObject = Record<string, any>;

export const declinedMessage = 'Your card was declined.';

export interface FakeStripe {
  url: string;
  /** Every request: method, path (without query) and its decoded form. */
  requests: Array<{ method: string; path: string; form: StripeObject; idempotencyKey?: string }>;
  keyCounts: Map<string, number>;
  paymentIntents: Map<string, StripeObject>;
  subscriptions: Map<string, StripeObject>;
  setupIntents: Map<string, StripeObject>;
  customers: Map<string, StripeObject>;
  authenticate(paymentIntentId: string, success: boolean): StripeObject;
  /**
   * Stripe charging a subscription's next period with its card: the renewal invoice (as the
   * invoice.paid or invoice.payment_failed event carries it, without its payments), its
   * PaymentIntent succeeded or declined with `message`. The same invoice tried again gets the next
   * attempt_count.
   */
  renew(subscriptionId: string, outcome: { paid: true } | { paid: false; message: string }, invoiceId?: string): StripeObject;
  close(): Promise<void>;
}

/** What each test payment method does when a payment is confirmed with it. */
function outcome(paymentMethod: string | undefined): 'succeeded' | 'declined' | 'requires_action' {
  if (paymentMethod === 'pm_card_chargeDeclined') return 'declined';
  if (paymentMethod === 'pm_card_authenticationRequired') return 'requires_action';
  return 'succeeded';
}

export async function startFakeStripe(): Promise<FakeStripe> {
  let sequence = 0;
  const id = (prefix: string) => `${prefix}_fake${String(++sequence).padStart(6, '0')}`;
  const now = () => Math.floor(Date.now() / 1000);
  const paymentIntents = new Map<string, StripeObject>();
  const customers = new Map<string, StripeObject>();
  const products = new Map<string, StripeObject>();
  const subscriptions = new Map<string, StripeObject>();
  const invoices = new Map<string, StripeObject>();
  const setupIntents = new Map<string, StripeObject>();
  const paymentMethods = new Map<string, StripeObject>();
  const coupons = new Map<string, StripeObject>();
  const replies = new Map<string, { status: number; body: unknown }>();
  const keyCounts = new Map<string, number>();
  const requests: FakeStripe['requests'] = [];

  const notFound = (kind: string, name: string) => ({
    status: 404,
    body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: `No such ${kind}: '${name}'`, param: 'id' } },
  });

  /** Confirms a PaymentIntent with its payment method, as Stripe does at creation with confirm=true or on /confirm. */
  function confirm(intent: StripeObject): { status: number; body: unknown } {
    const result = outcome(intent.payment_method);
    if (result === 'succeeded') {
      intent.status = 'succeeded';
      intent.amount_received = intent.amount;
      intent.next_action = null;
      return { status: 200, body: intent };
    }
    if (result === 'requires_action') {
      intent.status = 'requires_action';
      intent.next_action = intent.return_url
        ? { type: 'redirect_to_url', redirect_to_url: { url: `https://hooks.stripe.test/3ds/${intent.id}`, return_url: intent.return_url } }
        : { type: 'use_stripe_sdk', use_stripe_sdk: {} };
      return { status: 200, body: intent };
    }
    intent.status = 'requires_payment_method';
    const error = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: declinedMessage };
    intent.last_payment_error = error;
    return { status: 402, body: { error: { ...error, payment_intent: intent } } };
  }

  function newIntent(form: StripeObject, extra: StripeObject = {}): StripeObject {
    const pi = id('pi');
    const intent: StripeObject = {
      id: pi, object: 'payment_intent', amount: Number(form.amount), amount_received: 0, currency: form.currency,
      client_secret: `${pi}_secret_fake`, created: now(), customer: form.customer ?? null, description: form.description ?? null,
      last_payment_error: null, metadata: form.metadata ?? {}, next_action: null, payment_method: form.payment_method ?? null,
      return_url: form.return_url ?? null, status: form.payment_method ? 'requires_confirmation' : 'requires_payment_method',
      livemode: false, ...extra,
    };
    paymentIntents.set(pi, intent);
    return intent;
  }

  function expandIntent(intent: StripeObject, expand: string[]) {
    return expand.includes('customer') && intent.customer ? { ...intent, customer: customers.get(intent.customer) ?? intent.customer } : intent;
  }

  function createSubscription(form: StripeObject): { status: number; body: unknown } {
    const customer = customers.get(form.customer);
    if (!customer) return notFound('customer', form.customer);
    const item = form.items?.[0]?.price_data;
    if (!item?.product || !item.recurring?.interval) {
      return { status: 400, body: { error: { type: 'invalid_request_error', message: 'Missing required param: items[0][price_data][product].' } } };
    }
    const sub = id('sub');
    const pm = form.default_payment_method ?? customer.invoice_settings?.default_payment_method;
    const invoice: StripeObject = {
      id: id('in'), object: 'invoice', amount_due: Number(item.unit_amount), amount_paid: 0, currency: item.currency, customer: customer.id,
      billing_reason: 'subscription_create', status: 'open', created: now(),
      parent: { type: 'subscription_details', subscription_details: { subscription: sub, metadata: form.metadata ?? {} } },
    };
    // A coupon of `duration: once` comes off the first invoice only.
    const coupon = coupons.get(form.discounts?.[0]?.coupon);
    const firstAmount = Math.max(0, Number(item.unit_amount) - Number(coupon?.amount_off ?? 0));
    invoice.amount_due = firstAmount;
    const intent = newIntent({ amount: firstAmount, currency: item.currency, customer: customer.id, payment_method: pm });
    const confirmed = confirm(intent);
    if (intent.status === 'succeeded') Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due });
    invoice.payments = { object: 'list', data: [{ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: intent.id } }] };
    invoice.confirmation_secret = { type: 'payment_intent', client_secret: intent.client_secret };
    invoices.set(invoice.id, invoice);
    const periodEnd = now() + (item.recurring.interval === 'year' ? 365 : 30) * 86400;
    const subscription: StripeObject = {
      id: sub, object: 'subscription', customer: customer.id, status: confirmed.status === 200 && intent.status === 'succeeded' ? 'active' : 'incomplete',
      cancel_at_period_end: false, default_payment_method: pm, latest_invoice: invoice.id, metadata: form.metadata ?? {},
      items: { object: 'list', data: [{ id: id('si'), price: { ...item, id: id('price') }, current_period_end: periodEnd }] },
    };
    subscriptions.set(sub, subscription);
    const expand: string[] = form.expand ?? [];
    const expanded = expand.some((path) => path.startsWith('latest_invoice')) ? { ...subscription, latest_invoice: invoice } : subscription;
    return { status: 200, body: expanded };
  }

  function route(method: string, path: string, form: StripeObject, query: StripeObject): { status: number; body: unknown } {
    const parts = path.split('/').filter(Boolean).slice(1); // drop "v1"
    const [kind, name, action] = parts;
    const expand: string[] = [...(form.expand ?? []), ...(query.expand ?? [])];
    if (kind === 'payment_intents') {
      if (method === 'POST' && !name) {
        const intent = newIntent(form);
        if (form.confirm === 'true') return confirm(intent);
        return { status: 200, body: intent };
      }
      const intent = name ? paymentIntents.get(name) : undefined;
      if (!intent) return notFound('payment_intent', name ?? '');
      if (method === 'POST' && action === 'confirm') {
        if (form.payment_method) intent.payment_method = form.payment_method;
        if (form.return_url) intent.return_url = form.return_url;
        return confirm(intent);
      }
      if (method === 'POST' && !action) {
        Object.assign(intent.metadata, form.metadata ?? {});
        return { status: 200, body: intent };
      }
      if (method === 'GET') return { status: 200, body: expandIntent(intent, expand) };
    }
    if (kind === 'setup_intents' && method === 'GET') {
      const intent = setupIntents.get(name ?? '');
      if (!intent) return notFound('setup_intent', name ?? '');
      return { status: 200, body: intent.customer && expand.includes('customer') ? { ...intent, customer: customers.get(intent.customer) } : intent };
    }
    if (kind === 'customers') {
      if (method === 'POST' && !name) {
        const customer = { id: id('cus'), object: 'customer', email: form.email ?? null, name: form.name ?? null, address: form.address ?? null, metadata: form.metadata ?? {}, invoice_settings: form.invoice_settings ?? {} };
        customers.set(customer.id, customer);
        return { status: 200, body: customer };
      }
      const customer = customers.get(name ?? '');
      if (!customer) return notFound('customer', name ?? '');
      if (method === 'POST') Object.assign(customer, form);
      return { status: 200, body: customer };
    }
    if (kind === 'payment_methods' && method === 'POST' && action === 'attach') {
      if (!customers.has(form.customer)) return notFound('customer', form.customer);
      const paymentMethod = { id: name, object: 'payment_method', type: 'card', customer: form.customer };
      paymentMethods.set(name!, paymentMethod);
      return { status: 200, body: paymentMethod };
    }
    if (kind === 'products') {
      if (method === 'POST' && !name) {
        if (form.id && products.has(form.id)) {
          return { status: 400, body: { error: { type: 'invalid_request_error', code: 'resource_already_exists', message: 'Product already exists.' } } };
        }
        const product = { id: form.id ?? id('prod'), object: 'product', name: form.name, active: true };
        products.set(product.id, product);
        return { status: 200, body: product };
      }
      const product = products.get(name ?? '');
      return product ? { status: 200, body: product } : notFound('product', name ?? '');
    }
    if (kind === 'coupons' && method === 'POST' && !name) {
      const coupon = { id: form.id ?? id('coupon'), object: 'coupon', amount_off: Number(form.amount_off), currency: form.currency, duration: form.duration, max_redemptions: Number(form.max_redemptions ?? 0) || null };
      coupons.set(coupon.id, coupon);
      return { status: 200, body: coupon };
    }
    if (kind === 'invoices' && method === 'GET') {
      const invoice = invoices.get(name ?? '');
      if (!invoice) return notFound('invoice', name ?? '');
      if (!expand.includes('payments.data.payment.payment_intent')) return { status: 200, body: invoice };
      const payments = invoice.payments.data.map((entry: StripeObject) => ({ ...entry, payment: { ...entry.payment, payment_intent: paymentIntents.get(entry.payment.payment_intent) } }));
      return { status: 200, body: { ...invoice, payments: { ...invoice.payments, data: payments } } };
    }
    if (kind === 'subscriptions') {
      if (method === 'POST' && !name) return createSubscription(form);
      const subscription = subscriptions.get(name ?? '');
      if (!subscription) return notFound('subscription', name ?? '');
      if (method === 'DELETE') {
        Object.assign(subscription, { status: 'canceled', canceled_at: now() });
        return { status: 200, body: subscription };
      }
      if (method === 'POST') {
        if (form.cancel_at_period_end !== undefined) subscription.cancel_at_period_end = form.cancel_at_period_end === 'true';
        Object.assign(subscription.metadata, form.metadata ?? {});
        return { status: 200, body: subscription };
      }
      return { status: 200, body: subscription };
    }
    return { status: 404, body: { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path}).` } } };
  }

  const server = createServer(async (req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const form = decodeForm(Buffer.concat(chunks).toString('utf8'));
    const query = decodeForm(url.search.slice(1));
    const key = req.headers['idempotency-key'] as string | undefined;
    requests.push({ method: req.method ?? 'GET', path: url.pathname, form, idempotencyKey: key });
    if (!/^Bearer sk_test_/.test(req.headers.authorization ?? '')) {
      return sendJson(res, 401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided.' } });
    }
    if (key) keyCounts.set(key, (keyCounts.get(key) ?? 0) + 1);
    const replayed = key ? replies.get(`${req.method} ${url.pathname} ${key}`) : undefined;
    if (replayed) {
      res.setHeader('Idempotent-Replayed', 'true');
      return sendJson(res, replayed.status, replayed.body);
    }
    const reply = route(req.method ?? 'GET', url.pathname, form, query);
    // The answer is kept as it was then (a later authentication does not change a replay).
    if (key && req.method === 'POST') replies.set(`${req.method} ${url.pathname} ${key}`, JSON.parse(JSON.stringify(reply)));
    res.setHeader('Request-Id', `req_${sequence}`);
    sendJson(res, reply.status, reply.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    keyCounts,
    paymentIntents,
    subscriptions,
    setupIntents,
    customers,
    authenticate(paymentIntentId, success) {
      const intent = paymentIntents.get(paymentIntentId);
      if (!intent || intent.status !== 'requires_action') throw new Error(`${paymentIntentId} is not waiting for authentication`);
      if (success) {
        Object.assign(intent, { status: 'succeeded', amount_received: intent.amount, next_action: null });
        for (const invoice of invoices.values()) {
          if (invoice.payments?.data[0]?.payment.payment_intent !== intent.id) continue;
          Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due });
          const subscription = subscriptions.get(invoice.parent.subscription_details.subscription);
          if (subscription) subscription.status = 'active';
        }
      } else {
        const error = { type: 'card_error', code: 'payment_intent_authentication_failure', message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.' };
        Object.assign(intent, { status: 'requires_payment_method', next_action: null, last_payment_error: error });
      }
      return intent;
    },
    renew(subscriptionId, result, invoiceId) {
      const subscription = subscriptions.get(subscriptionId);
      if (!subscription) throw new Error(`no subscription ${subscriptionId}`);
      const item = subscription.items.data[0];
      const start = item.current_period_end;
      const end = start + (item.price.recurring.interval === 'year' ? 365 : 30) * 86400;
      const intent = newIntent({ amount: Number(item.price.unit_amount), currency: item.price.currency, customer: subscription.customer, payment_method: subscription.default_payment_method });
      const previous = invoiceId ? invoices.get(invoiceId) : undefined;
      const invoice: StripeObject = previous ?? {
        id: id('in'), object: 'invoice', amount_due: intent.amount, amount_paid: 0, currency: intent.currency, customer: subscription.customer,
        billing_reason: 'subscription_cycle', status: 'open', created: now(), attempt_count: 0,
        parent: { type: 'subscription_details', subscription_details: { subscription: subscriptionId, metadata: subscription.metadata } },
        lines: { object: 'list', data: [{ period: { start, end } }] },
      };
      invoice.attempt_count += 1;
      invoice.payments = { object: 'list', data: [{ object: 'invoice_payment', payment: { type: 'payment_intent', payment_intent: intent.id } }] };
      invoices.set(invoice.id, invoice);
      if (result.paid) {
        Object.assign(intent, { status: 'succeeded', amount_received: intent.amount });
        Object.assign(invoice, { status: 'paid', amount_paid: invoice.amount_due });
        Object.assign(subscription, { status: 'active' });
        item.current_period_end = end;
      } else {
        Object.assign(intent, { status: 'requires_payment_method', last_payment_error: { type: 'card_error', code: 'card_declined', message: result.message } });
        Object.assign(subscription, { status: 'past_due' });
      }
      // Stripe's event carries the invoice without its payments (they are expandable only).
      const { payments: _payments, ...sent } = invoice;
      return JSON.parse(JSON.stringify(sent));
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Stripe's form encoding (`a[b][0][c]=1`, `expand[0]=x`) back into objects and arrays; values stay strings. */
export function decodeForm(text: string): StripeObject {
  const root: StripeObject = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const path = key.replace(/\]/g, '').split('[');
    let node: any = root;
    path.forEach((segment, index) => {
      const last = index === path.length - 1;
      const nextIsIndex = !last && /^\d*$/.test(path[index + 1]!);
      const slot = segment === '' && Array.isArray(node) ? node.length : segment;
      if (last) node[slot] = value;
      else node = node[slot] ??= nextIsIndex ? [] : {};
    });
  }
  return root;
}
