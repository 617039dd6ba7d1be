// Workspaces' resolvers and cache config, loaded with its first operation (index.ts).
import type { GatewayDomain } from '../domain';
import { workspacesCache } from './cache';
import { workspacesResolvers } from './resolvers';

export const workspacesDomain: GatewayDomain = { name: 'workspaces', resolvers: [workspacesResolvers], cache: workspacesCache };
