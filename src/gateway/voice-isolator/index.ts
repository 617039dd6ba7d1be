// The Voice isolator tool's part of the gateway (domains.ts lists it). Lazy: its code loads with its
// first operation on a root field of schema/voice-isolator.graphql (compose.ts).
import type { LazyGatewayDomain } from '../domain';

export const voiceIsolatorGateway: LazyGatewayDomain = { name: 'voice-isolator', load: async () => (await import('./domain')).voiceIsolatorDomain };
