// The Transcriber tool's part of the gateway (domains.ts lists it). Lazy: its code loads with its
// first operation on a root field of schema/transcriber.graphql (compose.ts).
import type { LazyGatewayDomain } from '../domain';

export const transcriberGateway: LazyGatewayDomain = { name: 'transcriber', load: async () => (await import('./domain')).transcriberDomain };
