// The voice isolator's resolvers and cache config, loaded with its first operation (index.ts).
import type { GatewayDomain } from '../domain';
import { voiceIsolatorCache } from './cache';
import { voiceIsolatorResolvers } from './resolvers';

export const voiceIsolatorDomain: GatewayDomain = { name: 'voice-isolator', resolvers: [voiceIsolatorResolvers], cache: voiceIsolatorCache };
