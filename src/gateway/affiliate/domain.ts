// The affiliate program's resolvers and cache config, loaded with its first operation (index.ts).
// The summary is one per user (keyed by its code); a withdrawal changes the balance and the list.
import type { Cache } from '@urql/exchange-graphcache';
import type { GatewayDomain } from '../domain';
import { affiliateResolvers } from './resolvers';

const forget = (...fields: string[]) => (_: unknown, __: unknown, cache: Cache) => fields.forEach((field) => cache.invalidate('Query', field));

export const affiliateDomain: GatewayDomain = {
  name: 'affiliate',
  resolvers: [affiliateResolvers],
  cache: {
    keys: { Affiliate: (data) => (data as { code?: string }).code ?? null },
    updates: { Mutation: { requestPayout: forget('affiliate', 'affiliatePayouts') } },
  },
};
