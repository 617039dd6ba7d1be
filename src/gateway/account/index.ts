// The account's part of the gateway, loaded on every page: me and logout (domains.ts lists it;
// signing up and logging in are the lazy signin domain's).
import type { GatewayDomain } from '../domain';
import { accountCache } from './cache';
import { accountResolvers } from './resolvers';

export const accountGateway: GatewayDomain = { name: 'account', resolvers: [accountResolvers], cache: accountCache };
