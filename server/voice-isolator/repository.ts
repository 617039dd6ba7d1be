// The voice isolator's queries: the workspace's isolated voices (page, one, insert, update, delete),
// the catalogue's voice-isolation model and its price, and the credit check and workspace lock an
// upload is written under. Billing's queries come on the same handle, so `transaction` locks,
// checks and writes on one.
import { sql, type Insertable, type Updateable } from 'kysely';
import type { DB } from '../db/connect';
import type { IsolatedVoicesTable } from '../db/types';
import { withTransaction } from '../db/transaction';
import { billingRepository } from '../billing/repository';

/** The kind of job that cleans an upload (isolation-job.ts). */
export const isolationJobKind = 'voice-isolation';

/** An isolated voice with its job's state and progress (the runner keeps those on the job). */
function withJob(db: DB) {
  return db
    .selectFrom('isolated_voices')
    .leftJoin('jobs', (join) => join.onRef('jobs.resource_id', '=', 'isolated_voices.id').on('jobs.kind', '=', isolationJobKind))
    .selectAll('isolated_voices')
    .select(['jobs.state as job_state', 'jobs.progress as job_progress']);
}

export interface IsolatedVoicePage {
  limit: number;
  /** The id of the last item of the previous page. */
  after?: string;
}

export function isolatedVoicesRepository(db: DB) {
  return {
    /** The handle these queries run on (a transaction's, inside one): the job and the files write on it too. */
    handle: db,

    /** The workspace's item `id`; none when it is another workspace's. */
    inWorkspace: (workspaceId: string, id: string) => withJob(db).where('isolated_voices.id', '=', id).where('isolated_voices.workspace_id', '=', workspaceId).executeTakeFirst(),

    byId: (id: string) => withJob(db).where('isolated_voices.id', '=', id).executeTakeFirst(),

    /** Newest first by (created_at, id), the cursor compared in SQL (a JS Date would lose the microseconds). */
    page(workspaceId: string, { limit, after }: IsolatedVoicePage) {
      let query = withJob(db)
        .where('isolated_voices.workspace_id', '=', workspaceId)
        .orderBy(sql`isolated_voices.created_at desc`)
        .orderBy(sql`isolated_voices.id desc`)
        .limit(limit);
      if (after) {
        query = query.where(
          sql<boolean>`(isolated_voices.created_at, isolated_voices.id) < (select cursor.created_at, cursor.id from isolated_voices cursor where cursor.id = ${after} and cursor.workspace_id = ${workspaceId})`,
        );
      }
      return query.execute();
    },

    insert: (values: Insertable<IsolatedVoicesTable>) => db.insertInto('isolated_voices').values(values).execute(),

    update: (id: string, changes: Updateable<IsolatedVoicesTable>) => db.updateTable('isolated_voices').set({ ...changes, updated_at: new Date() }).where('id', '=', id).execute(),

    remove: (id: string) => db.deleteFrom('isolated_voices').where('id', '=', id).execute(),

    /** A catalogue model by key (its type, provider, switch and price), to check and to price. */
    model: (key: string) => db.selectFrom('models').selectAll().where('key', '=', key).executeTakeFirst(),

    /** What a model costs per 1,000 seconds of audio (its catalogue entry's input price); 0 when it has none. */
    async pricePer1k(model: string): Promise<number> {
      const row = await db.selectFrom('models').select('input_cost_per_1k').where('key', '=', model).executeTakeFirst();
      return Number(row?.input_cost_per_1k ?? 0);
    },

    /** Held until the transaction ends: the workspace's credit lock (billing), so its paid work takes turns. */
    lockWorkspace: (workspaceId: string) => billingRepository(db).lockCredits(workspaceId),

    /** What the workspace may still spend (its balance less what running calls hold). */
    available: (workspaceId: string) => billingRepository(db).available(workspaceId),
  };
}

export const voiceIsolatorRepositories = (db: DB) => withTransaction(db, (handle) => ({ isolatedVoices: isolatedVoicesRepository(handle) }));

export type VoiceIsolatorRepositories = ReturnType<typeof voiceIsolatorRepositories>;
export type IsolatedVoiceRow = NonNullable<Awaited<ReturnType<ReturnType<typeof isolatedVoicesRepository>['byId']>>>;
