import type { DB } from '../db/connect';
import type { Plan } from '../db/types';
import { num } from '../db/json';
import { HttpError } from '../lib/errors';

export const freePlanId = 'plan-free';

/** The workspace's current subscription and its plan (null if it has none). */
export async function activeSubscription(db: DB, workspaceId: string): Promise<{ id: string; plan: Plan } | null> {
  const row = await db
    .selectFrom('subscriptions')
    .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
    .selectAll('plans')
    .select('subscriptions.id as subscription_id')
    .where('subscriptions.workspace_id', '=', workspaceId)
    .where('subscriptions.status', '=', 'active')
    .orderBy('subscriptions.created_at', 'desc')
    .executeTakeFirst();
  if (!row) return null;
  const { subscription_id, ...plan } = row;
  return { id: subscription_id, plan };
}

/** SPEC §6: a plan's config.assistants, when set, lists the only assistants it may use. */
export async function assertAssistantAllowed(db: DB, workspaceId: string, assistantId: string) {
  const allowed = (await activeSubscription(db, workspaceId))?.plan.config.assistants;
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
