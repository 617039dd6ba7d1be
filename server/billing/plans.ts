// Plans: what a workspace's plan allows, and the Plan object of the API. Like credits.ts, each
// rule takes the billing repository of the caller (another domain).
import type { Plan, PlanConfig } from '../db/types';
import { num } from '../db/json';
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

/** The Plan object of docs/rest-api.md. */
export function planView(plan: Plan) {
  return {
    id: plan.id,
    title: plan.title,
    description: plan.description,
    billing_cycle: plan.billing_cycle,
    price: num(plan.price),
    sale_price: plan.sale_price === null ? null : num(plan.sale_price),
    credits: num(plan.credits),
    feature_list: plan.feature_list,
    member_cap: plan.member_cap,
    config: plan.config,
  };
}
