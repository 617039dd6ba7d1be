// Who is using the app: the account and logging out (docs/rest-api.md); signing up and in is
// the signin domain's, loaded when a visitor does it.
import type { User as RestUser } from '../../../contract/account';
import type { Wire } from '../../../contract/common';
import type { Resolvers } from '../generated/resolvers';
import { RestError } from '../rest';
import type { Address as RestAddress } from '../../../contract/billing';

export const accountResolvers: Resolvers = {
  Query: {
    me: async (_, __, { rest }) => {
      if (!rest.token()) return null;
      try {
        return await rest.get<Wire<typeof RestUser>>('/account');
      } catch (error) {
        // A removal moved the session to another workspace (rest.ts): who the user is there.
        if (error instanceof RestError && error.code === 'membership_ended' && rest.token()) return rest.get<Wire<typeof RestUser>>('/account');
        // An expired or revoked token, or a suspended account's: forget it so the app shows the
        // logged-out state (the login form then says why a suspended user cannot come back).
        if (error instanceof RestError && (error.status === 401 || error.code === 'account_suspended')) {
          rest.setToken(null);
          return null;
        }
        throw error;
      }
    },
  },
  Mutation: {
    logout: async (_, __, { rest }) => {
      // The server refuses the token from now on, wherever a copy of it is; logged out here
      // even when that call fails (offline, or the token had already expired).
      if (rest.token()) await rest.post('/auth/logout').catch(() => undefined);
      rest.setToken(null);
      return true;
    },
  },
};

/** A User and the workspace it names, from any answer that carries one (me, login, the account page's forms), as they come; these fields change shape. */
export const userResolvers: Resolvers = {
  User: {
    emailVerified: (user) => !!user.email_verified_at,
    twoFactorEnabled: (user) => user.two_factor_enabled ?? false,
  },
  Workspace: {
    // Only the account's answer says it (the workspace page does not ask).
    isEligibleForFreePlan: (workspace) => ('is_eligible_for_free_plan' in workspace && workspace.is_eligible_for_free_plan) || false,
    // The account's answer carries it untyped (billing's contract imports the account's).
    billingAddress: (workspace) => ('address' in workspace && workspace.address ? (workspace.address as Wire<typeof RestAddress>) : null),
    // The contract allows a subscription without a plan; the app shows either as "no plan".
    subscription: (workspace) => ('subscription' in workspace && workspace.subscription?.plan ? workspace.subscription : null),
  },
  WorkspaceSubscription: {
    cancelledAt: (subscription) => isoOf(subscription.canceled_at),
    endsAt: (subscription) => isoOf(subscription.current_period_end),
  },
};
/** A timestamp of the wire (a string, or a Date before serialising) as ISO 8601; null when absent. */
function isoOf(value: string | Date | null | undefined): string | null {
  return value ? new Date(value).toISOString() : null;
}
