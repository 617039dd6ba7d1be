// Workspaces' rules (README "Workspaces", role table): who may read and change a workspace.
// Anyone who is not a member gets 404, as if it did not exist; a member asking for an owner's
// action gets 403. The workspace the caller acts in is the one in the URL, not the token's:
// the workspace page manages every workspace of the user.
import type { BillingService } from '../billing/service';
import type { Config } from '../config';
import type { AuthContext } from '../lib/auth-context';
import type { FileStore } from '../lib/file-store';
import { HttpError } from '../lib/errors';
import { sealSecret, openSecret } from '../lib/secrets';
import type { Static } from 'typebox';
import { invitationTtlMs, keyTailLength, type UpdateWorkspaceBody, type Workspace } from '../../contract/workspaces';
import { checkProviderKey } from './key-check';
import type { WorkspacesRepository } from './repository';

export const workspaceNotFound = () => new HttpError(404, 'This workspace does not exist.');
const ownerOnly = () => new HttpError(403, 'Only the workspace owner can do this.');

interface WorkspaceDeps {
  workspaces: WorkspacesRepository;
  billing: BillingService;
  config: Config;
  /** Where attachments' bytes live when not in their rows: freed when their workspace is deleted. */
  files: FileStore;
}

export function createWorkspaceService({ workspaces, billing, config, files }: WorkspaceDeps) {
  /** The caller's role, or 404 when they are not a member. */
  async function roleIn(repo: WorkspacesRepository, auth: AuthContext, workspaceId: string) {
    const role = await repo.role(workspaceId, auth.userId);
    if (!role) throw workspaceNotFound();
    return role;
  }

  async function assertOwner(repo: WorkspacesRepository, auth: AuthContext, workspaceId: string) {
    if ((await roleIn(repo, auth, workspaceId)) !== 'owner') throw ownerOnly();
  }

  function tail(stored: string | null): string | null {
    const plain = openSecret(config.secretsKey, stored);
    return plain ? plain.slice(-keyTailLength) : null;
  }

  /** Kept: SPEC fixes users + members as two lists of one query, expiries are computed, keys leave as their tails. */
  async function view(auth: AuthContext, workspaceId: string): Promise<Static<typeof Workspace>> {
    const role = await roleIn(workspaces, auth, workspaceId);
    const [workspace, people, invitations, subscription, eligible, credits] = await Promise.all([
      workspaces.workspace(workspaceId),
      workspaces.people(workspaceId),
      workspaces.invitations(workspaceId),
      billing.subscription(workspaceId),
      billing.isEligibleForFreePlan(workspaceId),
      billing.balance(workspaceId),
    ]);
    if (!workspace) throw workspaceNotFound();
    const plan = subscription?.plan ?? null;
    // The row as it is, its sealed keys replaced by their tails below.
    return {
      ...workspace,
      role,
      credits,
      users: people,
      members: people.map((person) => ({ user_id: person.id, role: person.role, joined_at: person.created_at })),
      invitations: invitations.map((invitation) => ({ ...invitation, expires_at: new Date(new Date(invitation.created_at).getTime() + invitationTtlMs) })),
      subscription: subscription ? { id: subscription.id, plan, main_plan: plan } : null,
      is_eligible_for_free_plan: eligible,
      openai_api_key: tail(workspace.openai_api_key),
      anthropic_api_key: tail(workspace.anthropic_api_key),
    };
  }

  async function list(auth: AuthContext) {
    const rows = await workspaces.listForUser(auth.userId);
    return { object: 'list' as const, data: rows.map((row) => ({ ...row, is_current: row.id === auth.workspaceId })) };
  }

  /** A new workspace owned by the caller, on the free plan when its owner has no other there. */
  async function create(auth: AuthContext, name: string) {
    const id = await workspaces.transaction(async (repo) => {
      const created = await repo.create(auth.userId, cleanWorkspaceName(name));
      await repo.startOnFreePlan(created);
      return created;
    });
    return view(auth, id);
  }

  /** One change at a time: the name, the keys, or the owner (then the caller becomes a member). */
  async function update(auth: AuthContext, workspaceId: string, body: UpdateWorkspaceBody) {
    await assertOwner(workspaces, auth, workspaceId);
    if (body.owner_id !== undefined) {
      const newOwner = body.owner_id;
      if (newOwner === auth.userId) throw new HttpError(400, 'You already own this workspace.');
      await workspaces.transaction(async (repo) => {
        await repo.lock(workspaceId);
        if ((await repo.role(workspaceId, newOwner)) !== 'member') throw new HttpError(400, 'The new owner must be a member of the workspace.');
        await repo.update(workspaceId, { owner_id: newOwner });
        await repo.setRole(workspaceId, newOwner, 'owner');
        await repo.setRole(workspaceId, auth.userId, 'member');
      });
      return view(auth, workspaceId);
    }
    const changes: { name?: string; openai_api_key?: string | null; anthropic_api_key?: string | null } = {};
    if (body.name !== undefined) changes.name = cleanWorkspaceName(body.name);
    for (const provider of ['openai', 'anthropic'] as const) {
      const given = body[`${provider}_api_key`];
      if (given === undefined) continue;
      const key = given?.trim() ?? '';
      if (key && /\s/.test(key)) throw new HttpError(400, 'An API key has no spaces in it.');
      if (key) await checkProviderKey(config, provider, key);
      changes[`${provider}_api_key`] = key ? sealSecret(config.secretsKey, key) : null;
    }
    if (Object.keys(changes).length === 0) throw new HttpError(400, 'Nothing to change.');
    await workspaces.update(workspaceId, changes);
    return view(auth, workspaceId);
  }

  /**
   * Deletes the workspace with everything in it, for every member. Refused for the owner's last
   * workspace (they would have none to log in to) and while a paid plan still renews.
   * Answers who lost access, for the token cache, and the caller's workspace now.
   */
  async function remove(auth: AuthContext, workspaceId: string) {
    await assertOwner(workspaces, auth, workspaceId);
    const done = await workspaces.transaction(async (repo) => {
      await repo.lock(workspaceId);
      const mine = await repo.listForUser(auth.userId);
      if (mine.length <= 1) throw new HttpError(400, 'You cannot delete your only workspace.');
      if (await repo.renewingPaidPlan(workspaceId)) throw new HttpError(400, "Cancel the workspace's subscription on the billing page before deleting it.");
      const members = await repo.memberIds(workspaceId);
      // Members for whom this was the only workspace get a new one of their own: nobody is locked out.
      for (const userId of members) if (userId !== auth.userId) await keepSomewhereToLogIn(repo, userId, workspaceId);
      const fileIds = await repo.attachmentIds(workspaceId);
      await repo.delete(workspaceId);
      const current = auth.workspaceId === workspaceId ? mine.find((row) => row.id !== workspaceId)!.id : auth.workspaceId;
      await repo.setCurrent(auth.userId, current);
      return { members, current, fileIds };
    });
    // After the commit: a rollback must not leave rows without their bytes. A crash in between
    // leaves orphans, which the start-up sweep removes.
    await files.remove(done.fileIds);
    return { members: done.members, current: done.current };
  }

  /**
   * The owner removes a member; a member removing themselves leaves (answered with no body,
   * SPEC §4). The owner cannot leave before handing the workspace to someone else.
   */
  async function removeMember(auth: AuthContext, workspaceId: string, userId: string): Promise<'left' | 'removed'> {
    const role = await roleIn(workspaces, auth, workspaceId);
    const leaving = userId === auth.userId;
    if (leaving && role === 'owner') throw new HttpError(400, 'Transfer the workspace to another member before leaving it.');
    if (!leaving && role !== 'owner') throw ownerOnly();
    await workspaces.transaction(async (repo) => {
      await repo.lock(workspaceId);
      if (!(await repo.role(workspaceId, userId))) throw new HttpError(404, 'This member does not exist.');
      await keepSomewhereToLogIn(repo, userId, workspaceId);
      await repo.removeMember(workspaceId, userId);
    });
    return leaving ? 'left' : 'removed';
  }

  /** Before `userId` loses `workspaceId`: their current workspace moves to another, made if need be. */
  async function keepSomewhereToLogIn(repo: WorkspacesRepository, userId: string, workspaceId: string) {
    const others = (await repo.listForUser(userId)).filter((row) => row.id !== workspaceId);
    const user = await repo.user(userId);
    let next = others.find((row) => row.id === user?.current_workspace_id)?.id ?? others[0]?.id;
    if (!next) {
      next = await repo.create(userId, user?.first_name ? `${user.first_name}'s workspace` : 'My workspace');
      await repo.startOnFreePlan(next);
    }
    if (user?.current_workspace_id === workspaceId || !user?.current_workspace_id) await repo.setCurrent(userId, next);
  }

  /** POST /account/workspace: who the caller is in another of their workspaces (404 when not theirs). */
  async function switchTo(auth: AuthContext, workspaceId: string): Promise<AuthContext> {
    await roleIn(workspaces, auth, workspaceId);
    return { ...auth, workspaceId };
  }

  /** Remembered as the workspace the user's next login opens. */
  async function actIn(auth: AuthContext) {
    await workspaces.setCurrent(auth.userId, auth.workspaceId);
  }

  return { workspaces, roleIn, assertOwner, view, list, create, update, remove, removeMember, switchTo, actIn };
}

export function cleanWorkspaceName(name: string): string {
  const clean = name.replace(/\s+/g, ' ').trim();
  if (!clean) throw new HttpError(400, 'The workspace needs a name.');
  if (clean.length > 100) throw new HttpError(400, 'A workspace name has at most 100 characters.');
  return clean;
}

export type WorkspaceService = ReturnType<typeof createWorkspaceService>;
