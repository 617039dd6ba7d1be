// The account's part of the gateway, loaded on every page: me and logout, and the User,
// Workspace and Plan fields every page's first load reads (domains.ts lists it; signing up and
// logging in are the lazy signin domain's).
import type { GatewayDomain } from '../domain';
import { accountCache } from './cache';
import { planResolvers } from './plan';
import { accountResolvers, userResolvers } from './resolvers';

export const accountGateway: GatewayDomain = { name: 'account', resolvers: [accountResolvers, userResolvers, planResolvers], cache: accountCache };
