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

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);
