// The Composer tool's part of the gateway (domains.ts lists it). Lazy: its code loads with its
// first operation on a root field of schema/composer.graphql (operations.ts).
import type { LazyGatewayDomain } from '../domain';

export const composerGateway: LazyGatewayDomain = { name: 'composer', load: async () => (await import('./domain')).composerDomain };
