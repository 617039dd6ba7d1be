// The account's part of the gateway: signup, login, logout, me, and the User, Workspace and Plan
// fields every page's first load reads (domains.ts lists it).
import type { GatewayDomain } from '../domain';
import { accountCache } from './cache';
import { planResolvers } from './plan';
import { accountResolvers, userResolvers } from './resolvers';

export const accountGateway: GatewayDomain = { name: 'account', resolvers: [accountResolvers, userResolvers, planResolvers], cache: accountCache };
