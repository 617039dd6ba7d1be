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
    /**
     * A workspace row as the account reads it (contract/account.ts, AccountWorkspace): with its
     * credits, whether the free plan is offered, and the subscription in force with its plan (also
     * as `main_plan`). The account's answer and a cancelled subscription's both carry it.
     */
    async accountWorkspace<Row extends { id: string; address?: unknown }>(workspace: Row) {
      const subscription = await activeSubscription(billing, workspace.id);
      return {
        ...workspace,
        credits: await balanceOf(billing, workspace.id),
        is_eligible_for_free_plan: await billing.isEligibleForFreePlan(workspace.id),
        address: workspace.address ?? null,
        subscription: subscription ? { ...subscription, main_plan: subscription.plan } : null,
      };
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
