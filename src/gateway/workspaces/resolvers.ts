// Workspaces' resolvers (docs/rest-api.md, "Workspaces"): GraphQL → REST, answers typed with the
// contract's schemas. Switching, deleting the workspace acted in, and accepting an invitation
// answer a token for the workspace acted in now, which replaces the stored one.
import type { Wire } from '../../../contract/common';
import type {
  InvitationView,
  VoiceList,
  Workspace as RestWorkspace,
  WorkspaceList,
  WorkspaceToken,
  Count,
} from '../../../contract/workspaces';
import type { User as RestUser } from '../../../contract/account';
import type { Resolvers } from '../generated/resolvers';
import type { Rest } from '../rest';

const workspace = (id: string) => `/workspaces/${encodeURIComponent(id)}`;

export function toWorkspace(answer: Wire<typeof RestWorkspace>) {
  const roles = new Map(answer.members.map((member) => [member.user_id, member.role]));
  return {
    id: answer.id,
    name: answer.name,
    ownerId: answer.owner_id,
    role: answer.role,
    people: answer.users.map((user) => ({ id: user.id, email: user.email, firstName: user.first_name, lastName: user.last_name, role: roles.get(user.id) ?? 'member' })),
    invitations: answer.invitations,
    openaiApiKey: answer.openai_api_key,
    anthropicApiKey: answer.anthropic_api_key,
    isEligibleForFreePlan: answer.is_eligible_for_free_plan,
  };
}

/** The balance is `/account`'s, which knows only the workspace acted in. */
async function creditsOf(rest: Rest, id: string): Promise<number> {
  const { workspace: current } = await rest.get<Wire<typeof RestUser>>('/account');
  if (current.id !== id) throw new Error('Credits are known only for the workspace you are working in.');
  return current.credits;
}

async function withToken(rest: Rest, answer: Promise<Wire<typeof WorkspaceToken>>): Promise<boolean> {
  rest.setToken((await answer).jwt);
  return true;
}

export const workspacesResolvers: Resolvers = {
  Workspace: {
    credits: (workspace, _, { rest }) => workspace.credits ?? creditsOf(rest, workspace.id),
  },
  Query: {
    workspaces: async (_, __, { rest }) =>
      (await rest.get<Wire<typeof WorkspaceList>>('/workspaces')).data,
    workspaceDetails: async (_, { id }, { rest }) => toWorkspace(await rest.get<Wire<typeof RestWorkspace>>(workspace(id))),
    invitation: (_, { token }, { rest }) => rest.get<Wire<typeof InvitationView>>(`/invitations/${encodeURIComponent(token)}`),
    workspaceVoices: async (_, { first }, { rest }) =>
      (await rest.get<Wire<typeof VoiceList>>('/voices', { owner: 'workspace', limit: first ?? undefined })).data,
    workspaceVoicesCount: async (_, __, { rest }) => (await rest.get<Wire<typeof Count>>('/voices/count', { owner: 'workspace' })).count,
  },
  Mutation: {
    switchWorkspace: (_, { id }, { rest }) => withToken(rest, rest.post('/account/workspace', { id })),
    createWorkspace: async (_, { name }, { rest }) => toWorkspace(await rest.post<Wire<typeof RestWorkspace>>('/workspaces', { name: name.trim() })),
    renameWorkspace: async (_, { id, name }, { rest }) => toWorkspace(await rest.patch<Wire<typeof RestWorkspace>>(workspace(id), { name: name.trim() })),
    setWorkspaceKeys: async (_, { id, openaiApiKey, anthropicApiKey }, { rest }) =>
      toWorkspace(await rest.patch<Wire<typeof RestWorkspace>>(workspace(id), { openai_api_key: openaiApiKey ?? undefined, anthropic_api_key: anthropicApiKey ?? undefined })),
    transferWorkspace: async (_, { id, ownerId }, { rest }) => toWorkspace(await rest.patch<Wire<typeof RestWorkspace>>(workspace(id), { owner_id: ownerId })),
    deleteWorkspace: (_, { id }, { rest }) => withToken(rest, rest.del(workspace(id))),
    inviteToWorkspace: async (_, { id, email }, { rest }) => toWorkspace(await rest.post<Wire<typeof RestWorkspace>>(`${workspace(id)}/invitations`, { email: email.trim() })),
    removeInvitation: async (_, { id, invitationId }, { rest }) =>
      toWorkspace(await rest.del<Wire<typeof RestWorkspace>>(`${workspace(id)}/invitations/${encodeURIComponent(invitationId)}`)),
    removeWorkspaceMember: async (_, { id, userId }, { rest }) => {
      // SPEC §4: no body means the caller left.
      const answer = await rest.del<Wire<typeof RestWorkspace> | undefined>(`${workspace(id)}/users/${encodeURIComponent(userId)}`);
      return answer ? toWorkspace(answer) : null;
    },
    acceptInvitation: (_, { token }, { rest }) => withToken(rest, rest.post(`/invitations/${encodeURIComponent(token)}/accept`)),
  },
};
