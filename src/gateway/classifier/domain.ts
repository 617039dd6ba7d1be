// The classifier's resolvers and cache config, loaded with its first operation (index.ts).
import type { GatewayDomain } from '../domain';
import { classifierCache } from './cache';
import { classifierResolvers } from './resolvers';

export const classifierDomain: GatewayDomain = { name: 'classifier', resolvers: [classifierResolvers], cache: classifierCache };
