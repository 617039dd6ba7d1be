import type { PlanFieldsFragment } from '../../gateway/generated/graphql';

// Which plans the plans page shows (SPEC §2, §4 "Plans: initial, then empty or normal"): the
// page reads every plan on sale through the cache (PlansQuery) and shows them by the tab chosen
// (monthly, yearly, lifetime). The free plan (a main plan priced 0) is offered only to a
// workspace that is eligible for it; the Team plan (one with room for more than one member)
// stands apart with its member cap, and the credit packs (one-time plans) are listed below
// whatever the tab. There is no flow here (a tab is the page's own state), so no machine: these
// are the rules, kept beside billing's machines rather than in a view.

export const planTabs = ['monthly', 'yearly', 'lifetime'] as const;
export type PlanTab = (typeof planTabs)[number];
export type Plan = PlanFieldsFragment;

export const isPack = (plan: Plan) => plan.billingCycle === 'one-time';
export const isTeam = (plan: Plan) => !isPack(plan) && (plan.memberCap ?? 0) > 1;
export const isFree = (plan: Plan) => !isPack(plan) && plan.price === 0;

/**
 * What the page shows for a tab: the free plan and the main plans of that cycle, the Team plans
 * apart, and the packs. The free plan shows to a workspace eligible for it, and to one on it already, marked as
 * its plan (every workspace starts on Free, which makes it ineligible to take Free again).
 */
export function plansFor({ plans, eligibleForFree, tab, currentPlanId }: { plans: Plan[]; eligibleForFree: boolean; tab: PlanTab; currentPlanId?: string | null }) {
  const offered = plans.filter((plan) => !isFree(plan) || eligibleForFree || plan.id === currentPlanId);
  return {
    // Free stands in every tab: it is what each period's plans are weighed against.
    main: offered.filter((plan) => !isPack(plan) && !isTeam(plan) && (plan.billingCycle === tab || isFree(plan))),
    team: offered.filter(isTeam),
    packs: offered.filter(isPack),
  };
}
