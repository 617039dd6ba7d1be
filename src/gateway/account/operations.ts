import { graphql } from '../generated';

// Account operations; types come from `npm run codegen`.

/** Who is signed in, the same fields wherever a User is read (me, signup, login). */
export const UserFields = graphql(`
  fragment UserFields on User {
    id
    email
    firstName
    lastName
    isAdmin
    isGuest
    emailVerified
    twoFactorEnabled
    workspace {
      id
      name
      credits
      subscription {
        id
        plan { id title billingCycle price }
      }
    }
  }
`);

export const MeQuery = graphql(`
  query Me {
    me { ...UserFields }
  }
`);

export const SignupGuestMutation = graphql(`
  mutation SignupGuest($firstName: String!, $ref: String) {
    signupGuest(firstName: $firstName, ref: $ref) { jwt message isAdmin user { ...UserFields } }
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

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);
