// The affiliate program's part of the gateway (domains.ts lists it). Lazy: its code loads with its
// first operation (compose.ts), so only the affiliate page carries it.
import type { LazyGatewayDomain } from '../domain';

export const affiliateGateway: LazyGatewayDomain = {
  name: 'affiliate',
  load: async () => (await import('./domain')).affiliateDomain,
};
