// The admin area's queries about users: the list and its search, one user opened (workspaces with
// their balance, latest orders, credits spent), and the changes an admin makes to one — each run
// on the admin service's transaction, with its audit entry.
import { sql } from 'kysely';
import type { DB } from '../db/connect';
import { num } from '../db/json';
import { containing } from '../lib/like';

interface UserPage {
  limit: number;
  after?: string;
  /** Matched anywhere in the email or the full name. */
  search?: string;
}

const userColumns = ['id', 'email', 'first_name', 'last_name', 'is_admin', 'is_guest', 'suspended_at', 'last_login_at', 'created_at'] as const;

export function adminUsersRepository(db: DB) {
  const users = () =>
    db
      .selectFrom('users')
      .select(userColumns)
      .select(sql<boolean>`two_factor_enabled_at is not null`.as('two_factor_enabled'));

  return {
    /** Newest first; the cursor is the last user of the previous page. */
    users(page: UserPage) {
      let query = users().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.limit);
      const search = page.search?.trim();
      if (search) {
        const pattern = containing(search);
        query = query.where((eb) => eb.or([eb('email', 'ilike', pattern), eb(sql<string>`first_name || ' ' || last_name`, 'ilike', pattern)]));
      }
      if (page.after) query = query.where(sql<boolean>`(users.created_at, users.id) < (select u.created_at, u.id from users u where u.id = ${page.after})`);
      return query.execute();
    },

    user: (id: string) => users().where('id', '=', id).executeTakeFirst(),

    /** The user's row locked until the transaction ends, so two admins' changes to one user are one after the other. */
    lockUser: (id: string) => users().where('id', '=', id).forUpdate().executeTakeFirst(),

    /**
     * Admins who are not suspended, their rows locked: of two admins removing each other at once,
     * the second sees the first's change and is refused.
     */
    async activeAdmins(): Promise<string[]> {
      const rows = await db.selectFrom('users').select('id').where('is_admin', '=', true).where('suspended_at', 'is', null).orderBy('id').forUpdate().execute();
      return rows.map((row) => row.id);
    },

    setSuspended: (id: string, suspended: boolean) => db.updateTable('users').set({ suspended_at: suspended ? new Date() : null }).where('id', '=', id).execute(),
    setAdmin: (id: string, isAdmin: boolean) => db.updateTable('users').set({ is_admin: isAdmin }).where('id', '=', id).execute(),

    workspacesOf: (userId: string) =>
      db
        .selectFrom('workspace_members')
        .innerJoin('workspaces', 'workspaces.id', 'workspace_members.workspace_id')
        .select(['workspaces.id', 'workspaces.name', 'workspace_members.role'])
        .select((eb) => eb.selectFrom('credit_ledger').select(sql<number>`coalesce(sum(delta), 0)`.as('b')).whereRef('credit_ledger.workspace_id', '=', 'workspaces.id').as('balance'))
        .where('workspace_members.user_id', '=', userId)
        .orderBy('workspace_members.created_at')
        .execute(),

    /** The latest 20: the operator opens the orders list for more. */
    ordersOf: (userId: string) =>
      db
        .selectFrom('orders')
        .select(['id', 'number', 'workspace_id', 'amount', 'currency', 'status', 'created_at'])
        .where('user_id', '=', userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(20)
        .execute(),

    /** Credits the user's calls cost, in every workspace. */
    async usageTotal(userId: string): Promise<number> {
      const row = await db.selectFrom('usage').select(sql<number | string | null>`sum(cost)`.as('total')).where('user_id', '=', userId).executeTakeFirst();
      return num(row?.total);
    },

    workspaceExists: async (id: string) => (await db.selectFrom('workspaces').select('id').where('id', '=', id).executeTakeFirst()) !== undefined,
  };
}
