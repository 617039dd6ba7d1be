// The account's graphcache config: after a change of user every cached answer may differ
// (me, history, models' `granted`), so logging out forgets them all, as signing up or in does
// (signin/cache.ts).
import type { Cache } from '@urql/exchange-graphcache';
import type { GatewayCache } from '../domain';

export function forgetUser(_: unknown, __: unknown, cache: Cache) {
  for (const field of cache.inspectFields('Query')) cache.invalidate('Query', field.fieldName, field.arguments ?? undefined);
}

export const accountCache: GatewayCache = {
  updates: { Mutation: { logout: forgetUser } },
};
