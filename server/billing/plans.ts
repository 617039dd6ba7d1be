// Plans: what a workspace's plan allows (the Plan object of the API is the plans row as it is,
// cut to its fields by the routes' response schemas). Like credits.ts, each
// rule takes the billing repository of the caller (another domain).
import type { PlanConfig } from '../db/types';
import { HttpError } from '../lib/errors';
import type { BillingRepository } from './repository';

/** The workspace's current subscription and its plan (null if it has none). */
export async function activeSubscription(billing: BillingRepository, workspaceId: string): ReturnType<BillingRepository['activeSubscription']> {
  return billing.activeSubscription(workspaceId);
}

/** SPEC §6: a plan's config.assistants, when set, lists the only assistants it may use. */
export async function assertAssistantAllowed(billing: BillingRepository, workspaceId: string, assistantId: string) {
  assertPlanAllowsAssistant((await activeSubscription(billing, workspaceId))?.plan.config ?? null, assistantId);
}

/** The same rule on the active plan's config already read (null: no subscription); a chat send reads it with its other checks. */
export function assertPlanAllowsAssistant(config: PlanConfig | null, assistantId: string) {
  const allowed = config?.assistants;
  if (Array.isArray(allowed) && !allowed.includes(assistantId)) {
    throw new HttpError(403, 'Your plan does not include this assistant. Upgrade your plan to use it.');
  }
}
