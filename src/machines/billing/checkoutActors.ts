// checkoutMachine's effects, each a call through the gateway client: what is being bought and
// what it costs (with the pre-check for a plan), a coupon's new price, and checkout itself.
// Stripe's part (a PaymentMethod from its card element, confirming a payment) comes from the
// screen as `CardPayments`, since only the screen holds the mounted element.
import { fromPromise } from 'xstate';
import type { Client } from '@urql/core';
import { BillingConfigQuery, CheckoutMutation, CustomCreditsQuoteQuery, PlanQuoteQuery, PrecheckQuery, WorkspaceBillingAddressQuery } from '../../gateway/billing/operations';
import type { BillingConfigQuery as Config, CheckoutInput, PlanFieldsFragment, PrecheckQuery as PrecheckResult, QuoteFieldsFragment } from '../../gateway/generated/graphql';
import { gatewayOf, type WithGateway } from '../gatewayClient';

/** A plan by its id, or an amount of custom credits. */
export type Purchase = { planId: string } | { amount: number };

export type BillingConfig = Config['billingConfig'];
export type Quote = QuoteFieldsFragment;
export type Precheck = PrecheckResult['precheck'];

/** Stripe Elements, mounted by the screen: a PaymentMethod from its card, and a payment confirmed (3-D Secure included). */
export interface CardPayments {
  createPaymentMethod(billing: { name: string; postalCode: string; country: string }): Promise<string>;
  /** Resolves with the PaymentIntent's id; throws an Error with the card provider's message. */
  confirm(clientSecret: string): Promise<string>;
}

export interface Loaded {
  config: BillingConfig;
  plan: PlanFieldsFragment | null;
  quote: Quote;
  precheck: Precheck | null;
  /** The workspace's billing address, when it has one: checkout starts with it. */
  address?: { name: string; line1?: string | null; city?: string | null; postalCode: string; country: string } | null;
}

async function read<T>(pending: Promise<{ data?: T; error?: unknown }>): Promise<T> {
  const result = await pending;
  if (result.error || !result.data) throw result.error ?? new Error('Nothing came back.');
  return result.data;
}

const fresh = { requestPolicy: 'network-only' } as const;

export function quoteOf(client: Client, purchase: Purchase, coupon: string | null) {
  return 'planId' in purchase
    ? read(client.query(PlanQuoteQuery, { id: purchase.planId, coupon }, fresh).toPromise()).then((data) => data.planQuote)
    : read(client.query(CustomCreditsQuoteQuery, { amount: purchase.amount, coupon }, fresh).toPromise()).then((data) => ({ plan: null, quote: data.customCreditsQuote }));
}

export const checkoutActors = {
  load: fromPromise<Loaded, WithGateway & { purchase: Purchase }>(async ({ input }) => {
    const client = gatewayOf(input, 'checkoutMachine');
    const [config, priced, precheck, address] = await Promise.all([
      read(client.query(BillingConfigQuery, {}, fresh).toPromise()).then((data) => data.billingConfig),
      quoteOf(client, input.purchase, null),
      'planId' in input.purchase ? read(client.query(PrecheckQuery, { id: input.purchase.planId }, fresh).toPromise()).then((data) => data.precheck) : null,
      // Only a help: checkout goes on without it.
      client.query(WorkspaceBillingAddressQuery, {}).toPromise().then((result) => result.data?.me?.workspace.billingAddress ?? null),
    ]);
    return { config, plan: priced.plan, quote: priced.quote, precheck, address };
  }),
  applyCoupon: fromPromise<Quote, WithGateway & { purchase: Purchase; coupon: string | null }>(async ({ input }) =>
    (await quoteOf(gatewayOf(input, 'checkoutMachine'), input.purchase, input.coupon)).quote,
  ),
  checkout: fromPromise<{ id: string; redirect: string | null; purchaseToken: string | null }, WithGateway & { input: CheckoutInput; payments: CardPayments | null }>(
    async ({ input }) => {
      const client = gatewayOf(input, 'checkoutMachine');
      let checkoutInput = input.input;
      if (checkoutInput.gateway === 'stripe' && input.payments && !checkoutInput.paymentMethod) {
        const { name, postalCode, country } = checkoutInput.address;
        checkoutInput = { ...checkoutInput, paymentMethod: await input.payments.createPaymentMethod({ name, postalCode, country }) };
      }
      return (await read(client.mutation(CheckoutMutation, { input: checkoutInput }).toPromise())).checkout;
    },
  ),
  confirm: fromPromise<string, { payments: CardPayments | null; clientSecret: string }>(async ({ input }) => {
    if (!input.payments) throw new Error('The card form is not ready.');
    return input.payments.confirm(input.clientSecret);
  }),
};
