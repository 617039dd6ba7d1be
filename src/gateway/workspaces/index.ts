// Workspaces' part of the gateway (domains.ts lists it). Lazy: its code loads with its first
// operation (compose.ts), so only the workspace and invitation pages carry it.
import type { LazyGatewayDomain } from '../domain';

export const workspacesGateway: LazyGatewayDomain = {
  name: 'workspaces',
  rootFields: [
    'Query.workspaces',
    'Query.workspaceDetails',
    'Query.invitation',
    'Query.workspaceVoices',
    'Query.workspaceVoicesCount',
    'Mutation.switchWorkspace',
    'Mutation.createWorkspace',
    'Mutation.renameWorkspace',
    'Mutation.setWorkspaceKeys',
    'Mutation.transferWorkspace',
    'Mutation.deleteWorkspace',
    'Mutation.inviteToWorkspace',
    'Mutation.removeInvitation',
    'Mutation.removeWorkspaceMember',
    'Mutation.acceptInvitation',
  ],
  load: async () => (await import('./domain')).workspacesDomain,
};
