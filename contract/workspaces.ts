// Workspaces' part of the REST contract (docs/rest-api.md, "Workspaces"): the user's workspaces,
// one workspace with its people, invitations, plan and own provider keys (last characters
// only), the changes its owner makes, invitations by link, and the workspace's cloned voices.
import { Type, type Static } from 'typebox';
import { Plan } from './account';
import { Id, ListOf, nullableString, stringEnum, Timestamp } from './common';
import { emailMaxLength } from './account-limits';
import { providerKeyMaxLength, workspaceNameMaxLength } from './workspaces-limits';

export * from './workspaces-limits';

export const WorkspaceRole = stringEnum(['owner', 'member'] as const);

/** One of the user's workspaces, for the switcher. */
export const WorkspaceSummary = Type.Object({
  id: Type.String(),
  name: Type.String(),
  owner_id: Type.String(),
  role: WorkspaceRole,
  /** The workspace the caller's token names. */
  is_current: Type.Boolean(),
});
export const WorkspaceList = ListOf(WorkspaceSummary);

export const WorkspaceUser = Type.Object({
  id: Type.String(),
  email: nullableString(),
  first_name: Type.String(),
  last_name: Type.String(),
});

export const WorkspaceMember = Type.Object({ user_id: Type.String(), role: WorkspaceRole, joined_at: Timestamp });

export const Invitation = Type.Object({ id: Type.String(), email: Type.String(), created_at: Timestamp, expires_at: Timestamp });

/** SPEC §3's Workspace. The keys are their last 4 characters, or null when none is saved. */
export const Workspace = Type.Object({
  id: Type.String(),
  name: Type.String(),
  owner_id: Type.String(),
  /** The caller's role in it. */
  role: WorkspaceRole,
  /** Credits left in its ledger (any member sees them, as `/account` shows the one acted in). */
  credits: Type.Number(),
  users: Type.Array(WorkspaceUser),
  members: Type.Array(WorkspaceMember),
  invitations: Type.Array(Invitation),
  subscription: Type.Union([Type.Object({ id: Type.String(), plan: Type.Union([Plan, Type.Null()]), main_plan: Type.Union([Plan, Type.Null()]) }), Type.Null()]),
  is_eligible_for_free_plan: Type.Boolean(),
  openai_api_key: nullableString(),
  anthropic_api_key: nullableString(),
});

const WorkspaceName = Type.String({ title: 'The workspace name', minLength: 1, maxLength: workspaceNameMaxLength });
export const CreateWorkspaceBody = Type.Object({ name: WorkspaceName });

/** One change at a time: a name, the keys (an empty string removes one), or a new owner. */
export const UpdateWorkspaceBody = Type.Object({
  name: Type.Optional(WorkspaceName),
  openai_api_key: Type.Optional(nullableString({ title: 'The OpenAI API key', maxLength: providerKeyMaxLength })),
  anthropic_api_key: Type.Optional(nullableString({ title: 'The Anthropic API key', maxLength: providerKeyMaxLength })),
  owner_id: Type.Optional(Type.String({ title: 'The new owner', minLength: 1, maxLength: 64 })),
});

/** `POST /account/workspace`: act in another of the user's workspaces. */
export const SwitchWorkspaceBody = Type.Object({ id: Type.String({ title: 'The workspace', minLength: 1, maxLength: 64 }) });
/** A token for the workspace now acted in (switching, or deleting the current one). */
export const WorkspaceToken = Type.Object({ jwt: Type.String(), workspace_id: Type.String() });

export const InvitationBody = Type.Object({ email: Type.String({ title: 'Email', minLength: 3, maxLength: emailMaxLength }) });
export const InvitationParams = Type.Object({ id: Id, invitationId: Id });
export const MemberParams = Type.Object({ id: Id, userId: Id });
export const TokenParams = Type.Object({ token: Type.String({ minLength: 10, maxLength: 200 }) });

/** `GET /invitations/{token}`: what the invited user is about to join. */
export const InvitationView = Type.Object({
  workspace_id: Type.String(),
  workspace_name: Type.String(),
  email: Type.String(),
  invited_by: nullableString(),
  expires_at: Timestamp,
});

export const Count = Type.Object({ count: Type.Integer() });

export type Workspace = Static<typeof Workspace>;
export type WorkspaceSummary = Static<typeof WorkspaceSummary>;
export type UpdateWorkspaceBody = Static<typeof UpdateWorkspaceBody>;
export type InvitationView = Static<typeof InvitationView>;
