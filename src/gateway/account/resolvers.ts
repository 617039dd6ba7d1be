// Who is using the app: signup (user or guest), login, logout and the account (docs/rest-api.md).
import type { LoginChallengeResponse, LoginResponse, SignupResponse, User as RestUser } from '../../../contract/account';
import type { Wire } from '../../../contract/common';
import { solveCaptcha, type CaptchaChallenge } from './captcha';
import type { AuthPayload, Resolvers, User } from '../generated/resolvers';
import { RestError, withoutEmpty, type Rest } from '../rest';
import { toPlan } from './plan';
import { toAddress } from '../billing/address';
import type { Address as RestAddress } from '../../../contract/billing';

type AuthResponse = Wire<typeof SignupResponse> | Wire<typeof LoginResponse>;

const SIGNUP_FAILED = 'An error occurred during registration.'; // SPEC §8
const LOGIN_FAILED = 'An error occurred during login.';

export const accountResolvers: Resolvers = {
  Query: {
    me: async (_, __, { rest }) => {
      if (!rest.token()) return null;
      try {
        return toUser(await rest.get<Wire<typeof RestUser>>('/account'));
      } catch (error) {
        // An expired or revoked token: forget it so the app shows the logged-out state.
        if (error instanceof RestError && error.status === 401) {
          rest.setToken(null);
          return null;
        }
        throw error;
      }
    },
  },
  Mutation: {
    signupGuest: (_, { firstName, ref }, { rest }) => signup(rest, { type: 'guest', first_name: firstName, ref }),
    signup: (_, { email, password, firstName, lastName, ref }, { rest }) =>
      signup(rest, { type: 'user', email, password, first_name: firstName, last_name: lastName, ref }),
    login: async (_, { email, password }, { rest }) => {
      const answer = await rest.post<AuthResponse | Wire<typeof LoginChallengeResponse>>('/auth/login', { email, password });
      // A right password on an account with 2FA: no session until the code is sent with the challenge.
      if ('two_factor_required' in answer) return { challenge: answer.challenge, auth: null };
      return { challenge: null, auth: authPayload(rest, answer, LOGIN_FAILED) as AuthPayload };
    },
    loginTwoFactor: async (_, { challenge, code }, { rest }) =>
      authPayload(rest, await rest.post<AuthResponse>('/auth/login/2fa', { challenge, code: code.trim() }), LOGIN_FAILED),
    logout: async (_, __, { rest }) => {
      // The server refuses the token from now on, wherever a copy of it is; logged out here
      // even when that call fails (offline, or the token had already expired).
      if (rest.token()) await rest.post('/auth/logout').catch(() => undefined);
      rest.setToken(null);
      return true;
    },
  },
};

/** Signup always carries a freshly solved captcha; a challenge can be used once. */
async function signup(rest: Rest, fields: Record<string, string | null | undefined>): Promise<Partial<AuthPayload>> {
  const challenge = await rest.get<CaptchaChallenge>('/auth/captcha');
  const body = { ...withoutEmpty(fields), 'captcha-token': await solveCaptcha(challenge) };
  return authPayload(rest, await rest.post<AuthResponse>('/auth/signup', body), SIGNUP_FAILED);
}

/** Stores the token: from here on every request is made as the new user. */
function authPayload(rest: Rest, response: AuthResponse, fallbackMessage: string): Partial<AuthPayload> {
  const message = 'message' in response ? response.message : null;
  // A 2xx without a token (a proxy's page, say) reaches the UI as a GraphQL error.
  if (!response.jwt || !response.user) throw new Error(message || fallbackMessage);
  rest.setToken(response.jwt);
  return { jwt: response.jwt, message, isAdmin: rest.claims()?.adm ?? response.user.is_admin, user: toUser(response.user) };
}

/** A User from any answer that carries one (me, login, the account page's forms). */
export function toUser(user: Wire<typeof RestUser>): User {
  const { workspace } = user;
  const plan = workspace.subscription?.plan;
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    isAdmin: user.is_admin,
    isGuest: user.is_guest,
    emailVerified: !!user.email_verified_at,
    twoFactorEnabled: user.two_factor_enabled ?? false,
    workspace: {
      id: workspace.id,
      name: workspace.name,
      credits: workspace.credits,
      isEligibleForFreePlan: workspace.is_eligible_for_free_plan ?? false,
      billingAddress: workspace.address ? toAddress(workspace.address as Wire<typeof RestAddress>) : null,
      // The contract allows a subscription without a plan; the app shows either as "no plan".
      subscription: workspace.subscription && plan
        ? { id: workspace.subscription.id, plan: toPlan(plan) }
        : null,
    },
  };
}
