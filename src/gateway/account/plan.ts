// A plan as the app reads it, from the contract's Plan: shared by the account (the workspace's
// subscription, in every page's first load) and billing (plans, quotes, orders), so a plan has
// the same fields wherever graphcache meets it.
import type { Plan as RestPlan } from '../../../contract/account';
import type { Wire } from '../../../contract/common';
import type { Plan } from '../generated/resolvers';

export function toPlan(plan: Wire<typeof RestPlan>): Plan {
  const config = (plan.config ?? {}) as { voiceover?: { clone_cap?: number | null } };
  return {
    id: plan.id,
    title: plan.title,
    description: plan.description,
    billingCycle: plan.billing_cycle,
    price: plan.price,
    salePrice: plan.sale_price,
    credits: plan.credits,
    features: featureTitles(plan.feature_list),
    memberCap: plan.member_cap,
    cloneCap: config.voiceover?.clone_cap ?? null,
  };
}

/** SPEC §3: feature_list is a list of items with a title (a plain string is taken as its title). */
function featureTitles(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const title = typeof item === 'string' ? item : (item as { title?: unknown } | null)?.title;
    return typeof title === 'string' && title ? [title] : [];
  });
}
