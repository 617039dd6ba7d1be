// Billing's part of the REST contract (docs/rest-api.md, "Billing"): the plans and credit packs
// on sale, a price quote with a coupon, custom credits, checkout through a payment gateway, the
// orders with their receipt and invoice, and the subscription. Every price, discount and credit
// amount is the server's: the client sends what it wants to buy (a plan id, or an amount of
// credits) and never a price.
import { Type, type Static } from 'typebox';
import { ListOf, nullableString, PageQuery, sortOrder, stringEnum, Timestamp } from './common';
import { Plan } from './account';

export { Plan };
export {
  billingCycles,
  cancelSubscriptionDone,
  checkoutFailed,
  couponMissing,
  customCreditsInvalid,
  maxCardholderName,
  maxCouponCode,
  maxPostalCode,
  orderPageSize,
  paymentGateways,
} from './billing-limits';
import { billingCycles, maxAddressLine, maxCardholderName, maxCityOrState, maxCouponCode, maxPostalCode, paymentGateways } from './billing-limits';

/** A coupon code as the checkout form names it, so a refusal says "Coupon code must be at most 64 characters." */
const CouponCode = Type.String({ title: 'Coupon code', minLength: 1, maxLength: maxCouponCode });

/** `GET /billing/plans`: every plan on sale (credit packs are the `one-time` ones), cheapest first. */
export const PlanListQuery = Type.Object({
  ...PageQuery.properties,
  sort: Type.Optional(sortOrder(['price:asc'])),
  billing_cycle: Type.Optional(stringEnum(billingCycles, { title: 'The billing cycle' })),
});
export const PlanList = ListOf(Plan);

/** `GET /billing/plans/{id}?coupon=`: the plan and what it costs now; a bad coupon is a 400 with the server's message. */
export const PlanQuery = Type.Object({ coupon: Type.Optional(CouponCode) });

export const AppliedCoupon = Type.Object({
  code: Type.String(),
  percent_off: Type.Union([Type.Number(), Type.Null()]),
  amount_off: Type.Union([Type.Number(), Type.Null()]),
});

/** What one purchase costs, as the server prices it (a plan, or custom credits), before and after a coupon. */
export const Quote = Type.Object({
  /** The price before the coupon: the sale price when the plan has one. */
  subtotal: Type.Number(),
  discount: Type.Number(),
  tax: Type.Number(),
  total: Type.Number(),
  currency: Type.String(),
  credits: Type.Number(),
  coupon: Type.Union([AppliedCoupon, Type.Null()]),
});

export const PlanQuote = Type.Object({ ...Plan.properties, quote: Quote });

/** Custom credits' bounds (0: no bound) and unit price. */
export const CustomCreditsConfig = Type.Object({ min: Type.Number(), max: Type.Number(), unit_price: Type.Number() });

/**
 * `GET /billing/config`: how this installation takes payments. `gateways` lists the ones
 * switched on (the embedded `sandbox` by default, `stripe` when its keys are configured), and
 * custom credits' bounds (0: no bound) and unit price.
 */
export const BillingConfig = Type.Object({
  gateways: Type.Array(stringEnum(paymentGateways)),
  stripe_publishable_key: nullableString(),
  currency: Type.String(),
  custom_credits: CustomCreditsConfig,
});

/** `GET /billing/custom-credits?amount=&coupon=`: the server's price for an amount of credits. */
export const CustomCreditsQuery = Type.Object({
  amount: Type.Number({ title: 'The amount of credits' }),
  coupon: Type.Optional(CouponCode),
});

/** SPEC §5's address form; the workspace keeps its billing address in the same shape (`POST /workspaces/{id}`). */
export const Address = Type.Object(
  {
    name: Type.String({ title: 'Name on card', minLength: 1, maxLength: maxCardholderName }),
    line1: Type.Optional(Type.String({ title: 'Address line 1', maxLength: maxAddressLine })),
    line2: Type.Optional(Type.String({ title: 'Address line 2', maxLength: maxAddressLine })),
    city: Type.Optional(Type.String({ title: 'City', maxLength: maxCityOrState })),
    state: Type.Optional(Type.String({ title: 'State', maxLength: maxCityOrState })),
    postal_code: Type.String({ title: 'Postal code', minLength: 2, maxLength: maxPostalCode }),
    country: Type.String({ title: 'Country', minLength: 2, maxLength: 2 }),
  },
  { title: 'The billing address' },
);

/** The sandbox's card, typed in our own fields (test numbers only: no real card reaches the sandbox). */
export const SandboxCard = Type.Object(
  {
    number: Type.String({ title: 'Card number', minLength: 12, maxLength: 19 }),
    exp_month: Type.Integer({ title: 'Expiry month', minimum: 1, maximum: 12 }),
    exp_year: Type.Integer({ title: 'Expiry year', minimum: 2000, maximum: 2100 }),
    cvc: Type.String({ title: 'CVC', minLength: 3, maxLength: 4 }),
  },
  { title: 'The card' },
);

/**
 * `POST /billing/checkout`: a plan (`id`) or custom credits (`amount`), never both. The
 * `idempotency_key` is made once per attempt by the browser: a double click or a retried
 * request with the same key is the same order, charged once.
 */
export const CheckoutBody = Type.Object({
  gateway: stringEnum(paymentGateways, { title: 'The payment gateway' }),
  id: Type.Optional(Type.String({ title: 'The plan', minLength: 1, maxLength: 64 })),
  amount: Type.Optional(Type.Number({ title: 'The amount of credits' })),
  coupon: Type.Optional(CouponCode),
  address: Address,
  /** sandbox: the card itself. */
  card: Type.Optional(SandboxCard),
  /** stripe: a PaymentMethod made by Stripe Elements in the browser (card data never reaches us). */
  payment_method: Type.Optional(Type.String({ title: 'The payment method', maxLength: 255 })),
  idempotency_key: Type.String({ title: 'The checkout attempt', minLength: 8, maxLength: 100 }),
});

/**
 * What checkout answers (SPEC §3): `id`, the order, paid already (go to its receipt);
 * `redirect`, a page to pass first (the card needs authentication: it comes back through
 * `/payment-callback/{orderId}/stripe`); `purchase_token`, a Stripe client secret the browser
 * confirms with stripe-js before that same callback.
 */
export const CheckoutResponse = Type.Object({
  id: Type.String(),
  redirect: Type.Optional(Type.String()),
  purchase_token: Type.Optional(Type.String()),
});

/** `POST /billing/orders/{id}/complete`: the payment-callback page hands back what Stripe (or the sandbox) put in its address. */
export const CompleteBody = Type.Object({
  payment_intent: Type.Optional(Type.String({ title: 'The payment', maxLength: 255 })),
  setup_intent: Type.Optional(Type.String({ title: 'The card set-up', maxLength: 255 })),
});

export const orderStatuses = ['pending', 'paid', 'failed', 'canceled'] as const;

/** SPEC §3's Order (id, created_at) with what its receipt and invoice show. */
export const Order = Type.Object({
  id: Type.String(),
  number: Type.String(),
  created_at: Timestamp,
  status: stringEnum(orderStatuses),
  /** Why a failed order failed, in the card provider's words. */
  failure_message: nullableString(),
  plan: Type.Union([Plan, Type.Null()]),
  /** 'Custom credits', or the plan's title and cycle. */
  description: Type.String(),
  credits: Type.Number(),
  subtotal: Type.Number(),
  discount: Type.Number(),
  tax: Type.Number(),
  total: Type.Number(),
  currency: Type.String(),
  coupon: nullableString(),
  gateway: Type.String(),
  address: Type.Union([Address, Type.Null()]),
  paid_at: Type.Union([Timestamp, Type.Null()]),
});

export const OrderListQuery = Type.Object({ ...PageQuery.properties, sort: Type.Optional(sortOrder(['created_at:desc'])) });
export const OrderList = ListOf(Order);
export const CountResponse = Type.Object({ count: Type.Integer() });

/** `POST /workspaces/{id}` with the billing address the invoices are made out to. */
export const WorkspaceAddressBody = Type.Object({ address: Address });

export type Address = Static<typeof Address>;
export type SandboxCard = Static<typeof SandboxCard>;
export type CheckoutBody = Static<typeof CheckoutBody>;
export type Quote = Static<typeof Quote>;
export type Order = Static<typeof Order>;
export type OrderStatus = (typeof orderStatuses)[number];

/**
 * `GET /billing/plans/{id}/precheck`: whether this workspace can move to the plan (SPEC §4's
 * checkout pre-check). `member_cap`: its users plus pending invitations are more than the plan
 * allows; `voice_cap`: its cloned voices are more than `config.voiceover.clone_cap`. Checkout
 * refuses the same purchase (409) with the same words, so the rule holds without the page.
 */
export const Precheck = Type.Object({
  result: stringEnum(['proceed', 'member_cap', 'voice_cap']),
  message: nullableString(),
  members: Type.Integer(),
  member_cap: Type.Union([Type.Integer(), Type.Null()]),
  voices: Type.Integer(),
  clone_cap: Type.Union([Type.Integer(), Type.Null()]),
});
export type Precheck = Static<typeof Precheck>;

/** What `POST /workspaces/{id}` with an address answers: the workspace with its billing address. */
export const BillingWorkspace = Type.Object({
  id: Type.String(),
  name: Type.String(),
  owner_id: Type.String(),
  address: Type.Union([Address, Type.Null()]),
});

/** The sandbox's authentication page: the key checkout's redirect carries. */
export const SandboxPageQuery = Type.Object({ key: Type.Optional(Type.String({ title: 'The sandbox key', maxLength: 64 })) });
