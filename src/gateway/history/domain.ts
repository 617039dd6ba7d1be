// The history's resolvers and cache config, loaded with its first operation (index.ts); its
// operations module imports this one, so it comes with the screens that use them.
import type { GatewayDomain } from '../domain';
import { historyCache } from './cache';
import { historyResolvers } from './resolvers';

export const historyDomain: GatewayDomain = { name: 'history', resolvers: [historyResolvers], cache: historyCache };
