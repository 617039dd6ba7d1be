// The writer's and the coder's part of the gateway: documents written and re-attached to as
// streams, each kind's documents, rename, status and delete (domains.ts lists it).
import type { GatewayDomain } from '../domain';
import { writerCache } from './cache';
import { writerResolvers } from './resolvers';

export const writerGateway: GatewayDomain = { name: 'writer', resolvers: [writerResolvers], cache: writerCache };
