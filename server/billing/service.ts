// Billing's services: a workspace's balance and plan, and the plan's checks made before work starts.
// Billing keeps no state of its own, so a domain whose services need these (the account's
// profile, the catalogue's `granted`) builds one on a billing repository and passes it in.
import { balanceOf } from './credits';
import { activeSubscription, assertAssistantAllowed } from './plans';
import type { BillingRepository } from './repository';

export function createBillingService(billing: BillingRepository) {
  return {
    balance: (workspaceId: string) => balanceOf(billing, workspaceId),
    /** The workspace's current subscription and its plan (null if it has none). */
    subscription: (workspaceId: string) => activeSubscription(billing, workspaceId),
    /** SPEC §6: whether the free plan may be offered to the workspace. */
    isEligibleForFreePlan: (workspaceId: string) => billing.isEligibleForFreePlan(workspaceId),
    assertAssistantAllowed: (workspaceId: string, assistantId: string) => assertAssistantAllowed(billing, workspaceId, assistantId),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
