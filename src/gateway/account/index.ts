// The account's part of the gateway: signup, login, logout, me (domains.ts lists it).
import type { GatewayDomain } from '../domain';
import { accountCache } from './cache';
import { accountResolvers } from './resolvers';

export const accountGateway: GatewayDomain = { name: 'account', resolvers: [accountResolvers], cache: accountCache };
