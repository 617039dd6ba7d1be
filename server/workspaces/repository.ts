// Workspaces' queries: the user's workspaces, one workspace's people and invitations, and the
// writes its owner makes. The rules (who may do what, caps, expiry) are in service.ts.
import { sql } from 'kysely';
import type { DB } from '../db/connect';
import { withTransaction } from '../db/transaction';
import { apiKeyRepository } from '../api-keys/repository';
import { ordersRepository } from '../billing/orders-repository';
import { billingRepository, freePlanId } from '../billing/repository';
import { newId } from '../lib/ids';

export const workspacesRepository = (db: DB) => withTransaction(db, workspaceQueries);

function workspaceQueries(db: DB) {
  return {
    /** The user's workspaces with their role in each, oldest membership first. */
    listForUser: (userId: string) =>
      db
        .selectFrom('workspace_members as m')
        .innerJoin('workspaces as w', 'w.id', 'm.workspace_id')
        .select(['w.id', 'w.name', 'w.owner_id', 'm.role'])
        .where('m.user_id', '=', userId)
        .orderBy('m.created_at')
        .orderBy('w.id')
        .execute(),

    role: async (workspaceId: string, userId: string) =>
      (await db.selectFrom('workspace_members').select('role').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).executeTakeFirst())?.role ?? null,

    workspace: (id: string) => db.selectFrom('workspaces').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Held until the transaction ends, so two invitations or removals at once count each other. */
    lock: (id: string) => db.selectFrom('workspaces').select('id').where('id', '=', id).forNoKeyUpdate().execute(),

    people: (workspaceId: string) =>
      db
        .selectFrom('workspace_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select(['u.id', 'u.email', 'u.first_name', 'u.last_name', 'm.role', 'm.created_at'])
        .where('m.workspace_id', '=', workspaceId)
        .orderBy('m.created_at')
        .orderBy('u.id')
        .execute(),

    invitations: (workspaceId: string) => db.selectFrom('invitations').selectAll().where('workspace_id', '=', workspaceId).orderBy('created_at').orderBy('id').execute(),

    invitation: (id: string) => db.selectFrom('invitations').selectAll().where('id', '=', id).executeTakeFirst(),

    user: (id: string) => db.selectFrom('users').select(['id', 'email', 'first_name', 'last_name', 'is_admin', 'is_guest', 'current_workspace_id']).where('id', '=', id).executeTakeFirst(),

    /** Members plus pending invitations: what a plan's member_cap counts (billing's pre-check counts the same). */
    async headcount(workspaceId: string): Promise<number> {
      const { users, invitations } = await ordersRepository(db).headcount(workspaceId);
      return users + invitations;
    },

    async create(ownerId: string, name: string): Promise<string> {
      const id = newId();
      await db.insertInto('workspaces').values({ id, name, owner_id: ownerId, openai_api_key: null, anthropic_api_key: null, address: null }).execute();
      await db.insertInto('workspace_members').values({ workspace_id: id, user_id: ownerId, role: 'owner' }).execute();
      return id;
    },

    /** A new workspace starts on the free plan, unless its owner already has one there (SPEC §6). */
    async startOnFreePlan(workspaceId: string) {
      const billing = billingRepository(db);
      if (await billing.isEligibleForFreePlan(workspaceId)) await billing.subscribe(workspaceId, freePlanId);
    },

    update: (id: string, changes: { name?: string; openai_api_key?: string | null; anthropic_api_key?: string | null; owner_id?: string }) =>
      db.updateTable('workspaces').set({ ...changes, updated_at: new Date() }).where('id', '=', id).execute(),

    setRole: (workspaceId: string, userId: string, role: 'owner' | 'member') =>
      db.updateTable('workspace_members').set({ role }).where('workspace_id', '=', workspaceId).where('user_id', '=', userId).execute(),

    addMember: (workspaceId: string, userId: string) =>
      db.insertInto('workspace_members').values({ workspace_id: workspaceId, user_id: userId, role: 'member' }).onConflict((c) => c.doNothing()).execute(),

    /** Their REST API keys for the workspace go with the membership: a re-join later must not bring them back. */
    async removeMember(workspaceId: string, userId: string) {
      await apiKeyRepository(db).removeAll(userId, workspaceId);
      await db.deleteFrom('workspace_members').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).execute();
    },

    memberIds: async (workspaceId: string) => (await db.selectFrom('workspace_members').select('user_id').where('workspace_id', '=', workspaceId).execute()).map((row) => row.user_id),

    /** The stored files of its attachments: their bytes on disk go once the rows have. */
    attachmentIds: async (workspaceId: string) => (await db.selectFrom('attachments').select('id').where('workspace_id', '=', workspaceId).execute()).map((row) => row.id),

    /** Its conversations, documents, files' rows, orders and ledger go with it (the schema cascades). */
    delete: (id: string) => db.deleteFrom('workspaces').where('id', '=', id).execute(),

    setCurrent: (userId: string, workspaceId: string | null) => db.updateTable('users').set({ current_workspace_id: workspaceId }).where('id', '=', userId).execute(),

    addInvitation: (workspaceId: string, email: string, invitedBy: string) =>
      db.insertInto('invitations').values({ id: newId(), workspace_id: workspaceId, email, invited_by: invitedBy }).returningAll().executeTakeFirstOrThrow(),

    /** Deleted as it is read: an invitation works once. */
    takeInvitation: (id: string) => db.deleteFrom('invitations').where('id', '=', id).returningAll().executeTakeFirst(),

    deleteInvitation: (workspaceId: string, id: string) => db.deleteFrom('invitations').where('workspace_id', '=', workspaceId).where('id', '=', id).returning('id').executeTakeFirst(),

    isMemberByEmail: async (workspaceId: string, email: string) =>
      (await db
        .selectFrom('workspace_members as m')
        .innerJoin('users as u', 'u.id', 'm.user_id')
        .select('u.id')
        .where('m.workspace_id', '=', workspaceId)
        .where(sql<string>`lower(u.email)`, '=', email)
        .executeTakeFirst()) !== undefined,

    /** A paid plan that still renews: deleting the workspace would keep charging for it. */
    renewingPaidPlan: async (workspaceId: string) =>
      (await db
        .selectFrom('subscriptions as s')
        .innerJoin('plans as p', 'p.id', 's.plan_id')
        .select('s.id')
        .where('s.workspace_id', '=', workspaceId)
        .where('s.renews_at', 'is not', null)
        .where('s.canceled_at', 'is', null)
        .where('p.price', '>', 0)
        .executeTakeFirst()) !== undefined,

  };
}

export type WorkspacesRepository = ReturnType<typeof workspacesRepository>;
