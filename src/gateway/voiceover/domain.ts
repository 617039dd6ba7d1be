// Voiceover's resolvers and cache config, loaded with its first operation (index.ts).
import type { GatewayDomain } from '../domain';
import { voiceoverCache } from './cache';
import { voiceoverResolvers } from './resolvers';

export const voiceoverDomain: GatewayDomain = { name: 'voiceover', resolvers: [voiceoverResolvers], cache: voiceoverCache };
