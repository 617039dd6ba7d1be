// Billing's resolvers (docs/rest-api.md, "Billing"): GraphQL → REST, answers typed with the
// contract's schemas. Prices come back from the server; nothing here computes one.
import type {
  BillingConfig as RestBillingConfig,
  CheckoutBody,
  CheckoutResponse,
  CountResponse,
  Order as RestOrder,
  OrderList,
  PlanList,
  PlanQuote as RestPlanQuote,
  Precheck as RestPrecheck,
  Quote as RestQuote,
} from '../../../contract/billing';
import type { Wire } from '../../../contract/common';
import { orderPageSize } from '../../../contract/billing-limits';
import { maxPageSize } from '../../../contract/limits';
import type { Order, Plan, Quote, Resolvers } from '../generated/resolvers';
import { RestError, withoutEmpty } from '../rest';
import { toPlan } from '../account/plan';
import { toAddress, toRestAddress } from './address';

const order = (id: string) => `/billing/orders/${encodeURIComponent(id)}`;

export const billingResolvers: Resolvers = {
  Query: {
    billingConfig: async (_, __, { rest }) => {
      const config = await rest.get<Wire<typeof RestBillingConfig>>('/billing/config');
      return {
        gateways: config.gateways,
        stripePublishableKey: config.stripe_publishable_key,
        currency: config.currency,
        customCredits: { min: config.custom_credits.min, max: config.custom_credits.max, unitPrice: config.custom_credits.unit_price },
      };
    },
    plans: async (_, __, { rest }) => {
      // Every page, cheapest first: a catalogue of plans is short, but the route pages like any list.
      const plans: Plan[] = [];
      for (let startingAfter: string | undefined; ; ) {
        const page = await rest.get<Wire<typeof PlanList>>('/billing/plans', { sort: 'price:asc', limit: maxPageSize, starting_after: startingAfter });
        plans.push(...page.data.map(toPlan));
        if (page.data.length < maxPageSize) return plans; // a short page is the last
        startingAfter = page.data[page.data.length - 1]!.id;
      }
    },
    planQuote: async (_, { id, coupon }, { rest }) => {
      const answer = await rest.get<Wire<typeof RestPlanQuote>>(`/billing/plans/${encodeURIComponent(id)}`, { coupon: coupon || undefined });
      return { plan: toPlan(answer), quote: toQuote(answer.quote) };
    },
    precheck: async (_, { id }, { rest }) => {
      const check = await rest.get<Wire<typeof RestPrecheck>>(`/billing/plans/${encodeURIComponent(id)}/precheck`);
      return { result: check.result, message: check.message, members: check.members, memberCap: check.member_cap, voices: check.voices, cloneCap: check.clone_cap };
    },
    customCreditsQuote: async (_, { amount, coupon }, { rest }) =>
      toQuote(await rest.get<Wire<typeof RestQuote>>('/billing/custom-credits', { amount, coupon: coupon || undefined })),
    orders: async (_, { first }, { rest }) => {
      const page = await rest.get<Wire<typeof OrderList>>('/billing/orders', { sort: 'created_at:desc', limit: first ?? orderPageSize });
      return page.data.map(toOrder);
    },
    ordersCount: async (_, __, { rest }) => (await rest.get<Wire<typeof CountResponse>>('/billing/orders/count')).count,
    order: async (_, { id }, { rest }) => {
      try {
        return toOrder(await rest.get<Wire<typeof RestOrder>>(order(id)));
      } catch (error) {
        // Never made, or another workspace's: the receipt says "not found", not "error".
        if (error instanceof RestError && error.status === 404) return null;
        throw error;
      }
    },
    orderInvoice: (_, { id }, { rest }) => rest.blob(`/billing/order/${encodeURIComponent(id)}/download`),
  },
  Mutation: {
    checkout: async (_, { input }, { rest }) => {
      const body: CheckoutBody = {
        gateway: input.gateway as CheckoutBody['gateway'],
        ...(withoutEmpty({ id: input.planId, amount: input.amount, coupon: input.coupon || undefined, payment_method: input.paymentMethod }) as Pick<CheckoutBody, 'id' | 'amount' | 'coupon' | 'payment_method'>),
        address: toRestAddress(input.address),
        ...(input.card ? { card: { number: input.card.number, exp_month: input.card.expMonth, exp_year: input.card.expYear, cvc: input.card.cvc } } : {}),
        idempotency_key: input.idempotencyKey,
      };
      const answer = await rest.post<Wire<typeof CheckoutResponse>>('/billing/checkout', body);
      return { id: answer.id, redirect: answer.redirect ?? null, purchaseToken: answer.purchase_token ?? null };
    },
    completeOrder: async (_, { id, paymentIntent, setupIntent }, { rest }) =>
      toOrder(await rest.post<Wire<typeof RestOrder>>(`${order(id)}/complete`, withoutEmpty({ payment_intent: paymentIntent, setup_intent: setupIntent }))),
    cancelSubscription: async (_, __, { rest }) => {
      await rest.del('/billing/subscription');
      return true;
    },
    setBillingAddress: async (_, { workspaceId, address }, { rest }) => {
      await rest.post(`/workspaces/${encodeURIComponent(workspaceId)}`, { address: toRestAddress(address) });
      return true;
    },
  },
};

function toQuote(quote: Wire<typeof RestQuote>): Quote {
  const { coupon } = quote;
  return {
    subtotal: quote.subtotal,
    discount: quote.discount,
    tax: quote.tax,
    total: quote.total,
    currency: quote.currency,
    credits: quote.credits,
    coupon: coupon && { code: coupon.code, percentOff: coupon.percent_off, amountOff: coupon.amount_off },
  };
}

function toOrder(wire: Wire<typeof RestOrder>): Order {
  return {
    id: wire.id,
    number: wire.number,
    createdAt: wire.created_at,
    status: wire.status,
    failureMessage: wire.failure_message,
    plan: wire.plan && toPlan(wire.plan),
    description: wire.description,
    credits: wire.credits,
    subtotal: wire.subtotal,
    discount: wire.discount,
    tax: wire.tax,
    total: wire.total,
    currency: wire.currency,
    coupon: wire.coupon,
    gateway: wire.gateway,
    address: wire.address && toAddress(wire.address),
    paidAt: wire.paid_at,
  };
}

