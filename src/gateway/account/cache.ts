// The account's graphcache config: after a change of user every cached answer may differ
// (me, history, models' `granted`), so signing up, in or out forgets them all.
import type { Cache } from '@urql/exchange-graphcache';
import { embedded, type GatewayCache } from '../domain';

function forgetUser(_: unknown, __: unknown, cache: Cache) {
  for (const field of cache.inspectFields('Query')) cache.invalidate('Query', field.fieldName, field.arguments ?? undefined);
}

export const accountCache: GatewayCache = {
  keys: { AuthPayload: embedded, LoginResult: embedded },
  updates: {
    Mutation: { signupGuest: forgetUser, signup: forgetUser, login: forgetUser, loginTwoFactor: forgetUser, logout: forgetUser },
  },
};
