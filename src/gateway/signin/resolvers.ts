// Signing up (user or guest) and logging in, with the 2FA step (docs/rest-api.md).
import type { LoginChallengeResponse, LoginResponse, SignupResponse } from '../../../contract/account';
import type { Wire } from '../../../contract/common';
import { solveCaptcha, type CaptchaChallenge } from './captcha';
import type { Resolvers } from '../generated/resolvers';
import { withoutEmpty, type Rest } from '../rest';

type AuthResponse = Wire<typeof SignupResponse> | Wire<typeof LoginResponse>;

const SIGNUP_FAILED = 'An error occurred during registration.'; // SPEC §8
const LOGIN_FAILED = 'An error occurred during login.';

export const signinResolvers: Resolvers = {
  AuthPayload: {
    // SPEC §2: admins go to /admin; the token's claim is what the server will hold the session to.
    isAdmin: (payload, _, { rest }) => rest.claims()?.adm ?? payload.user.is_admin,
  },
  Mutation: {
    signupGuest: (_, { firstName, ref, captchaToken }, { rest }) => signup(rest, { type: 'guest', first_name: firstName, ref }, captchaToken),
    captchaToken: async (_, _args, { rest }) => solveCaptcha(await rest.get<CaptchaChallenge>('/auth/captcha')),
    signup: (_, { email, password, firstName, lastName, ref }, { rest }) =>
      signup(rest, { type: 'user', email, password, first_name: firstName, last_name: lastName, ref }),
    login: async (_, { email, password }, { rest }) => {
      const answer = await rest.post<AuthResponse | Wire<typeof LoginChallengeResponse>>('/auth/login', { email, password });
      // A right password on an account with 2FA: no session until the code is sent with the challenge.
      if ('two_factor_required' in answer) return { challenge: answer.challenge, auth: null };
      return { challenge: null, auth: authPayload(rest, answer, LOGIN_FAILED) };
    },
    loginTwoFactor: async (_, { challenge, code }, { rest }) =>
      authPayload(rest, await rest.post<AuthResponse>('/auth/login/2fa', { challenge, code: code.trim() }), LOGIN_FAILED),
  },
};

/** Signup always carries a solved captcha: the one given (solved ahead, used once), else one solved now. */
async function signup(rest: Rest, fields: Record<string, string | null | undefined>, captchaToken?: string | null): Promise<AuthResponse> {
  const token = captchaToken || (await solveCaptcha(await rest.get<CaptchaChallenge>('/auth/captcha')));
  const body = { ...withoutEmpty(fields), 'captcha-token': token };
  return authPayload(rest, await rest.post<AuthResponse>('/auth/signup', body), SIGNUP_FAILED);
}

/** Stores the token: from here on every request is made as the new user. */
function authPayload(rest: Rest, response: AuthResponse, fallbackMessage: string): AuthResponse {
  // A 2xx without a token (a proxy's page, say) reaches the UI as a GraphQL error.
  if (!response.jwt || !response.user) throw new Error(('message' in response && response.message) || fallbackMessage);
  rest.setToken(response.jwt);
  return response;
}
