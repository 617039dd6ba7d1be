// The affiliate program's resolvers (docs/rest-api.md, "Affiliate program"): GraphQL → REST,
// answers typed with the contract's schemas and returned as they come (wire-map.ts). Refusals
// keep the server's words (rest.ts).
import type { Affiliate, Payout, PayoutList } from '../../../contract/affiliate';
import type { Wire } from '../../../contract/common';
import type { Resolvers } from '../generated/resolvers';
import { snakeKeys } from '../rest';

export const affiliateResolvers: Resolvers = {
  Query: {
    affiliate: (_, __, { rest }) => rest.get<Wire<typeof Affiliate>>('/account/affiliate'),
    affiliatePayouts: async (_, { limit, startingAfter }, { rest }) => {
      const query = new URLSearchParams({ sort: 'created_at:desc' });
      if (limit) query.set('limit', String(limit));
      if (startingAfter) query.set('starting_after', startingAfter);
      return (await rest.get<Wire<typeof PayoutList>>(`/account/affiliate/payouts?${query}`)).data;
    },
  },
  Mutation: {
    savePayoutMethod: (_, { method }, { rest }) =>
      rest.put<Wire<typeof Affiliate>>('/account/affiliate', {
        payout_method: snakeKeys(method),
      }),
    requestPayout: (_, { amount }, { rest }) => rest.post<Wire<typeof Payout>>('/account/affiliate/payouts', amount ? { amount } : {}),
  },
};
