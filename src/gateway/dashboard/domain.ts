// The dashboard's resolvers and cache config, loaded with its first operation (index.ts).
import type { GatewayDomain } from '../domain';
import { dashboardCache } from './cache';
import { dashboardResolvers } from './resolvers';

export const dashboardDomain: GatewayDomain = { name: 'dashboard', resolvers: [dashboardResolvers], cache: dashboardCache };
