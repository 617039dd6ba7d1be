// Who is using the app: signup (user or guest), login, logout and the account (docs/rest-api.md).
import { solveCaptcha, type CaptchaChallenge } from './captcha';
import type { AuthPayload, Resolvers, User } from '../generated/resolvers';
import { RestError, withoutEmpty, type Rest } from '../rest';

interface RestPlan {
  id: string;
  title: string;
  billing_cycle: string;
  price: number;
}

export interface RestUser {
  id: string;
  email: string | null;
  first_name: string | null;
  last_name: string | null;
  is_admin: boolean;
  is_guest: boolean;
  workspace: {
    id: string;
    name: string;
    credits: number;
    subscription: { id: string; plan: RestPlan } | null;
  };
}

interface RestAuth {
  jwt?: string;
  message?: string;
  user?: RestUser;
}

const SIGNUP_FAILED = 'An error occurred during registration.'; // SPEC §8
const LOGIN_FAILED = 'An error occurred during login.';

export const accountResolvers: Resolvers = {
  Query: {
    me: async (_, __, { rest }) => {
      if (!rest.token()) return null;
      try {
        return toUser(await rest.get<RestUser>('/account'));
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
    login: async (_, { email, password }, { rest }) =>
      authPayload(rest, await rest.post<RestAuth>('/auth/login', { email, password }), LOGIN_FAILED),
    logout: (_, __, { rest }) => {
      rest.setToken(null);
      return true;
    },
  },
};

/** Signup always carries a freshly solved captcha; a challenge can be used once. */
async function signup(rest: Rest, fields: Record<string, string | null | undefined>): Promise<Partial<AuthPayload>> {
  const challenge = await rest.get<CaptchaChallenge>('/auth/captcha');
  const body = { ...withoutEmpty(fields), 'captcha-token': await solveCaptcha(challenge) };
  return authPayload(rest, await rest.post<RestAuth>('/auth/signup', body), SIGNUP_FAILED);
}

/** Stores the token: from here on every request is made as the new user. */
function authPayload(rest: Rest, response: RestAuth, fallbackMessage: string): Partial<AuthPayload> {
  if (!response.jwt || !response.user) throw new Error(response.message || fallbackMessage); // reaches the UI as a GraphQL error
  rest.setToken(response.jwt);
  return {
    jwt: response.jwt,
    message: response.message ?? null,
    isAdmin: rest.claims()?.adm ?? response.user.is_admin,
    user: toUser(response.user),
  };
}

export function toUser(user: RestUser): User {
  const { workspace } = user;
  return {
    id: user.id,
    email: user.email,
    firstName: user.first_name,
    lastName: user.last_name,
    isAdmin: user.is_admin,
    isGuest: user.is_guest,
    workspace: {
      id: workspace.id,
      name: workspace.name,
      credits: workspace.credits,
      subscription: workspace.subscription && {
        id: workspace.subscription.id,
        plan: {
          id: workspace.subscription.plan.id,
          title: workspace.subscription.plan.title,
          billingCycle: workspace.subscription.plan.billing_cycle,
          price: workspace.subscription.plan.price,
        },
      },
    },
  };
}
