// A payment gateway's webhook, applied to billing once per event. The gateway verifies the call
// and reads it (PaymentGateway.webhookEvent); here each event id is recorded in payment_events
// before it is handled, so a delivery seen already changes nothing. If handling fails the record
// is removed and the error answered, so the gateway's next delivery is handled. Every billing
// call is itself safe to repeat and to meet in any order (an order turns paid only from pending,
// a renewal is one order per invoice, a failed one per attempt): invoice.paid before
// payment_intent.succeeded grants once.
import type { ChargeResult, GatewayEvent } from '../payments/gateway';
import type { Payments } from '../payments/index';
import { HttpError } from '../lib/errors';
import type { GatewayEventsRepository } from './gateway-events-repository';

/** The shop's functions a webhook calls (shop.ts). */
export interface WebhookBilling {
  settleOrder(orderId: string, result: ChargeResult): Promise<void>;
  recordRenewal(gateway: string, subscriptionRef: string, reference: string): Promise<boolean>;
  recordFailedRenewal(gateway: string, subscriptionRef: string, reference: string, attempt: number, message: string): Promise<boolean>;
  recordEvent(id: string, gateway: string, type: string): Promise<boolean>;
}

interface Deps {
  payments: Payments;
  billing: WebhookBilling;
  events: GatewayEventsRepository;
}

/** Verifies and handles one webhook call; `duplicate` when its event was handled before. */
export async function receiveGatewayEvent(deps: Deps, gatewayName: string, body: Buffer, signature: string | undefined) {
  const gateway = await deps.payments.gatewayFor(gatewayName).catch(() => null);
  if (!gateway?.webhookEvent) throw new HttpError(404, 'This payment gateway takes no webhooks.');
  const event = await gateway.webhookEvent(body, signature);
  if (!(await deps.billing.recordEvent(event.id, gatewayName, event.type))) return { received: true, duplicate: true };
  try {
    await apply(deps, gatewayName, event);
  } catch (error) {
    await deps.events.forgetEvent(event.id);
    throw error;
  }
  return { received: true };
}

async function apply({ billing, events }: Deps, gateway: string, event: GatewayEvent) {
  switch (event.kind) {
    case 'payment_succeeded':
    case 'payment_failed': {
      const orderId = event.orderId ?? (await events.orderIdByReference(gateway, event.reference));
      if (!orderId) return;
      const result: ChargeResult =
        event.kind === 'payment_succeeded'
          ? { status: 'succeeded', reference: event.reference, ...(event.subscription ? { subscription: event.subscription } : {}) }
          : { status: 'declined', reference: event.reference, message: event.message };
      return billing.settleOrder(orderId, result);
    }
    case 'renewal_paid':
      await billing.recordRenewal(gateway, event.subscription, event.reference);
      // The plan stays in force until the new period ends, even if it is cancelled meanwhile.
      if (event.periodEnd) await events.extendSubscription(gateway, event.subscription, event.periodEnd);
      return;
    case 'renewal_failed':
      // A failed order in the card's words, the subscription past due, no credits; Stripe retries.
      await billing.recordFailedRenewal(gateway, event.subscription, event.reference, event.attempt, event.message);
      return;
    case 'subscription_updated':
      await events.updateSubscription(gateway, event.subscription, event);
      return;
    case 'subscription_ended':
      await events.endSubscription(gateway, event.subscription);
      return;
    case 'ignored':
      return;
  }
}
