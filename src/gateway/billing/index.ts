// Billing's part of the gateway: plans and quotes, the pre-check, checkout and completing an
// order, the orders and their invoice, cancelling the subscription and the billing address
// (domains.ts lists it). Lazy: its code loads with its first operation (compose.ts), so the
// chat's first load carries none of it.
import type { LazyGatewayDomain } from '../domain';

export const billingGateway: LazyGatewayDomain = {
  name: 'billing',
  load: async () => (await import('./domain')).billingDomain,
};
