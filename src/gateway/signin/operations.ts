import { graphql } from '../generated';
// The domain's code comes with its operations: a screen that runs them has it at once (index.ts).
import './domain';

// Signing up and in; types come from `npm run codegen`. Each answer carries the user with the
// account's UserFields (account/operations.ts), so graphcache holds the same fields of them.

export const SignupGuestMutation = graphql(`
  mutation SignupGuest($firstName: String!, $ref: String, $captchaToken: String) {
    signupGuest(firstName: $firstName, ref: $ref, captchaToken: $captchaToken) { jwt message isAdmin user { ...UserFields } }
  }
`);

/** A captcha solved ahead of the guest signup (guestSignupMachine), so Continue does not wait for it. */
export const CaptchaTokenMutation = graphql(`
  mutation CaptchaToken {
    captchaToken
  }
`);

export const SignupMutation = graphql(`
  mutation Signup($email: String!, $password: String!, $firstName: String, $lastName: String, $ref: String) {
    signup(email: $email, password: $password, firstName: $firstName, lastName: $lastName, ref: $ref) { jwt message isAdmin user { ...UserFields } }
  }
`);

/** The password step: a session, or a challenge when the account has 2FA on. */
export const LoginMutation = graphql(`
  mutation Login($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      challenge
      auth { jwt message isAdmin user { ...UserFields } }
    }
  }
`);

/** The 2FA step: the challenge from the password step and a code or a recovery code. */
export const LoginTwoFactorMutation = graphql(`
  mutation LoginTwoFactor($challenge: String!, $code: String!) {
    loginTwoFactor(challenge: $challenge, code: $code) { jwt message isAdmin user { ...UserFields } }
  }
`);
