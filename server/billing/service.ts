// Billing's services: a workspace's balance and plan, and the checks made before work starts.
// Billing keeps no state of its own, so a domain whose services need these (the account's
// profile, the catalogue's `granted`) builds one on its own handle and passes it in.
import type { DomainDeps } from '../domain';
import { assertCanSpend, balanceOf } from './credits';
import { activeSubscription, assertAssistantAllowed } from './plans';

export function createBillingService({ db }: Pick<DomainDeps, 'db'>) {
  return {
    balance: (workspaceId: string) => balanceOf(db, workspaceId),
    /** The workspace's current subscription and its plan (null if it has none). */
    subscription: (workspaceId: string) => activeSubscription(db, workspaceId),
    assertCanSpend: (workspaceId: string) => assertCanSpend(db, workspaceId),
    assertAssistantAllowed: (workspaceId: string, assistantId: string) => assertAssistantAllowed(db, workspaceId, assistantId),
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
