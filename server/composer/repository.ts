// The Composer tool's queries: the workspace's compositions (page, one, insert, update, delete),
// the music model a request names, and the credit check and workspace lock a composition is
// written under. Billing's queries come on the same handle, so `transaction` locks, checks and
// writes on one.
import { sql, type Insertable, type Updateable } from 'kysely';
import type { DB } from '../db/connect';
import type { CompositionsTable } from '../db/types';
import { withTransaction } from '../db/transaction';
import { billingRepository } from '../billing/repository';

/** The kind of job that composes a composition (composition-job.ts). */
export const compositionJobKind = 'composition';

/** A composition with its job's state and progress (the runner keeps those on the job), as the library shows it. */
function withJob(db: DB) {
  return db
    .selectFrom('compositions')
    .leftJoin('jobs', (join) => join.onRef('jobs.resource_id', '=', 'compositions.id').on('jobs.kind', '=', compositionJobKind))
    .selectAll('compositions')
    .select(['jobs.state as job_state', 'jobs.progress as job_progress']);
}

export function compositionsRepository(db: DB) {
  return {
    /** The handle these queries run on (a transaction's, inside one): the job and the file writes go on it too. */
    handle: db,

    /** The workspace's composition `id`; none when it is another workspace's. */
    inWorkspace: (workspaceId: string, id: string) => withJob(db).where('compositions.id', '=', id).where('compositions.workspace_id', '=', workspaceId).executeTakeFirst(),

    byId: (id: string) => withJob(db).where('compositions.id', '=', id).executeTakeFirst(),

    /** Newest first by (created_at, id), the cursor compared in SQL (a JS Date would lose the microseconds). */
    page(workspaceId: string, { limit, after }: { limit: number; after?: string }) {
      let query = withJob(db).where('compositions.workspace_id', '=', workspaceId).orderBy(sql`compositions.created_at desc`).orderBy(sql`compositions.id desc`).limit(limit);
      if (after) {
        query = query.where(
          sql<boolean>`(compositions.created_at, compositions.id) < (select cursor.created_at, cursor.id from compositions cursor where cursor.id = ${after} and cursor.workspace_id = ${workspaceId})`,
        );
      }
      return query.execute();
    },

    insert: (values: Insertable<CompositionsTable>) => db.insertInto('compositions').values(values).execute(),

    update: (id: string, changes: Updateable<CompositionsTable>) => db.updateTable('compositions').set({ ...changes, updated_at: new Date() }).where('id', '=', id).execute(),

    remove: (id: string) => db.deleteFrom('compositions').where('id', '=', id).execute(),

    /** The catalogue's entry for a model key, with what availability and the price need. */
    model: (key: string) =>
      db.selectFrom('models').select(['key', 'type', 'provider', 'is_enabled', 'config', 'input_cost_per_1k']).where('key', '=', key).executeTakeFirst(),

    /** Held until the transaction ends: the credit lock (billing), so the workspace's paid work takes turns. */
    lockWorkspace: (workspaceId: string) => billingRepository(db).lockCredits(workspaceId),

    /** What the workspace may still spend (its balance less what running calls hold). */
    available: (workspaceId: string) => billingRepository(db).available(workspaceId),
  };
}

export const composerRepositories = (db: DB) => withTransaction(db, (handle) => compositionsRepository(handle));

export type ComposerRepository = ReturnType<typeof composerRepositories>;
export type CompositionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof compositionsRepository>['byId']>>>;
