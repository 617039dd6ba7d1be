import { assertEvent, assign, emit, setup, type SnapshotFrom } from 'xstate';
import { checkoutFailed, couponMissing } from '../../../contract/billing-limits';
import { errorStatus, errorText } from '../../lib/errors';
import type { CheckoutInput } from '../../gateway/generated/graphql';
import type { PlanFieldsFragment } from '../../gateway/generated/graphql';
import type { WithGateway } from '../gatewayClient';
import { checkoutActors, type BillingConfig, type CardPayments, type Loaded, type Precheck, type Purchase, type Quote } from './checkoutActors';
import { addressOf, cardOf, emptyFields, fieldErrors, hasErrors, type CheckoutFields, type FieldErrors, type FieldName } from './checkoutForm';

// Buying a plan or custom credits (SPEC §4 "Checkout pre-check", §5, §8). It reads what is
// bought and what it costs (the server's quote) and, for a plan, the pre-check: a workspace
// with more members (users plus invitations) or cloned voices than the plan allows is stopped
// with the server's explanation. Otherwise the form: a coupon re-prices the purchase, and Pay
// checks the fields (SPEC §5) and sends the order once — a second Pay while one is in flight is
// ignored. Each attempt has one idempotency key: sent again after a failure that never reached
// the server, so the server charges once; a new one once the server has answered or anything
// changed. The answer says what comes next: `id` paid (the receipt), `redirect` a page to
// pass first (the sandbox's authentication), `purchaseToken` a Stripe payment to confirm in
// the browser, then the payment-callback page. A refusal shows its message, or SPEC §8's
// 'An unexpected error occurred! Please try again later!', and Pay works again.

export type { Purchase, CardPayments } from './checkoutActors';

interface Context extends WithGateway {
  purchase: Purchase;
  config: BillingConfig | null;
  plan: PlanFieldsFragment | null;
  quote: Quote | null;
  precheck: Precheck | null;
  /** Why what is bought could not be read (a plan gone, an amount out of bounds). */
  loadError: string | null;
  fields: CheckoutFields;
  fieldErrors: FieldErrors;
  couponText: string;
  /** The code the quote carries now. */
  coupon: string | null;
  /** The code asked for while a quote is read (null: taking the coupon off). */
  couponAsked: string | null;
  couponError: string | null;
  /** Why the last Pay failed: the server's or the card provider's words. */
  error: string | null;
  attemptKey: string | null;
  orderId: string | null;
  payments: CardPayments | null;
}

type Event =
  | { type: 'FIELD.CHANGE'; field: FieldName; value: string }
  | { type: 'COUPON.CHANGE'; value: string }
  | { type: 'COUPON.APPLY' }
  | { type: 'COUPON.REMOVE' }
  | { type: 'SUBMIT' }
  | { type: 'RETRY' }
  | { type: 'PAYMENTS.READY'; payments: CardPayments };

type Emitted = { type: 'paid'; orderId: string } | { type: 'redirect'; url: string } | { type: 'confirmed'; orderId: string; paymentIntent: string };

/** Stripe when this installation has its keys, else the embedded sandbox. */
export function gatewayOf(config: BillingConfig | null): 'stripe' | 'sandbox' {
  return config?.gateways.includes('stripe') && config.stripePublishableKey ? 'stripe' : 'sandbox';
}

/** Whether the form has our own card fields: the sandbox, for a purchase that costs something. */
export function takesCard(context: Pick<Context, 'config' | 'quote'>): boolean {
  return (context.quote?.total ?? 0) > 0 && gatewayOf(context.config) === 'sandbox';
}

/** Whether Stripe's card element is shown instead. */
export function takesStripeCard(context: Pick<Context, 'config' | 'quote'>): boolean {
  return (context.quote?.total ?? 0) > 0 && gatewayOf(context.config) === 'stripe';
}

const newAttemptKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`);

function checkoutInput(context: Context): CheckoutInput {
  const card = takesCard(context);
  return {
    gateway: gatewayOf(context.config),
    ...('planId' in context.purchase ? { planId: context.purchase.planId } : { amount: context.purchase.amount }),
    coupon: context.coupon,
    address: addressOf(context.fields),
    card: card ? cardOf(context.fields) : null,
    idempotencyKey: context.attemptKey!,
  };
}

export const checkoutMachine = setup({
  types: {
    input: {} as WithGateway & { purchase: Purchase; /** Fields known already (the workspace's billing address). */ fields?: Partial<CheckoutFields> },
    context: {} as Context,
    events: {} as Event,
    emitted: {} as Emitted,
  },
  actors: checkoutActors,
  guards: {
    blocked: ({ event }) => {
      const precheck = (event as { output?: { precheck: Precheck | null } }).output?.precheck;
      return !!precheck && precheck.result !== 'proceed';
    },
    couponGiven: ({ context }) => context.couponText.trim() !== '',
    formValid: ({ context }) => !hasErrors(fieldErrors(context.fields, { card: takesCard(context), now: new Date() })),
    redirected: ({ event }) => !!(event as { output?: { redirect: string | null } }).output?.redirect,
    toConfirm: ({ event }) => !!(event as { output?: { purchaseToken: string | null } }).output?.purchaseToken,
  },
  actions: {
    loaded: assign(({ context, event }) => {
      const { config, plan, quote, precheck, address } = (event as unknown as { output: Loaded }).output;
      // The workspace's billing address fills the address fields the user has not typed in yet.
      const untouched = context.fields.name === '' && context.fields.postalCode === '';
      const fields = address && untouched ? { ...context.fields, name: address.name, line1: address.line1 ?? '', city: address.city ?? '', postalCode: address.postalCode, country: address.country } : context.fields;
      return { config, plan, quote, precheck, fields, loadError: null };
    }),
    // Anything changed: the next Pay is a new attempt.
    changeField: assign(({ context, event }) => {
      assertEvent(event, 'FIELD.CHANGE');
      const errors = { ...context.fieldErrors };
      delete errors[event.field];
      return { fields: { ...context.fields, [event.field]: event.value }, fieldErrors: errors, attemptKey: null };
    }),
    refuseFields: assign({ fieldErrors: ({ context }) => fieldErrors(context.fields, { card: takesCard(context), now: new Date() }) }),
    startAttempt: assign({ fieldErrors: {}, error: null, attemptKey: ({ context }) => context.attemptKey ?? newAttemptKey() }),
    failed: assign(({ event }) => {
      const error = (event as { error?: unknown }).error;
      // Not answered (status 0): the same attempt may be sent again with its key.
      const answered = errorStatus(error) !== 0;
      return { error: errorText(error, checkoutFailed), ...(answered ? { attemptKey: null } : {}) };
    }),
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => ({
    client: input.client ?? null,
    purchase: input.purchase,
    config: null,
    plan: null,
    quote: null,
    precheck: null,
    loadError: null,
    fields: { ...emptyFields, ...input.fields },
    fieldErrors: {},
    couponText: '',
    coupon: null,
    couponAsked: null,
    couponError: null,
    error: null,
    attemptKey: null,
    orderId: null,
    payments: null,
  }),
  initial: 'loading',
  on: {
    'PAYMENTS.READY': { actions: assign({ payments: ({ event }) => event.payments }) },
  },
  states: {
    loading: {
      tags: 'loading',
      invoke: {
        id: 'load',
        src: 'load',
        input: ({ context }) => ({ client: context.client, purchase: context.purchase }),
        onDone: [
          { guard: 'blocked', target: 'blocked', actions: 'loaded' },
          { target: 'editing', actions: 'loaded' },
        ],
        onError: { target: 'loadFailed', actions: assign({ loadError: ({ event }) => errorText(event.error) }) },
      },
    },
    loadFailed: {
      tags: 'loadFailed',
      on: { RETRY: 'loading' },
    },
    // SPEC §4: member_cap or voice_cap; the view says why (precheck.message) and what to do.
    blocked: { tags: 'blocked' },
    editing: {
      tags: 'form',
      on: {
        'FIELD.CHANGE': { actions: 'changeField' },
        'COUPON.CHANGE': { actions: assign({ couponText: ({ event }) => event.value, couponError: null }) },
        'COUPON.APPLY': [
          { guard: 'couponGiven', target: 'applyingCoupon', actions: assign({ couponAsked: ({ context }) => context.couponText.trim(), couponError: null }) },
          { actions: assign({ couponError: couponMissing }) },
        ],
        'COUPON.REMOVE': { target: 'applyingCoupon', actions: assign({ couponAsked: null, couponText: '', couponError: null }) },
        SUBMIT: [{ guard: 'formValid', target: 'submitting', actions: 'startAttempt' }, { actions: 'refuseFields' }],
      },
    },
    // A new price with the coupon (or without it); Pay waits for it.
    applyingCoupon: {
      tags: ['form', 'couponBusy'],
      on: { 'FIELD.CHANGE': { actions: 'changeField' } },
      invoke: {
        id: 'applyCoupon',
        src: 'applyCoupon',
        input: ({ context }) => ({ client: context.client, purchase: context.purchase, coupon: context.couponAsked }),
        onDone: { target: 'editing', actions: assign(({ context, event }) => ({ quote: event.output, coupon: context.couponAsked, attemptKey: null })) },
        onError: { target: 'editing', actions: assign({ couponError: ({ event }) => errorText(event.error) }) },
      },
    },
    // No SUBMIT here: a second Pay while the order is in flight is ignored.
    submitting: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'checkout',
        src: 'checkout',
        input: ({ context }) => ({ client: context.client, input: checkoutInput(context), payments: context.payments }),
        onDone: [
          {
            guard: 'redirected',
            target: 'redirecting',
            actions: [assign({ orderId: ({ event }) => event.output.id }), emit(({ event }) => ({ type: 'redirect' as const, url: event.output.redirect! }))],
          },
          { guard: 'toConfirm', target: 'confirming', actions: assign({ orderId: ({ event }) => event.output.id }) },
          { target: 'paid', actions: assign({ orderId: ({ event }) => event.output.id }) },
        ],
        onError: { target: 'editing', actions: 'failed' },
      },
    },
    // Stripe asks the browser to confirm (3-D Secure happens in Stripe's own frame).
    confirming: {
      tags: ['form', 'busy'],
      invoke: {
        id: 'confirm',
        src: 'confirm',
        input: ({ context, event }) => ({ payments: context.payments, clientSecret: (event as unknown as { output: { purchaseToken: string } }).output.purchaseToken }),
        onDone: {
          target: 'confirmed',
          actions: emit(({ context, event }) => ({ type: 'confirmed' as const, orderId: context.orderId!, paymentIntent: event.output })),
        },
        onError: { target: 'editing', actions: [assign({ attemptKey: null }), assign({ error: ({ event }) => errorText(event.error, checkoutFailed) })] },
      },
    },
    // The browser is leaving for the authentication page; Pay stays disabled meanwhile.
    redirecting: { tags: ['form', 'busy'] },
    confirmed: { tags: ['form', 'busy'], type: 'final' },
    paid: {
      tags: 'paid',
      type: 'final',
      entry: emit(({ context }) => ({ type: 'paid' as const, orderId: context.orderId! })),
    },
  },
});

/**
 * What the checkout page shows: the step (tags), what is bought and its price, the pre-check's
 * refusal, the form as typed with its messages, and which card form the gateway takes.
 */
export function selectCheckout(snapshot: SnapshotFrom<typeof checkoutMachine>) {
  const { context } = snapshot;
  return {
    loading: snapshot.hasTag('loading'),
    loadFailed: snapshot.hasTag('loadFailed'),
    blocked: snapshot.hasTag('blocked'),
    busy: snapshot.hasTag('busy'),
    couponBusy: snapshot.hasTag('couponBusy'),
    loadError: context.loadError,
    precheck: context.precheck,
    plan: context.plan,
    quote: context.quote,
    fields: context.fields,
    fieldErrors: context.fieldErrors,
    couponText: context.couponText,
    coupon: context.coupon,
    couponError: context.couponError,
    error: context.error,
    card: takesCard(context) ? ('sandbox' as const) : takesStripeCard(context) ? ('stripe' as const) : null,
    stripeKey: gatewayOf(context.config) === 'stripe' ? (context.config?.stripePublishableKey ?? null) : null,
  };
}
