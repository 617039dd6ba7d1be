// One interface for every way of taking a payment. Billing's service (server/billing) prices the
// order, stores it, and asks the workspace's gateway to charge it; the gateway knows nothing of
// plans or credits. Two implementations: the embedded sandbox (sandbox.ts: Stripe's test-card
// behaviour, no network) and Stripe itself (stripe.ts, with STRIPE_SECRET_KEY).
import type { Address, SandboxCard } from '../../contract/billing';
import type { PaymentGateway as GatewayName } from '../../contract/billing-limits';

export interface ChargeRequest {
  orderId: string;
  /** In the currency's major unit (dollars), as the catalogue prices it; the gateway converts. */
  amount: number;
  currency: string;
  description: string;
  /** One per checkout attempt (the browser's): the gateway charges a repeated key once. */
  idempotencyKey: string;
  customer: { workspaceId: string; email: string | null; name: string; address: Address };
  /** The sandbox's card; Stripe never sees one (it gets `paymentMethod`). */
  card?: SandboxCard;
  /** A Stripe PaymentMethod id made by Elements in the browser. */
  paymentMethod?: string;
  /** A recurring plan: the gateway opens a subscription that renews every interval. */
  recurring?: {
    planId: string;
    interval: 'month' | 'year';
    /** What each later period costs (the plan's price with tax, no coupon), when the first payment differs from it. */
    renewalAmount?: number;
  };
  /** Where the customer comes back after an authentication step: /payment-callback/{orderId}/stripe. */
  returnUrl: string;
}

export type ChargeResult =
  /** Paid: `reference` is the payment (or invoice) id, `subscription` the recurring one if any. */
  | { status: 'succeeded'; reference: string; subscription?: string }
  /** The card needs the customer: send them to `redirect`, or hand `clientSecret` to stripe-js. */
  | { status: 'requires_action'; reference: string; redirect?: string; clientSecret?: string; subscription?: string }
  /** Refused, with the card provider's words for it. */
  | { status: 'declined'; message: string; reference?: string };

export interface PaymentGateway {
  readonly name: GatewayName;
  charge(request: ChargeRequest): Promise<ChargeResult>;
  /** After the payment callback: where the payment (or setup) intent the address names stands now. */
  confirm(orderId: string, intent: { payment_intent?: string; setup_intent?: string }): Promise<ChargeResult>;
  /** Stops a subscription from renewing. */
  cancelSubscription(reference: string): Promise<void>;
  /**
   * A gateway that reports by webhook (Stripe): the request's body (its exact bytes) and
   * signature header, verified and read as one of the events billing acts on. Throws a 400
   * HttpError when the signature does not hold.
   */
  webhookEvent?(body: Buffer, signature: string | undefined): Promise<GatewayEvent>;
}

/** What a gateway's webhook says happened, in billing's terms; `id` is the gateway's event id, handled once. */
export type GatewayEvent = { id: string; type: string } & (
  /** A payment of an order (found by its id, or by the payment's reference) went through. */
  | { kind: 'payment_succeeded'; orderId: string | null; reference: string; subscription?: string }
  | { kind: 'payment_failed'; orderId: string | null; reference: string; message: string }
  /** A subscription's renewal was charged (`reference`: the invoice), paid up to `periodEnd`. */
  | { kind: 'renewal_paid'; subscription: string; reference: string; periodEnd: Date | null }
  /** A renewal's charge failed (`reference`: the invoice, `attempt`: the gateway's try), in the card provider's words. */
  | { kind: 'renewal_failed'; subscription: string; reference: string; attempt: number; message: string }
  /**
   * The subscription changed at the gateway (its dashboard, or our own cancel): set to end at its
   * period end or resumed, past due or paid up, paid up to `periodEnd`.
   */
  | { kind: 'subscription_updated'; subscription: string; cancelAtPeriodEnd: boolean; pastDue: boolean; periodEnd: Date | null }
  /** The gateway ended the subscription. */
  | { kind: 'subscription_ended'; subscription: string }
  | { kind: 'ignored' }
);
