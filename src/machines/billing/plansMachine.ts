import { assign, fromPromise, setup } from 'xstate';
import { PlansQuery } from '../../gateway/billing/operations';
import type { PlanFieldsFragment } from '../../gateway/generated/graphql';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';

// The plans page (SPEC §2, §4 "Plans: initial, then empty or normal"): every plan on sale is
// read once, then shown by the tab chosen (monthly, yearly, lifetime). The free plan (a main
// plan priced 0) is offered only to a workspace that is eligible for it; the Team plan (one
// with room for more than one member) stands apart with its member cap, and the credit packs
// (one-time plans) are listed below whatever the tab. No plan at all is the empty state.

export const planTabs = ['monthly', 'yearly', 'lifetime'] as const;
export type PlanTab = (typeof planTabs)[number];
export type Plan = PlanFieldsFragment;

interface Context extends WithGateway {
  plans: Plan[];
  eligibleForFree: boolean;
  tab: PlanTab;
  error: string | null;
}

type Event = { type: 'TAB'; tab: PlanTab } | { type: 'RETRY' };

export const isPack = (plan: Plan) => plan.billingCycle === 'one-time';
export const isTeam = (plan: Plan) => !isPack(plan) && (plan.memberCap ?? 0) > 1;
export const isFree = (plan: Plan) => !isPack(plan) && plan.price === 0;

/**
 * What the page shows for a tab: the free plan and the main plans of that cycle, the Team plans
 * apart, and the packs. The free plan shows to a workspace eligible for it, and to one on it already, marked as
 * its plan (every workspace starts on Free, which makes it ineligible to take Free again).
 */
export function plansFor({ plans, eligibleForFree, tab, currentPlanId }: Pick<Context, 'plans' | 'eligibleForFree' | 'tab'> & { currentPlanId?: string | null }) {
  const offered = plans.filter((plan) => !isFree(plan) || eligibleForFree || plan.id === currentPlanId);
  return {
    // Free stands in every tab: it is what each period's plans are weighed against.
    main: offered.filter((plan) => !isPack(plan) && !isTeam(plan) && (plan.billingCycle === tab || isFree(plan))),
    team: offered.filter(isTeam),
    packs: offered.filter(isPack),
  };
}

export const plansMachine = setup({
  types: {
    input: {} as WithGateway,
    context: {} as Context,
    events: {} as Event,
  },
  actors: {
    loadPlans: fromPromise<{ plans: Plan[]; eligibleForFree: boolean }, WithGateway>(async ({ input }) => {
      const result = await gatewayOf(input, 'plansMachine').query(PlansQuery, {}, { requestPolicy: 'network-only' }).toPromise();
      if (result.error || !result.data) throw result.error ?? new Error('The plans could not be loaded.');
      return { plans: result.data.plans, eligibleForFree: result.data.me?.workspace.isEligibleForFreePlan ?? false };
    }),
  },
  guards: {
    none: ({ event }) => !(event as { output?: { plans: Plan[] } }).output?.plans.length,
  },
}).createMachine({
  id: 'plans',
  context: ({ input }) => ({ client: input.client ?? null, plans: [], eligibleForFree: false, tab: 'monthly', error: null }),
  initial: 'initial',
  on: {
    TAB: { actions: assign({ tab: ({ event }) => event.tab }) },
  },
  states: {
    initial: {
      tags: 'loading',
      invoke: {
        id: 'loadPlans',
        src: 'loadPlans',
        input: ({ context }) => ({ client: context.client }),
        onDone: [
          { guard: 'none', target: 'empty' },
          { target: 'normal', actions: assign(({ event }) => ({ plans: event.output.plans, eligibleForFree: event.output.eligibleForFree, error: null })) },
        ],
        onError: { target: 'failed', actions: assign({ error: ({ event }) => errorText(event.error) }) },
      },
    },
    empty: { tags: 'empty' },
    normal: { tags: 'normal' },
    failed: {
      tags: 'failed',
      on: { RETRY: 'initial' },
    },
  },
});
