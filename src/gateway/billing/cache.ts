// Billing's graphcache config. Plans and orders are keyed by their id (graphcache's default),
// so a plan read on the plans page is the same entity in a quote, an order and the workspace's
// subscription; the rest has no identity of its own. A paid order changes the balance, the plan
// and the orders: every answer that shows them is asked again, except what the answer itself
// holds (a completed order is its receipt). A cancelled subscription and a saved billing address
// answer the workspace itself, which graphcache writes where every query reads it: nothing is
// asked again.
import type { Cache, Data } from '@urql/exchange-graphcache';
import { embedded, type GatewayCache } from '../domain';

const moneyFields = ['me', 'orders', 'ordersCount', 'order', 'plans'];

function forget(cache: Cache, fields: string[]) {
  for (const field of cache.inspectFields('Query')) {
    if (fields.includes(field.fieldName)) cache.invalidate('Query', field.fieldName, field.arguments ?? undefined);
  }
}

/** The workspace's plan, credits and orders after money moved. */
function forgetAccount(_: unknown, __: unknown, cache: Cache) {
  forget(cache, moneyFields);
}

/** The completed order is the answer: its receipt (`order(id)`) reads it from here; the rest is asked again. */
function orderCompleted(result: Data, args: { id?: unknown }, cache: Cache) {
  forget(cache, moneyFields.filter((field) => field !== 'order'));
  const key = cache.keyOfEntity(result.completeOrder as Data);
  if (key) cache.link('Query', 'order', { id: args.id as string }, key);
}

export const billingCache: GatewayCache = {
  keys: {
    CheckoutResult: embedded,
  },
  updates: {
    Mutation: {
      checkout: forgetAccount,
      completeOrder: orderCompleted,
    },
  },
};
