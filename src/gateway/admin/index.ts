// The admin page's part of the gateway (domains.ts lists it). Lazy: its code loads with its first
// operation (compose.ts), so only the admin page carries it.
import type { LazyGatewayDomain } from '../domain';

export const adminGateway: LazyGatewayDomain = {
  name: 'admin',
  load: async () => (await import('./domain')).adminDomain,
};
