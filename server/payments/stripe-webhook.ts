// Stripe's webhook events, verified and read in billing's terms (gateway.ts, GatewayEvent).
//
// The signature (Stripe-Signature, STRIPE_WEBHOOK_SECRET) is checked by the SDK over the body's
// exact bytes with a 300 s tolerance against replays. The events read:
// - payment_intent.succeeded / payment_intent.payment_failed: an order's payment finished away
//   from the page (its authentication). A one-time payment names its order in its metadata; a
//   subscription's first payment is found by the reference checkout kept.
// - invoice.paid: a subscription's first invoice (its order, from the subscription's metadata)
//   or a renewal (`subscription_cycle`), with the end of the period it paid for.
// - invoice.payment_failed: a renewal (`subscription_cycle`) Stripe could not charge; the card's
//   words are its PaymentIntent's last error, read from Stripe (`cardMessage`), as the event's
//   invoice does not carry its payments.
// - customer.subscription.updated: set to cancel at the period end, or resumed (in Stripe's
//   dashboard, or after our own cancel), past due or paid up; one Stripe gave up on (unpaid,
//   canceled) ends.
// - customer.subscription.deleted: the subscription ended at Stripe.
// Anything else is acknowledged and ignored.
import type Stripe from 'stripe';
import { HttpError } from '../lib/errors';
import type { GatewayEvent } from './gateway';

/** How old a signature may be (seconds): Stripe's own default. */
export const signatureTolerance = 300;

// The SDK loads with the first event, so an installation without Stripe never loads it.
let loaded: Promise<typeof Stripe.webhooks> | undefined;
const webhooks = () => (loaded ??= import('stripe').then((module) => module.default.webhooks));

const badSignature = () => new HttpError(400, 'The webhook signature could not be verified.');

/** The card provider's words for a failed invoice: its PaymentIntent's last error, asked of Stripe. */
export type CardMessage = (invoiceId: string, paymentIntentId: string | null) => Promise<string>;

export async function stripeWebhookEvent(secret: string | undefined, body: Buffer, signature: string | undefined, cardMessage?: CardMessage): Promise<GatewayEvent> {
  if (!secret) throw new HttpError(400, 'Stripe webhooks are not configured (STRIPE_WEBHOOK_SECRET).');
  if (!signature) throw badSignature();
  let event: Stripe.Event;
  try {
    event = (await webhooks()).constructEvent(body, signature, secret, signatureTolerance);
  } catch {
    throw badSignature();
  }
  const found = read(event);
  if (found.kind === 'renewal_failed') {
    const { paymentIntent, ...failed } = found;
    return { id: event.id, type: event.type, ...failed, message: cardMessage ? await cardMessage(failed.reference, paymentIntent) : 'Your card was declined.' };
  }
  return { id: event.id, type: event.type, ...found } as GatewayEvent;
}

/** Stripe's statuses of a subscription it no longer charges. */
const endedStatuses = new Set(['canceled', 'unpaid', 'incomplete_expired']);

const idOf = (value: string | { id: string } | null | undefined) => (typeof value === 'string' ? value : (value?.id ?? null));

function read(event: Stripe.Event) {
  switch (event.type) {
    case 'payment_intent.succeeded': {
      const intent = event.data.object;
      return { kind: 'payment_succeeded', orderId: intent.metadata?.order_id || null, reference: intent.id } as const;
    }
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      const message = intent.last_payment_error?.message ?? 'Your card was declined.';
      return { kind: 'payment_failed', orderId: intent.metadata?.order_id || null, reference: intent.id, message } as const;
    }
    case 'invoice.paid': {
      const invoice = event.data.object;
      const details = invoice.parent?.subscription_details;
      const subscription = idOf(details?.subscription);
      if (!subscription || !invoice.id) break;
      if (invoice.billing_reason === 'subscription_create') {
        const orderId = details?.metadata?.order_id;
        if (!orderId) break;
        const reference = idOf(invoice.payments?.data[0]?.payment.payment_intent) ?? invoice.id;
        return { kind: 'payment_succeeded', orderId, reference, subscription } as const;
      }
      if (invoice.billing_reason === 'subscription_cycle') {
        const end = Math.max(0, ...(invoice.lines?.data ?? []).map((line) => line.period?.end ?? 0));
        return { kind: 'renewal_paid', subscription, reference: invoice.id, periodEnd: end ? new Date(end * 1000) : null } as const;
      }
      break;
    }
    case 'invoice.payment_failed': {
      const invoice = event.data.object;
      const subscription = idOf(invoice.parent?.subscription_details?.subscription);
      if (!subscription || !invoice.id || invoice.billing_reason !== 'subscription_cycle') break;
      const paymentIntent = idOf(invoice.payments?.data[0]?.payment.payment_intent);
      return { kind: 'renewal_failed', subscription, reference: invoice.id, attempt: invoice.attempt_count || 1, paymentIntent } as const;
    }
    case 'customer.subscription.updated': {
      const subscription = event.data.object;
      if (endedStatuses.has(subscription.status)) return { kind: 'subscription_ended', subscription: subscription.id } as const;
      const end = Math.max(0, ...(subscription.items?.data ?? []).map((item) => item.current_period_end ?? 0));
      return {
        kind: 'subscription_updated',
        subscription: subscription.id,
        cancelAtPeriodEnd: subscription.cancel_at_period_end || subscription.cancel_at !== null,
        pastDue: subscription.status === 'past_due',
        periodEnd: end ? new Date(end * 1000) : null,
      } as const;
    }
    case 'customer.subscription.deleted':
      return { kind: 'subscription_ended', subscription: event.data.object.id } as const;
    default:
      break;
  }
  return { kind: 'ignored' } as const;
}
