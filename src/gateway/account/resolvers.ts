// Who is using the app: the account and logging out (docs/rest-api.md); signing up and in is
// the signin domain's, loaded when a visitor does it.
import type { User as RestUser } from '../../../contract/account';
import type { Wire } from '../../../contract/common';
import type { Resolvers, ResolversTypes } from '../generated/resolvers';
import { RestError } from '../rest';
import { toPlan } from './plan';
import { toAddress } from '../billing/address';
import type { Address as RestAddress } from '../../../contract/billing';

export const accountResolvers: Resolvers = {
  Query: {
    me: async (_, __, { rest }) => {
      if (!rest.token()) return null;
      try {
        return toUser(await rest.get<Wire<typeof RestUser>>('/account'));
      } catch (error) {
        // A removal moved the session to another workspace (rest.ts): who the user is there.
        if (error instanceof RestError && error.code === 'membership_ended' && rest.token()) return toUser(await rest.get<Wire<typeof RestUser>>('/account'));
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
    logout: async (_, __, { rest }) => {
      // The server refuses the token from now on, wherever a copy of it is; logged out here
      // even when that call fails (offline, or the token had already expired).
      if (rest.token()) await rest.post('/auth/logout').catch(() => undefined);
      rest.setToken(null);
      return true;
    },
  },
};

/** A User from any answer that carries one (me, login, the account page's forms). */
export function toUser(user: Wire<typeof RestUser>): ResolversTypes['User'] {
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
        ? { id: workspace.subscription.id, plan: toPlan(plan), cancelledAt: isoOf(workspace.subscription.canceled_at), endsAt: isoOf(workspace.subscription.current_period_end) }
        : null,
    },
  };
}

/** A timestamp of the wire (a string, or a Date before serialising) as ISO 8601; null when absent. */
function isoOf(value: string | Date | null | undefined): string | null {
  return value ? new Date(value).toISOString() : null;
}
