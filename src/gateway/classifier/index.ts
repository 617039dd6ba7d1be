// The classifier's part of the gateway: classify, the history, one classification, status and
// delete (domains.ts lists it).
import type { GatewayDomain } from '../domain';
import { classifierCache } from './cache';
import { classifierResolvers } from './resolvers';

export const classifierGateway: GatewayDomain = { name: 'classifier', resolvers: [classifierResolvers], cache: classifierCache };
