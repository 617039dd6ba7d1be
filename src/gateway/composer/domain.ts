// The Composer tool's resolvers and cache config, loaded with its first operation (index.ts).
import type { GatewayDomain } from '../domain';
import { composerCache } from './cache';
import { composerResolvers } from './resolvers';

export const composerDomain: GatewayDomain = { name: 'composer', resolvers: [composerResolvers], cache: composerCache };
