// The Voiceover tool's part of the gateway (domains.ts lists it). Lazy: its code loads with its
// first operation on a root field of schema/voiceover.graphql (compose.ts).
import type { LazyGatewayDomain } from '../domain';

export const voiceoverGateway: LazyGatewayDomain = { name: 'voiceover', load: async () => (await import('./domain')).voiceoverDomain };
