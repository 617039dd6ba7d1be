// The affiliate program's resolvers and cache config, loaded with its first operation (index.ts).
// The summary is one per user (keyed by its code), so a saved payout method's answer, the
// summary, updates the page at once. A withdrawal's answer is the payout: it goes at the head of
// the listed payouts here, and the summary is asked again, its balance having changed.
import type { Cache, Data, Variables } from '@urql/exchange-graphcache';
import type { GatewayDomain } from '../domain';
import { affiliateResolvers } from './resolvers';

function addPayout(result: Data, _: Variables, cache: Cache) {
  const payout = cache.keyOfEntity(result.requestPayout as Data | null);
  cache.invalidate('Query', 'affiliate');
  if (!payout) return;
  for (const field of cache.inspectFields('Query')) {
    // Only first pages: a payout requested now is the newest.
    if (field.fieldName !== 'affiliatePayouts' || field.arguments?.startingAfter) continue;
    const listed = cache.resolve('Query', field.fieldKey) as string[] | null;
    if (!listed) continue;
    const limit = typeof field.arguments?.limit === 'number' ? field.arguments.limit : Infinity;
    cache.link('Query', field.fieldName, field.arguments ?? undefined, [payout, ...listed.filter((key) => key !== payout)].slice(0, limit));
  }
}

export const affiliateDomain: GatewayDomain = {
  name: 'affiliate',
  resolvers: [affiliateResolvers],
  cache: {
    keys: { Affiliate: (data) => (data as { code?: string }).code ?? null },
    updates: { Mutation: { requestPayout: addPayout } },
  },
};
