// Workspaces' part of the gateway (domains.ts lists it). Lazy: its code loads with its first
// operation (compose.ts), so only the workspace and invitation pages carry it.
import type { LazyGatewayDomain } from '../domain';

export const workspacesGateway: LazyGatewayDomain = {
  name: 'workspaces',
  load: async () => (await import('./domain')).workspacesDomain,
};
