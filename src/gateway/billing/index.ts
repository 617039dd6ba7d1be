// Billing's part of the gateway: plans and quotes, the pre-check, checkout and completing an
// order, the orders and their invoice, cancelling the subscription and the billing address
// (domains.ts lists it). Lazy: its code loads with its first operation (compose.ts), so the
// chat's first load carries none of it.
import type { LazyGatewayDomain } from '../domain';

export const billingGateway: LazyGatewayDomain = {
  name: 'billing',
  rootFields: [
    'Query.billingConfig',
    'Query.plans',
    'Query.planQuote',
    'Query.precheck',
    'Query.customCreditsQuote',
    'Query.orders',
    'Query.ordersCount',
    'Query.order',
    'Query.orderInvoice',
    'Mutation.checkout',
    'Mutation.completeOrder',
    'Mutation.cancelSubscription',
    'Mutation.setBillingAddress',
  ],
  load: async () => (await import('./domain')).billingDomain,
};
