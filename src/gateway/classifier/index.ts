// The classifier's part of the gateway: classify, the history, one classification, status and
// delete (domains.ts lists it). Lazy: its code loads with its first operation (compose.ts).
import type { LazyGatewayDomain } from '../domain';

export const classifierGateway: LazyGatewayDomain = {
  name: 'classifier',
  load: async () => (await import('./domain')).classifierDomain,
};
