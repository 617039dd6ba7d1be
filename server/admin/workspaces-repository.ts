// The admin area's queries about workspaces: the list and its search (the name or the owner's
// email), and one workspace opened with its owner, members, plan in force, balance and latest orders.
import { sql } from 'kysely';
import type { DB } from '../db/connect';
import { inForce } from '../billing/repository';
import { containing } from '../lib/like';

interface WorkspacePage {
  limit: number;
  after?: string;
  search?: string;
}

export function adminWorkspacesRepository(db: DB) {
  const workspaces = () =>
    db
      .selectFrom('workspaces')
      .leftJoin('users as owner', 'owner.id', 'workspaces.owner_id')
      .select(['workspaces.id', 'workspaces.name', 'workspaces.owner_id', 'workspaces.created_at', 'owner.email as owner_email'])
      .select((eb) => [
        eb.selectFrom('credit_ledger').select(sql<number>`coalesce(sum(delta), 0)`.as('b')).whereRef('credit_ledger.workspace_id', '=', 'workspaces.id').as('balance'),
        eb.selectFrom('workspace_members').select(sql<number>`count(*)::int`.as('m')).whereRef('workspace_members.workspace_id', '=', 'workspaces.id').as('member_count'),
        // The newest plan in force: what the workspace's members may use now.
        eb
          .selectFrom('subscriptions')
          .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
          .select('plans.title')
          .whereRef('subscriptions.workspace_id', '=', 'workspaces.id')
          .where(inForce)
          .orderBy('subscriptions.created_at', 'desc')
          .limit(1)
          .as('plan_title'),
      ]);

  return {
    /** Newest first; the cursor is the last workspace of the previous page. */
    workspaces(page: WorkspacePage) {
      let query = workspaces().orderBy('workspaces.created_at', 'desc').orderBy('workspaces.id', 'desc').limit(page.limit);
      const search = page.search?.trim();
      if (search) {
        const pattern = containing(search);
        query = query.where((eb) => eb.or([eb('workspaces.name', 'ilike', pattern), eb('owner.email', 'ilike', pattern)]));
      }
      if (page.after) query = query.where(sql<boolean>`(workspaces.created_at, workspaces.id) < (select w.created_at, w.id from workspaces w where w.id = ${page.after})`);
      return query.execute();
    },

    workspace: (id: string) => workspaces().where('workspaces.id', '=', id).executeTakeFirst(),

    membersOf: (workspaceId: string) =>
      db
        .selectFrom('workspace_members')
        .innerJoin('users', 'users.id', 'workspace_members.user_id')
        .select(['users.id', 'users.email', 'users.first_name', 'users.last_name', 'workspace_members.role'])
        .where('workspace_members.workspace_id', '=', workspaceId)
        .orderBy('workspace_members.created_at')
        .execute(),

    /** The latest 20. */
    ordersOfWorkspace: (workspaceId: string) =>
      db
        .selectFrom('orders')
        .select(['id', 'number', 'workspace_id', 'amount', 'currency', 'status', 'created_at'])
        .where('workspace_id', '=', workspaceId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(20)
        .execute(),
  };
}
