import { graphql } from '../generated';
// The domain's code comes with its operations: a screen that runs them has it at once (index.ts).
import './domain';

// Workspaces' operations: the switcher list, one workspace with its people, invitations and
// keys, every change its owner makes, leaving and invitations by link.
// One fragment per entity, so graphcache always holds the same fields of a workspace.

export const WorkspaceDetailsFields = graphql(`
  fragment WorkspaceDetailsFields on Workspace {
    id
    name
    ownerId
    role
    people { id email firstName lastName role }
    invitations { id email expiresAt }
    openaiApiKey
    anthropicApiKey
  }
`);

export const WorkspacesQuery = graphql(`
  query Workspaces {
    workspaces { id name role isCurrent }
  }
`);

export const WorkspaceDetailsQuery = graphql(`
  query WorkspaceDetails($id: ID!) {
    workspaceDetails(id: $id) { ...WorkspaceDetailsFields }
  }
`);


export const InvitationQuery = graphql(`
  query Invitation($token: String!) {
    invitation(token: $token) { workspaceId workspaceName email invitedBy expiresAt }
  }
`);

export const SwitchWorkspaceMutation = graphql(`
  mutation SwitchWorkspace($id: ID!) {
    switchWorkspace(id: $id)
  }
`);

export const CreateWorkspaceMutation = graphql(`
  mutation CreateWorkspace($name: String!) {
    createWorkspace(name: $name) { ...WorkspaceDetailsFields }
  }
`);

export const RenameWorkspaceMutation = graphql(`
  mutation RenameWorkspace($id: ID!, $name: String!) {
    renameWorkspace(id: $id, name: $name) { ...WorkspaceDetailsFields }
  }
`);

export const SetWorkspaceKeysMutation = graphql(`
  mutation SetWorkspaceKeys($id: ID!, $openaiApiKey: String, $anthropicApiKey: String) {
    setWorkspaceKeys(id: $id, openaiApiKey: $openaiApiKey, anthropicApiKey: $anthropicApiKey) { ...WorkspaceDetailsFields }
  }
`);

export const TransferWorkspaceMutation = graphql(`
  mutation TransferWorkspace($id: ID!, $ownerId: ID!) {
    transferWorkspace(id: $id, ownerId: $ownerId) { ...WorkspaceDetailsFields }
  }
`);

export const DeleteWorkspaceMutation = graphql(`
  mutation DeleteWorkspace($id: ID!) {
    deleteWorkspace(id: $id)
  }
`);

export const InviteToWorkspaceMutation = graphql(`
  mutation InviteToWorkspace($id: ID!, $email: String!) {
    inviteToWorkspace(id: $id, email: $email) { ...WorkspaceDetailsFields }
  }
`);

export const RemoveInvitationMutation = graphql(`
  mutation RemoveInvitation($id: ID!, $invitationId: ID!) {
    removeInvitation(id: $id, invitationId: $invitationId) { ...WorkspaceDetailsFields }
  }
`);

export const RemoveWorkspaceMemberMutation = graphql(`
  mutation RemoveWorkspaceMember($id: ID!, $userId: ID!) {
    removeWorkspaceMember(id: $id, userId: $userId) { ...WorkspaceDetailsFields }
  }
`);

export const AcceptInvitationMutation = graphql(`
  mutation AcceptInvitation($token: String!) {
    acceptInvitation(token: $token)
  }
`);

export const WorkspacePageQuery = graphql(`
  query WorkspacePage {
    me { id workspace { id name } }
    workspaces { id name role isCurrent }
    ordersCount
  }
`);
