// The Transcriber's queries: the workspace's transcriptions (page, one, title, delete, the job's
// outcome), the transcription models of the catalogue, and the credit check a transcription is
// queued under. Billing's queries come on the same handle, so `transaction` checks and writes on one.
import { sql, type Insertable, type Updateable } from 'kysely';
import type { DB } from '../db/connect';
import type { TranscriptionsTable } from '../db/types';
import { withTransaction } from '../db/transaction';
import { billingRepository } from '../billing/repository';

/** The kind of job that transcribes a transcription (transcription-job.ts). */
export const transcriptionJobKind = 'transcription';

/** A transcription with its job's state and progress (the runner keeps those on the job), as the library shows it. */
function withJob(db: DB) {
  return db
    .selectFrom('transcriptions')
    .leftJoin('jobs', (join) => join.onRef('jobs.resource_id', '=', 'transcriptions.id').on('jobs.kind', '=', transcriptionJobKind))
    .selectAll('transcriptions')
    .select(['jobs.state as job_state', 'jobs.progress as job_progress']);
}

export function transcriptionsRepository(db: DB) {
  return {
    /** The handle these queries run on (a transaction's, inside one): the job and the files write on it too. */
    handle: db,

    /** The workspace's transcription `id`; none when it is another workspace's. */
    inWorkspace: (workspaceId: string, id: string) => withJob(db).where('transcriptions.id', '=', id).where('transcriptions.workspace_id', '=', workspaceId).executeTakeFirst(),

    byId: (id: string) => withJob(db).where('transcriptions.id', '=', id).executeTakeFirst(),

    /** Newest first by (created_at, id), the cursor compared in SQL (a JS Date would lose the microseconds). */
    page(workspaceId: string, { limit, after }: { limit: number; after?: string }) {
      let query = withJob(db).where('transcriptions.workspace_id', '=', workspaceId).orderBy(sql`transcriptions.created_at desc`).orderBy(sql`transcriptions.id desc`).limit(limit);
      if (after) {
        query = query.where(
          sql<boolean>`(transcriptions.created_at, transcriptions.id) < (select cursor.created_at, cursor.id from transcriptions cursor where cursor.id = ${after} and cursor.workspace_id = ${workspaceId})`,
        );
      }
      return query.execute();
    },

    insert: (values: Insertable<TranscriptionsTable>) => db.insertInto('transcriptions').values(values).execute(),

    update: (id: string, changes: Updateable<TranscriptionsTable>) => db.updateTable('transcriptions').set({ ...changes, updated_at: new Date() }).where('id', '=', id).execute(),

    remove: (id: string) => db.deleteFrom('transcriptions').where('id', '=', id).execute(),

    /** A catalogue model by key (any type, enabled or not: the service says which it takes). */
    model: (key: string) => db.selectFrom('models').selectAll().where('key', '=', key).executeTakeFirst(),

    /** The catalogue's transcription models in its order. */
    models: () => db.selectFrom('models').selectAll().where('type', '=', 'transcription').orderBy('sort').orderBy('key').execute(),

    /** What a model costs, per 1,000 seconds of audio (its catalogue entry's input price); 0 when it has none. */
    async pricePer1k(model: string): Promise<number> {
      const row = await db.selectFrom('models').select('input_cost_per_1k').where('key', '=', model).executeTakeFirst();
      return Number(row?.input_cost_per_1k ?? 0);
    },

    /** Held until the transaction ends: the workspace's credit lock, so its paid calls take turns. */
    lockWorkspace: (workspaceId: string) => billingRepository(db).lockCredits(workspaceId),

    /** What the workspace may still spend (its balance less what running calls hold). */
    available: (workspaceId: string) => billingRepository(db).available(workspaceId),
  };
}

export const transcriberRepositories = (db: DB) => withTransaction(db, (handle) => transcriptionsRepository(handle));

export type TranscriberRepository = ReturnType<typeof transcriberRepositories>;
export type TranscriptionRow = NonNullable<Awaited<ReturnType<ReturnType<typeof transcriptionsRepository>['byId']>>>;
