// Billing's resolvers (docs/rest-api.md, "Billing"): GraphQL → REST, answers typed with the
// contract's schemas. Prices come back from the server; nothing here computes one.
import type { AccountWorkspace } from '../../../contract/account';
import type {
  BillingConfig as RestBillingConfig,
  BillingWorkspace,
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
import type { Resolvers } from '../generated/resolvers';
import type { WireMap } from '../wire-map';
import { RestError, snakeKeys } from '../rest';
import { toRestAddress } from './address';

const order = (id: string) => `/billing/orders/${encodeURIComponent(id)}`;

export const billingResolvers: Resolvers = {
  Query: {
    billingConfig: (_, __, { rest }) => rest.get<Wire<typeof RestBillingConfig>>('/billing/config'),
    plans: async (_, __, { rest }) => {
      // Every page, cheapest first: a catalogue of plans is short, but the route pages like any list.
      const plans: WireMap['Plan'][] = [];
      for (let startingAfter: string | undefined; ; ) {
        const page = await rest.get<Wire<typeof PlanList>>('/billing/plans', { sort: 'price:asc', limit: maxPageSize, starting_after: startingAfter });
        plans.push(...page.data);
        if (page.data.length < maxPageSize) return plans; // a short page is the last
        startingAfter = page.data[page.data.length - 1]!.id;
      }
    },
    planQuote: async (_, { id, coupon }, { rest }) => {
      const answer = await rest.get<Wire<typeof RestPlanQuote>>(`/billing/plans/${encodeURIComponent(id)}`, { coupon: coupon || undefined });
      return { plan: answer, quote: answer.quote };
    },
    precheck: (_, { id }, { rest }) => rest.get<Wire<typeof RestPrecheck>>(`/billing/plans/${encodeURIComponent(id)}/precheck`),
    customCreditsQuote: (_, { amount, coupon }, { rest }) => rest.get<Wire<typeof RestQuote>>('/billing/custom-credits', { amount, coupon: coupon || undefined }),
    orders: async (_, { first }, { rest }) => (await rest.get<Wire<typeof OrderList>>('/billing/orders', { sort: 'created_at:desc', limit: first ?? orderPageSize })).data,
    ordersCount: async (_, __, { rest }) => (await rest.get<Wire<typeof CountResponse>>('/billing/orders/count')).count,
    order: async (_, { id }, { rest }) => {
      try {
        return await rest.get<Wire<typeof RestOrder>>(order(id));
      } catch (error) {
        // Never made, or another workspace's: the receipt says "not found", not "error".
        if (error instanceof RestError && error.status === 404) return null;
        throw error;
      }
    },
    orderInvoice: (_, { id }, { rest }) => rest.blob(`/billing/order/${encodeURIComponent(id)}/download`),
  },
  Mutation: {
    checkout: (_, { input: { planId, coupon, address, card, ...input } }, { rest }) => {
      const body: CheckoutBody = {
        ...snakeKeys(input),
        gateway: input.gateway as CheckoutBody['gateway'],
        // The contract names the plan `id`; an empty coupon field is no coupon.
        ...snakeKeys({ id: planId, coupon: coupon || null }),
        address: toRestAddress(address),
        ...(card ? { card: snakeKeys(card) } : {}),
      };
      return rest.post<Wire<typeof CheckoutResponse>>('/billing/checkout', body);
    },
    completeOrder: (_, { id, paymentIntent, setupIntent }, { rest }) =>
      rest.post<Wire<typeof RestOrder>>(`${order(id)}/complete`, snakeKeys({ paymentIntent, setupIntent })),
    cancelSubscription: (_, __, { rest }) => rest.del<Wire<typeof AccountWorkspace>>('/billing/subscription'),
    setBillingAddress: (_, { workspaceId, address }, { rest }) =>
      rest.post<Wire<typeof BillingWorkspace>>(`/workspaces/${encodeURIComponent(workspaceId)}`, { address: toRestAddress(address) }),
  },
};
