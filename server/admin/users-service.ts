// The admin area's rules about users and workspaces: find and open a workspace; find and open one, suspend and restore (the caller forgets
// the user's remembered tokens once this commits, so the next request is refused at once), make
// or remove an admin (never the last one who is not suspended), and give or take a workspace's
// credits with a reason, never below zero. Each change is written with its audit entry on one
// transaction, the user's row locked so two admins' changes come one after the other.
import { creditsBelowZero, lastAdmin, notYourself } from '../../contract/admin';
import type { AuthContext } from '../lib/auth-context';
import { badRequest, HttpError, notFound } from '../lib/errors';
import type { AdminQueries } from './repository';

export const noSuchUser = 'No such user.';
export const noSuchWorkspace = 'No such workspace.';

interface UserQuery {
  limit?: number;
  starting_after?: string;
  q?: string;
}

export function createAdminUsers(admins: AdminQueries) {
  async function view(id: string) {
    const user = await admins.user(id);
    if (!user) throw notFound(noSuchUser);
    const [workspaces, orders, usageTotal] = await Promise.all([admins.workspacesOf(id), admins.ordersOf(id), admins.usageTotal(id)]);
    return { ...user, workspaces: workspaces.map((each) => ({ ...each, balance: Number(each.balance ?? 0) })), orders, usage_total: usageTotal };
  }

  /** One change a request asks for: a suspension or the admin flag. */
  async function change(auth: AuthContext, id: string, body: { suspended?: boolean; is_admin?: boolean }) {
    if ((body.suspended === undefined) === (body.is_admin === undefined)) throw badRequest('Change one thing at a time: suspended or is_admin.');
    if (body.suspended === true && id === auth.userId) throw new HttpError(409, notYourself);
    await admins.transaction(async (tx) => {
      // The admins' rows first, always in one order, then the user's: two admins taking each
      // other out at once wait for one another instead of deadlocking, and the second is refused.
      const active = await tx.activeAdmins();
      const before = await tx.lockUser(id);
      if (!before) throw notFound(noSuchUser);
      const wasSuspended = before.suspended_at !== null;
      // Taking an active admin out (suspending one, or removing the flag) must leave another.
      const takesAdminOut = before.is_admin && !wasSuspended && (body.suspended === true || body.is_admin === false);
      if (takesAdminOut && active.filter((admin) => admin !== id).length === 0) throw new HttpError(409, lastAdmin);
      if (body.suspended !== undefined && body.suspended !== wasSuspended) {
        await tx.setSuspended(id, body.suspended);
        await tx.record({
          actorId: auth.userId, action: body.suspended ? 'user.suspend' : 'user.restore', targetKind: 'user', targetId: id,
          before: { suspended: wasSuspended }, after: { suspended: body.suspended },
        });
      }
      if (body.is_admin !== undefined && body.is_admin !== before.is_admin) {
        await tx.setAdmin(id, body.is_admin);
        await tx.record({
          actorId: auth.userId, action: body.is_admin ? 'user.make_admin' : 'user.remove_admin', targetKind: 'user', targetId: id,
          before: { is_admin: before.is_admin }, after: { is_admin: body.is_admin },
        });
      }
    });
    return (await admins.user(id))!;
  }

  /** Positive gives credits, negative takes them away; taking more than the balance is refused and changes nothing. */
  async function adjustCredits(auth: AuthContext, workspaceId: string, body: { amount: number; reason: string }) {
    const reason = body.reason.trim();
    if (!reason) throw badRequest('Please say why the credits change.');
    if (body.amount === 0) throw badRequest('The amount must not be zero.');
    const delta = Math.round(body.amount * 1e6) / 1e6;
    return admins.transaction(async (tx) => {
      if (!(await tx.workspaceExists(workspaceId))) throw notFound(noSuchWorkspace);
      await tx.credits.lock(workspaceId);
      const before = await tx.credits.balance(workspaceId);
      if (before + delta < 0) throw new HttpError(409, creditsBelowZero(Math.max(0, before)));
      await tx.credits.add({ workspaceId, delta, reason });
      const balance = Math.round((before + delta) * 1e6) / 1e6;
      await tx.record({
        actorId: auth.userId, action: 'workspace.credits', targetKind: 'workspace', targetId: workspaceId,
        before: { balance: before }, after: { balance }, reason,
      });
      return { workspace_id: workspaceId, balance, delta, reason };
    });
  }

  async function viewWorkspace(id: string) {
    const workspace = await admins.workspace(id);
    if (!workspace) throw notFound(noSuchWorkspace);
    const [members, orders] = await Promise.all([admins.membersOf(id), admins.ordersOfWorkspace(id)]);
    return { ...workspace, balance: Number(workspace.balance ?? 0), member_count: Number(workspace.member_count ?? 0), members, orders };
  }

  return {
    workspaces: async (query: UserQuery) => {
      const rows = await admins.workspaces({ limit: query.limit ?? 25, after: query.starting_after, search: query.q });
      return { object: 'list' as const, data: rows.map((row) => ({ ...row, balance: Number(row.balance ?? 0), member_count: Number(row.member_count ?? 0) })) };
    },
    workspace: viewWorkspace,
    users: async (query: UserQuery) => ({ object: 'list' as const, data: await admins.users({ limit: query.limit ?? 25, after: query.starting_after, search: query.q }) }),
    user: view,
    changeUser: change,
    adjustCredits,
  };
}
