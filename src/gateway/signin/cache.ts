// Signing up or in changes who is using the app: every cached answer may differ, so each
// forgets them all (account/cache.ts, which logging out does too).
import { embedded, type GatewayCache } from '../domain';
import { forgetUser } from '../account/cache';

export const signinCache: GatewayCache = {
  keys: { AuthPayload: embedded, LoginResult: embedded },
  updates: { Mutation: { signupGuest: forgetUser, signup: forgetUser, login: forgetUser, loginTwoFactor: forgetUser } },
};
