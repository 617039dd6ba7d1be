// Workspaces' resolvers (docs/rest-api.md, "Workspaces"): GraphQL → REST, answers typed with the
// contract's schemas. Switching, deleting the workspace acted in, and accepting an invitation
// answer a token for the workspace acted in now, which replaces the stored one.
import type { Wire } from '../../../contract/common';
import type {
  InvitationView,
  Workspace as RestWorkspace,
  WorkspaceList,
  WorkspaceToken,
} from '../../../contract/workspaces';
import type { Resolvers } from '../generated/resolvers';
import type { Rest } from '../rest';

const workspace = (id: string) => `/workspaces/${encodeURIComponent(id)}`;

async function withToken(rest: Rest, answer: Promise<Wire<typeof WorkspaceToken>>): Promise<boolean> {
  rest.setToken((await answer).jwt);
  return true;
}

export const workspacesResolvers: Resolvers = {
  Workspace: {
    // REST answers the users and their roles apart (SPEC §3); the page lists them together.
    people: (workspace) => {
      if (!('users' in workspace)) return null;
      const roles = new Map(workspace.members.map((member) => [member.user_id, member.role]));
      return workspace.users.map((user) => ({ ...user, role: roles.get(user.id) ?? 'member' }));
    },
  },
  Query: {
    workspaces: async (_, __, { rest }) =>
      (await rest.get<Wire<typeof WorkspaceList>>('/workspaces')).data,
    workspaceDetails: (_, { id }, { rest }) => rest.get<Wire<typeof RestWorkspace>>(workspace(id)),
    invitation: (_, { token }, { rest }) => rest.get<Wire<typeof InvitationView>>(`/invitations/${encodeURIComponent(token)}`),
  },
  Mutation: {
    switchWorkspace: (_, { id }, { rest }) => withToken(rest, rest.post('/account/workspace', { id })),
    createWorkspace: (_, { name }, { rest }) => rest.post<Wire<typeof RestWorkspace>>('/workspaces', { name: name.trim() }),
    renameWorkspace: (_, { id, name }, { rest }) => rest.patch<Wire<typeof RestWorkspace>>(workspace(id), { name: name.trim() }),
    setWorkspaceKeys: (_, { id, openaiApiKey, anthropicApiKey }, { rest }) =>
      rest.patch<Wire<typeof RestWorkspace>>(workspace(id), { openai_api_key: openaiApiKey ?? undefined, anthropic_api_key: anthropicApiKey ?? undefined }),
    transferWorkspace: (_, { id, ownerId }, { rest }) => rest.patch<Wire<typeof RestWorkspace>>(workspace(id), { owner_id: ownerId }),
    deleteWorkspace: (_, { id }, { rest }) => withToken(rest, rest.del(workspace(id))),
    inviteToWorkspace: (_, { id, email }, { rest }) => rest.post<Wire<typeof RestWorkspace>>(`${workspace(id)}/invitations`, { email: email.trim() }),
    removeInvitation: (_, { id, invitationId }, { rest }) =>
      rest.del<Wire<typeof RestWorkspace>>(`${workspace(id)}/invitations/${encodeURIComponent(invitationId)}`),
    // SPEC §4: no body means the caller left.
    removeWorkspaceMember: async (_, { id, userId }, { rest }) =>
      (await rest.del<Wire<typeof RestWorkspace> | undefined>(`${workspace(id)}/users/${encodeURIComponent(userId)}`)) ?? null,
    acceptInvitation: (_, { token }, { rest }) => withToken(rest, rest.post(`/invitations/${encodeURIComponent(token)}/accept`)),
  },
};
