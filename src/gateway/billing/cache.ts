// Billing's graphcache config. Plans and orders are keyed by their id (graphcache's default),
// so a plan read on the plans page is the same entity in a quote, an order and the workspace's
// subscription; the rest has no identity of its own. A paid order or a cancelled subscription
// changes the balance, the plan and the orders: every answer that shows them is asked again.
import type { Cache } from '@urql/exchange-graphcache';
import { embedded, type GatewayCache } from '../domain';

/** The workspace's plan, credits and orders after money moved. */
function forgetAccount(_: unknown, __: unknown, cache: Cache) {
  for (const field of cache.inspectFields('Query')) {
    if (['me', 'orders', 'ordersCount', 'order', 'plans'].includes(field.fieldName)) cache.invalidate('Query', field.fieldName, field.arguments ?? undefined);
  }
}

export const billingCache: GatewayCache = {
  keys: {
    CheckoutResult: embedded,
  },
  updates: {
    Mutation: {
      checkout: forgetAccount,
      completeOrder: forgetAccount,
      cancelSubscription: forgetAccount,
      setBillingAddress: forgetAccount,
    },
  },
};
