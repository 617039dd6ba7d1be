// Billing's resolvers and cache config, loaded with its first operation (index.ts).
import type { GatewayDomain } from '../domain';
import { billingCache } from './cache';
import { billingResolvers } from './resolvers';

export const billingDomain: GatewayDomain = { name: 'billing', resolvers: [billingResolvers], cache: billingCache };
