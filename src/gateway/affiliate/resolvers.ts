// The affiliate program's resolvers (docs/rest-api.md, "Affiliate program"): GraphQL → REST,
// answers typed with the contract's schemas. Refusals keep the server's words (rest.ts).
import type { Affiliate as RestAffiliate, Payout as RestPayout, PayoutList } from '../../../contract/affiliate';
import type { Wire } from '../../../contract/common';
import type { Affiliate, AffiliatePayout, Resolvers } from '../generated/resolvers';

const toAffiliate = (a: Wire<typeof RestAffiliate>): Affiliate => ({
  code: a.code,
  link: a.link,
  referrals: a.referrals,
  commissionPercent: a.commission_percent,
  minimumPayout: a.minimum_payout,
  currency: a.currency,
  earned: a.earned,
  paid: a.paid,
  pending: a.pending,
  balance: a.balance,
  payoutMethod: a.payout_method
    ? { type: a.payout_method.type, email: a.payout_method.email ?? null, accountHolder: a.payout_method.account_holder ?? null, iban: a.payout_method.iban ?? null }
    : null,
});

const toPayout = (p: Wire<typeof RestPayout>): AffiliatePayout => ({ id: p.id, amount: p.amount, status: p.status, method: p.method, createdAt: p.created_at });

export const affiliateResolvers: Resolvers = {
  Query: {
    affiliate: async (_, __, { rest }) => toAffiliate(await rest.get<Wire<typeof RestAffiliate>>('/account/affiliate')),
    affiliatePayouts: async (_, { limit, startingAfter }, { rest }) => {
      const query = new URLSearchParams({ sort: 'created_at:desc' });
      if (limit) query.set('limit', String(limit));
      if (startingAfter) query.set('starting_after', startingAfter);
      return (await rest.get<Wire<typeof PayoutList>>(`/account/affiliate/payouts?${query}`)).data.map(toPayout);
    },
  },
  Mutation: {
    savePayoutMethod: async (_, { method }, { rest }) =>
      toAffiliate(
        await rest.put<Wire<typeof RestAffiliate>>('/account/affiliate', {
          payout_method: { type: method.type, email: method.email ?? undefined, account_holder: method.accountHolder ?? undefined, iban: method.iban ?? undefined },
        }),
      ),
    requestPayout: async (_, { amount }, { rest }) => toPayout(await rest.post<Wire<typeof RestPayout>>('/account/affiliate/payouts', amount ? { amount } : {})),
  },
};
