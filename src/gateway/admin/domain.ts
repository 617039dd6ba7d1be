// The admin page's resolvers and cache config, loaded with its first operation (index.ts). The
// lists are read a page at a time through the cache (src/screens/lists/usePages.ts); a settled
// payout's answer carries its new status, which takes it off the pending list the page shows,
// so nothing is asked again. PayoutMethod's key is the account domain's (account/cache.ts): the
// affiliate page reads it too.
import type { GatewayDomain } from '../domain';
import { adminResolvers } from './resolvers';

export const adminDomain: GatewayDomain = {
  name: 'admin',
  resolvers: [adminResolvers],
  // A membership is the user's role in a workspace: no identity of its own.
  cache: { keys: { AdminMembership: () => null } },
};
