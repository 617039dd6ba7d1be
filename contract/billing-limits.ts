// Billing's constants and words apart from its schemas (no TypeBox), so the browser's machines
// and screens import them without a schema builder; contract/billing.ts re-exports them.

export const billingCycles = ['monthly', 'yearly', 'lifetime', 'one-time'] as const;
export type BillingCycle = (typeof billingCycles)[number];

/** `sandbox`: the embedded gateway with Stripe's test-card behaviour; `stripe`: Stripe itself, when its keys are set. */
export const paymentGateways = ['sandbox', 'stripe'] as const;
export type PaymentGateway = (typeof paymentGateways)[number];

/** SPEC §9: the billing page lists the last 3 orders. */
export const orderPageSize = 3;

/** SPEC §5: the cardholder's name. */
export const maxCardholderName = 255;
/** The address form's other fields, as the server takes them and the inputs carry them. */
export const maxPostalCode = 20;
export const maxAddressLine = 255;
export const maxCityOrState = 120;
/** A coupon code as typed on the checkout and plan pages. */
export const maxCouponCode = 64;

// SPEC §8's words.
export const checkoutFailed = 'An unexpected error occurred! Please try again later!';
export const cancelSubscriptionDone = 'Subscription cancelled!';
export const couponMissing = 'Please enter a coupon code.';
const counted = (n: number, noun: string) => `${n.toLocaleString('en')} ${noun}${n === 1 ? '' : 's'}`;

/** SPEC §4's pre-check refusals: what counts, what the plan allows, and what to do. */
export const memberCapRefusal = ({ plan, members, invitations, cap }: { plan: string; members: number; invitations: number; cap: number }) =>
  `Your workspace has ${counted(members, 'member')}${invitations > 0 ? ` and ${counted(invitations, 'pending invitation')}` : ''}, ` +
  `and the ${plan} plan allows ${cap.toLocaleString('en')}. Remove members${invitations > 0 ? ' or invitations' : ''} before moving to it.`;
export const voiceCapRefusal = ({ plan, voices, cap }: { plan: string; voices: number; cap: number }) =>
  `Your workspace has ${counted(voices, 'cloned voice')}, and the ${plan} plan keeps ${cap === 0 ? 'none' : cap.toLocaleString('en')}. Delete cloned voices before moving to it.`;

/** An order left pending (authentication never finished) for longer than `pendingOrderTtlMs`: canceled with this. */
export const checkoutExpired = 'This checkout was not completed.';
export const pendingOrderTtlMs = 60 * 60 * 1000;
/** Custom credits outside the configured bounds (0: no bound). */
export const customCreditsInvalid = (min: number, max: number) =>
  max > 0 ? `Please enter an amount between ${min.toLocaleString('en')} and ${max.toLocaleString('en')} credits.` : `Please enter at least ${min.toLocaleString('en')} credits.`;
