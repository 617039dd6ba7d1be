// Stripe as a payment gateway, with the `stripe` SDK (STRIPE_SECRET_KEY; STRIPE_API_BASE points
// it at another host, a fake one in tests). The browser makes a PaymentMethod with Elements, so no
// card reaches us. A one-time purchase is a PaymentIntent confirmed at once; a recurring plan is a
// Customer with that payment method and a Subscription whose first invoice Stripe pays at once.
// Every create call carries an Idempotency-Key made from the checkout attempt's own key, so a
// retried request finds Stripe's first answer instead of charging again.
//
// Stripe's current API has no `latest_invoice.payment_intent`: an invoice names its payments
// (`payments`) and the intent's client secret (`confirmation_secret`), which is what is expanded.
import Stripe from 'stripe';
import type { Config } from '../config';
import type { ChargeRequest, ChargeResult, PaymentGateway } from './gateway';
import { stripeWebhookEvent } from './stripe-webhook';

type StripeConfig = Pick<Config, 'stripeSecretKey' | 'stripeApiBase'> & Partial<Pick<Config, 'stripeWebhookSecret'>>;

/** The SDK client, pointed at STRIPE_API_BASE when it is set. */
export function stripeClient(config: StripeConfig): Stripe {
  if (!config.stripeSecretKey) throw new Error('STRIPE_SECRET_KEY is not set.');
  const base = config.stripeApiBase ? new URL(config.stripeApiBase) : null;
  return new Stripe(config.stripeSecretKey, {
    maxNetworkRetries: 2,
    timeout: 30_000,
    telemetry: false,
    appInfo: { name: 'Atelier' },
    ...(base && {
      host: base.hostname,
      port: base.port || (base.protocol === 'http:' ? 80 : 443),
      protocol: base.protocol === 'http:' ? 'http' : 'https',
    }),
  });
}

/** Amounts go to Stripe in the currency's minor unit (cents). */
export const minorUnits = (amount: number) => Math.round(amount * 100);

export function stripeGateway(config: StripeConfig, client = stripeClient(config)): PaymentGateway {
  return {
    name: 'stripe',
    charge: (request) => (request.recurring ? subscribe(client, request) : payOnce(client, request)),
    confirm: (orderId, intent) => confirmIntent(client, orderId, intent),
    async cancelSubscription(reference) {
      // Stops renewal; the plan stays until the period it was paid for ends.
      await client.subscriptions.update(reference, { cancel_at_period_end: true });
    },
    webhookEvent: (body, signature) => stripeWebhookEvent(config.stripeWebhookSecret, body, signature, (invoice, paymentIntent) => cardMessage(client, invoice, paymentIntent)),
  };
}

/** The attempt's key (already scoped to its workspace by checkout), one per Stripe call it makes. */
const idempotencyKey = (request: ChargeRequest, step: string) => (step ? `${request.idempotencyKey}:${step}` : request.idempotencyKey);

async function payOnce(client: Stripe, request: ChargeRequest): Promise<ChargeResult> {
  if (!request.paymentMethod) return { status: 'declined', message: 'Please enter your card details.' };
  try {
    const intent = await client.paymentIntents.create(
      {
        amount: minorUnits(request.amount),
        currency: request.currency,
        description: request.description,
        payment_method: request.paymentMethod,
        confirm: true,
        // Stripe takes only an absolute return address; without one, the card's authentication
        // happens in the page (stripe-js with the client secret) and no redirect is offered.
        ...(URL.canParse(request.returnUrl)
          ? { return_url: request.returnUrl }
          : { automatic_payment_methods: { enabled: true, allow_redirects: 'never' as const } }),
        metadata: { order_id: request.orderId, workspace_id: request.customer.workspaceId },
      },
      { idempotencyKey: idempotencyKey(request, '') },
    );
    return intentResult(intent);
  } catch (error) {
    return declined(error);
  }
}

async function subscribe(client: Stripe, request: ChargeRequest): Promise<ChargeResult> {
  if (!request.paymentMethod) return { status: 'declined', message: 'Please enter your card details.' };
  const { recurring, customer: buyer } = request;
  const metadata = { order_id: request.orderId, workspace_id: buyer.workspaceId, plan_id: recurring!.planId };
  try {
    const customer = await client.customers.create(
      {
        name: buyer.name,
        email: buyer.email ?? undefined,
        address: {
          line1: buyer.address.line1, line2: buyer.address.line2, city: buyer.address.city, state: buyer.address.state,
          postal_code: buyer.address.postal_code, country: buyer.address.country,
        },
        metadata,
      },
      { idempotencyKey: idempotencyKey(request, 'customer') },
    );
    await client.paymentMethods.attach(request.paymentMethod, { customer: customer.id }, { idempotencyKey: idempotencyKey(request, 'attach') });
    const product = await planProduct(client, recurring!.planId, request.description);
    // Every period costs the renewal price; a coupon takes its discount off the first one only,
    // as the sandbox's renewals do.
    const renewal = minorUnits(recurring!.renewalAmount ?? request.amount);
    const firstDiscount = renewal - minorUnits(request.amount);
    const discounts = firstDiscount > 0
      ? [{ coupon: (await client.coupons.create({ amount_off: firstDiscount, currency: request.currency, duration: 'once', max_redemptions: 1 }, { idempotencyKey: idempotencyKey(request, 'coupon') })).id }]
      : undefined;
    const subscription = await client.subscriptions.create(
      {
        customer: customer.id,
        default_payment_method: request.paymentMethod,
        items: [{ price_data: { currency: request.currency, product, recurring: { interval: recurring!.interval }, unit_amount: firstDiscount > 0 ? renewal : minorUnits(request.amount) } }],
        discounts,
        payment_behavior: 'allow_incomplete',
        metadata,
        expand: ['latest_invoice.payments', 'latest_invoice.confirmation_secret'],
      },
      { idempotencyKey: idempotencyKey(request, 'subscription') },
    );
    const invoice = subscription.latest_invoice as Stripe.Invoice | null;
    const paymentIntent = invoice?.payments?.data[0]?.payment.payment_intent;
    const reference = typeof paymentIntent === 'string' ? paymentIntent : (paymentIntent?.id ?? invoice?.id ?? subscription.id);
    if (subscription.status === 'active' || subscription.status === 'trialing') return { status: 'succeeded', reference, subscription: subscription.id };
    const intent = await client.paymentIntents.retrieve(reference);
    const result = intentResult(intent);
    if (result.status === 'declined') {
      // An unpaid first invoice leaves an incomplete subscription behind: end it now rather than in 23 hours.
      await client.subscriptions.cancel(subscription.id);
      return result;
    }
    return { ...result, subscription: subscription.id };
  } catch (error) {
    return declined(error);
  }
}

/** The Stripe Product a plan's subscriptions are priced under, made the first time (its id is ours, so it is found again). */
async function planProduct(client: Stripe, planId: string, name: string): Promise<string> {
  const id = `atelier-plan-${planId}`;
  try {
    return (await client.products.retrieve(id)).id;
  } catch (error) {
    if (!(error instanceof Stripe.errors.StripeInvalidRequestError) || error.code !== 'resource_missing') throw error;
  }
  try {
    return (await client.products.create({ id, name })).id;
  } catch (error) {
    // Another checkout made it meanwhile.
    if (error instanceof Stripe.errors.StripeInvalidRequestError && error.code === 'resource_already_exists') return id;
    throw error;
  }
}

/** Why an invoice's payment failed, in the card provider's words (its PaymentIntent's last error). */
async function cardMessage(client: Stripe, invoiceId: string, paymentIntentId: string | null): Promise<string> {
  let intent: Stripe.PaymentIntent | string | null | undefined;
  if (paymentIntentId) intent = await client.paymentIntents.retrieve(paymentIntentId);
  else intent = (await client.invoices.retrieve(invoiceId, { expand: ['payments.data.payment.payment_intent'] })).payments?.data[0]?.payment.payment_intent;
  return (typeof intent === 'object' && intent?.last_payment_error?.message) || 'Your card was declined.';
}

/** Where a PaymentIntent stands, as the gateway interface says it. */
export function intentResult(intent: Stripe.PaymentIntent): ChargeResult {
  switch (intent.status) {
    case 'succeeded':
      return { status: 'succeeded', reference: intent.id };
    case 'requires_action':
    case 'requires_confirmation':
    case 'processing':
      return { status: 'requires_action', reference: intent.id, clientSecret: intent.client_secret ?? undefined };
    default:
      return { status: 'declined', reference: intent.id, message: intent.last_payment_error?.message ?? 'Your card was declined.' };
  }
}

/** A card refusal is an answer (with Stripe's words for it); anything else is our failure and is thrown. */
function declined(error: unknown): ChargeResult {
  if (error instanceof Stripe.errors.StripeCardError) {
    const intent = (error.raw as { payment_intent?: { id?: string } }).payment_intent;
    return { status: 'declined', message: error.message, reference: intent?.id };
  }
  throw error;
}

async function confirmIntent(client: Stripe, orderId: string, intent: { payment_intent?: string; setup_intent?: string }): Promise<ChargeResult> {
  // The ids come from the browser's address: they count only if they are this order's.
  const ours = (metadata: Stripe.Metadata | null | undefined, customer: string | Stripe.Customer | Stripe.DeletedCustomer | null) =>
    metadata?.order_id === orderId || (typeof customer === 'object' && customer !== null && !customer.deleted && customer.metadata.order_id === orderId);
  if (intent.payment_intent) {
    const found = await client.paymentIntents.retrieve(intent.payment_intent, { expand: ['customer'] });
    if (!ours(found.metadata, found.customer)) return { status: 'declined', message: 'This payment does not belong to this order.' };
    return intentResult(found);
  }
  if (intent.setup_intent) {
    const found = await client.setupIntents.retrieve(intent.setup_intent, { expand: ['customer'] });
    if (!ours(found.metadata, found.customer)) return { status: 'declined', message: 'This payment does not belong to this order.' };
    if (found.status === 'succeeded') return { status: 'succeeded', reference: found.id };
    if (found.status === 'requires_payment_method' || found.status === 'canceled') {
      return { status: 'declined', reference: found.id, message: found.last_setup_error?.message ?? 'Your card was declined.' };
    }
    return { status: 'requires_action', reference: found.id, clientSecret: found.client_secret ?? undefined };
  }
  return { status: 'declined', message: 'The payment could not be found.' };
}
