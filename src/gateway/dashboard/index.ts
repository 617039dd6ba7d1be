// The dashboard's part of the gateway: the recent documents and the usage chart (domains.ts lists
// it). Lazy: its code loads with its first operation (compose.ts), so only the dashboard carries it.
import type { LazyGatewayDomain } from '../domain';

export const dashboardGateway: LazyGatewayDomain = {
  name: 'dashboard',
  load: async () => (await import('./domain')).dashboardDomain,
};
