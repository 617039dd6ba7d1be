// A plan as the app reads it: the contract's Plan as it comes (wire-map.ts), read by the default
// resolver, and the two fields whose shape changes. Shared by the account (the workspace's
// subscription, in every page's first load) and billing (plans, quotes, orders), so they live in
// the account's resolvers, which are there from the start.
import type { Resolvers } from '../generated/resolvers';

export const planResolvers: Resolvers = {
  Plan: {
    // SPEC §3: feature_list is a list of items with a title; the app shows the titles.
    features: (plan) => featureTitles(plan.feature_list),
    // The voice cap sits in the plan's free-form config.
    cloneCap: (plan) => (plan.config as { voiceover?: { clone_cap?: number | null } } | null)?.voiceover?.clone_cap ?? null,
  },
};

/** A plain string is taken as its title. */
function featureTitles(list: unknown): string[] {
  if (!Array.isArray(list)) return [];
  return list.flatMap((item: unknown) => {
    const title = typeof item === 'string' ? item : (item as { title?: unknown } | null)?.title;
    return typeof title === 'string' && title ? [title] : [];
  });
}
