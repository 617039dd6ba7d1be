// Signing up or in changes who is using the app: every cached answer may differ, so each
// forgets them all (account/cache.ts, which logging out does too). The answer carries the new
// user with the same fields as `me`, which becomes that user at once: the top bar shows the
// account in the same update that closes the guest modal or ends the login, instead of showing
// 'Log in' and 'Sign up' until `me` is read again and then moving its links under the pointer.
import type { Cache, DataFields } from '@urql/exchange-graphcache';
import type { GatewayCache } from '../domain';
import { forgetUser } from '../account/cache';

type SignedIn = { user?: { __typename?: string; id: string } | null } | null | undefined;

/** Forgets the last user's answers; `me` is the user the mutation's answer holds, if any. */
const switchUser = (payloadOf: (result: DataFields) => SignedIn) => (result: DataFields, args: unknown, cache: Cache) => {
  forgetUser(result, args, cache);
  const user = payloadOf(result)?.user;
  if (user) cache.link('Query', 'me', { __typename: 'User', id: user.id });
};

export const signinCache: GatewayCache = {
  updates: {
    Mutation: {
      signupGuest: switchUser((result) => result.signupGuest as SignedIn),
      signup: switchUser((result) => result.signup as SignedIn),
      login: switchUser((result) => (result.login as { auth?: SignedIn } | null)?.auth),
      loginTwoFactor: switchUser((result) => result.loginTwoFactor as SignedIn),
    },
  },
};
