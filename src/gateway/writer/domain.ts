// The writer's and the coder's resolvers and cache config, loaded with their first operation (index.ts).
import type { GatewayDomain } from '../domain';
import { writerCache } from './cache';
import { writerResolvers } from './resolvers';

export const writerDomain: GatewayDomain = { name: 'writer', resolvers: [writerResolvers], cache: writerCache };
