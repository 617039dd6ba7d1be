// The embedded gateway: no network, no keys, Stripe's test-card behaviour, so checkout works
// offline out of the box and tests can run every path. 4242 4242 4242 4242 succeeds;
// 4000 0000 0000 0002 is declined, 4000 0000 0000 9995 has insufficient funds, 4000 0000 0000
// 0069 is expired, 4000 0000 0000 0127 fails its CVC; 4000 0025 0000 3155 needs authentication:
// the customer passes the sandbox's own page (GET /api/billing/sandbox/authenticate/{orderId},
// server/billing/sandbox-page.ts) and comes back through /payment-callback/{orderId}/stripe.
// Any other number that passes the Luhn check succeeds.
//
// Stateless where it matters: the payment intent of an order needing authentication is named
// after the order (`pi_sandbox_{orderId}`), and the page's "Fail authentication" sends back
// `pi_sandbox_{orderId}_failed`, so confirming needs no memory and works on any process. What it
// does remember is each idempotency key's answer, as Stripe does: a repeated charge is one charge.
import { createHmac, timingSafeEqual } from 'node:crypto';
import { HttpError } from '../lib/errors';
import type { ChargeRequest, ChargeResult, PaymentGateway } from './gateway';

export const sandboxMessages = {
  declined: 'Your card was declined.',
  insufficientFunds: 'Your card has insufficient funds.',
  expired: 'Your card has expired.',
  incorrectCvc: "Your card's security code is incorrect.",
  incorrectNumber: 'Your card number is incorrect.',
  authenticationFailed: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

const outcomes: Record<string, ChargeResult['status'] | keyof typeof sandboxMessages> = {
  '4000000000000002': 'declined',
  '4000000000009995': 'insufficientFunds',
  '4000000000000069': 'expired',
  '4000000000000127': 'incorrectCvc',
  '4000002500003155': 'requires_action',
};

/** Keys remembered at most; a long-running sandbox forgets the oldest. */
const rememberedKeys = 10_000;

export interface SandboxGateway extends PaymentGateway {
  /** How many distinct charges were made (a repeated idempotency key counts once): for tests. */
  chargeCount(): number;
  /** Subscriptions told to stop renewing. */
  cancelled(): ReadonlySet<string>;
}

export function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return digits.length >= 12 && sum % 10 === 0;
}

/** The key in the sandbox page's address: only whoever checkout redirected can open an order's page. */
export function sandboxPageKey(secret: string, orderId: string): string {
  return createHmac('sha256', secret).update(`sandbox-authenticate:${orderId}`).digest('base64url').slice(0, 32);
}

export function isSandboxPageKey(secret: string, orderId: string, key: string): boolean {
  const expected = Buffer.from(sandboxPageKey(secret, orderId));
  const given = Buffer.from(key);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

export const sandboxIntent = (orderId: string) => `pi_sandbox_${orderId}`;

export function createSandboxGateway({ secret, now = () => new Date() }: { secret: string; now?: () => Date }): SandboxGateway {
  const charges = new Map<string, Promise<ChargeResult>>();
  const cancelled = new Set<string>();

  function decide(request: ChargeRequest): ChargeResult {
    const card = request.card;
    if (!card) return { status: 'declined', message: sandboxMessages.incorrectNumber };
    const number = card.number.replace(/[\s-]/g, '');
    if (!/^\d+$/.test(number) || !luhn(number)) return { status: 'declined', message: sandboxMessages.incorrectNumber };
    const today = now();
    if (card.exp_year < today.getFullYear() || (card.exp_year === today.getFullYear() && card.exp_month < today.getMonth() + 1)) {
      return { status: 'declined', message: sandboxMessages.expired };
    }
    const subscription = request.recurring ? `sub_sandbox_${request.orderId}` : undefined;
    const outcome = outcomes[number];
    if (outcome === 'requires_action') {
      const redirect = `/api/billing/sandbox/authenticate/${encodeURIComponent(request.orderId)}?key=${sandboxPageKey(secret, request.orderId)}`;
      return { status: 'requires_action', reference: sandboxIntent(request.orderId), redirect, subscription };
    }
    if (outcome && outcome in sandboxMessages) return { status: 'declined', message: sandboxMessages[outcome as keyof typeof sandboxMessages], reference: `ch_sandbox_${request.orderId}` };
    return { status: 'succeeded', reference: `ch_sandbox_${request.orderId}`, subscription };
  }

  return {
    name: 'sandbox',
    charge(request) {
      let charge = charges.get(request.idempotencyKey);
      if (!charge) {
        charge = Promise.resolve(decide(request));
        charges.set(request.idempotencyKey, charge);
        if (charges.size > rememberedKeys) charges.delete(charges.keys().next().value!);
      }
      return charge;
    },
    async confirm(orderId, intent) {
      const paymentIntent = intent.payment_intent ?? intent.setup_intent;
      if (paymentIntent === sandboxIntent(orderId)) return { status: 'succeeded', reference: paymentIntent };
      if (paymentIntent === `${sandboxIntent(orderId)}_failed`) return { status: 'declined', message: sandboxMessages.authenticationFailed, reference: sandboxIntent(orderId) };
      throw new HttpError(400, 'This payment does not belong to this order.');
    },
    async cancelSubscription(reference) {
      cancelled.add(reference);
    },
    chargeCount: () => charges.size,
    cancelled: () => cancelled,
  };
}
