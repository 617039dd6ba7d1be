// The writer's and the coder's part of the gateway: documents written and re-attached to as
// streams, each kind's documents, rename, status and delete (domains.ts lists it). Lazy: its
// code loads with its first operation (compose.ts).
import type { LazyGatewayDomain } from '../domain';

export const writerGateway: LazyGatewayDomain = {
  name: 'writer',
  load: async () => (await import('./domain')).writerDomain,
};
