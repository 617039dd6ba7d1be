// The admin page's resolvers and cache config, loaded with its first operation (index.ts). The
// lists are read network-only by the page; a settled payout leaves the pending list. PayoutMethod's
// key is the account domain's (account/cache.ts): the affiliate page reads it too.
import type { Cache } from '@urql/exchange-graphcache';
import type { GatewayDomain } from '../domain';
import { adminResolvers } from './resolvers';

export const adminDomain: GatewayDomain = {
  name: 'admin',
  resolvers: [adminResolvers],
  cache: {
    updates: { Mutation: { settlePayout: (_: unknown, __: unknown, cache: Cache) => cache.invalidate('Query', 'adminPayouts') } },
  },
};
