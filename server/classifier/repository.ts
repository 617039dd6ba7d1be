// The classifier's queries: a workspace's classifications (page, count, one, status, delete), a
// new one stored with its usage (billing's queries on the same handle, so `transaction` writes
// both or neither), and what a classification checks first, in one read.
import { sql, type Insertable } from 'kysely';
import type { DB } from '../db/connect';
import type { ClassificationsTable } from '../db/types';
import { withTransaction } from '../db/transaction';
import { billingRepository } from '../billing/repository';
import { containing } from '../lib/like';
import { listOrder } from '../lib/list-order';
import type { ListSort } from '../../contract/limits';

export interface ClassificationPage {
  limit: number;
  /** Matches the input. */
  words?: string;
  /** Only those with this status (SPEC's 1/0). */
  status?: number;
  sort?: ListSort;
  /** The id of the last classification of the previous page. */
  after?: string;
}

export function classificationRepository(db: DB) {
  return {
    /** The workspace's classification `id`; none when it is another workspace's. */
    inWorkspace: (workspaceId: string, id: string) =>
      db.selectFrom('classifications').selectAll().where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst(),

    insert: (values: Insertable<ClassificationsTable>) => db.insertInto('classifications').values(values).returningAll().executeTakeFirstOrThrow(),

    /**
     * Newest first by (created_at, id) unless `sort` says otherwise (lib/list-order.ts); the
     * classifications_workspace index serves the default order with the cursor. A cursor naming
     * no classification of the workspace gives an empty page.
     */
    page(workspaceId: string, { limit, words, status, sort, after }: ClassificationPage) {
      const order = listOrder('classifications', workspaceId, sort);
      let query = db.selectFrom('classifications').selectAll().where('workspace_id', '=', workspaceId).orderBy(order.by[0]).orderBy(order.by[1]).limit(limit);
      if (words) query = query.where('input', 'ilike', containing(words));
      if (status !== undefined) query = query.where('status', '=', status);
      if (after) query = query.where(order.after(after));
      return query.execute();
    },

    async count(workspaceId: string, { words, status }: Pick<ClassificationPage, 'words' | 'status'> = {}): Promise<number> {
      let query = db.selectFrom('classifications').select(sql<string | number>`count(*)`.as('count')).where('workspace_id', '=', workspaceId);
      if (words) query = query.where('input', 'ilike', containing(words));
      if (status !== undefined) query = query.where('status', '=', status);
      return Number((await query.executeTakeFirstOrThrow()).count);
    },

    setStatus: (id: string, status: number) =>
      db.updateTable('classifications').set({ status, updated_at: new Date() }).where('id', '=', id).returningAll().executeTakeFirstOrThrow(),

    /** Its usage row stays: it is the billing record. */
    remove: (id: string) => db.deleteFrom('classifications').where('id', '=', id).execute(),

    /** The workspace's own OpenAI key, which takes moderation to OpenAI. */
    async openaiKey(workspaceId: string): Promise<string | null> {
      const row = await db.selectFrom('workspaces').select('openai_api_key').where('id', '=', workspaceId).executeTakeFirst();
      return row?.openai_api_key ?? null;
    },
  };
}

export type ClassificationRepository = ReturnType<typeof classificationRepository>;

/** The classifications' queries and billing's on one handle; `transaction` hands both over on one. */
export const classifierRepositories = (db: DB) => withTransaction(db, (handle) => ({ classifications: classificationRepository(handle), billing: billingRepository(handle) }));

export type ClassifierRepositories = ReturnType<typeof classifierRepositories>;
