// Jobs whose process died (kill -9, a crash, a lost machine) must not stay "generating":
// - the embedded database belongs to one process (DATA_DIR is locked), so at start every job
//   still marked generating by another process is interrupted (markInterruptedJobs);
// - several processes on one PostgreSQL: each job's process refreshes the row's heartbeat
//   every 2 s (live-jobs.ts), and every process sweeps every 3 s for jobs silent for 6 s
//   (markStaleJobs), so one is marked within 9 s of its process dying, followed or not. A tab
//   re-attaching on another process gets the stored row as it grows (follow-stored.ts), and
//   Stop reaches the process that runs it.
import { sql } from 'kysely';
import type { Config } from '../../config';
import { isPostgresUrl } from '../../config';
import type { DB } from '../../db/connect';
import { jobTables, processId, type LiveStore } from './live-store';

/** When a job's silence means its process died. */
export const staleAfterMs = 6_000;

/** What the registry, the sweep and the repairs need of a kind. */
export type AnyStore = Pick<LiveStore, 'kind' | 'table' | 'updatedAt'>;

const interrupted = (store: AnyStore) => ({
  is_processing: false,
  is_incomplete: true,
  ...(store.updatedAt ? { [store.updatedAt]: new Date() } : {}),
});

/**
 * At start: jobs of these kinds left "generating" by a process that is gone keep what they
 * stored and are marked incomplete. The embedded database has one process (its folder is
 * locked), so that is every job of another process; on PostgreSQL, those whose heartbeat went stale.
 */
export async function markInterruptedJobs(db: DB, config: Pick<Config, 'databaseUrl'>, stores: readonly AnyStore[]): Promise<number> {
  let marked = 0;
  for (const store of stores) {
    if (isPostgresUrl(config.databaseUrl)) {
      marked += await markStaleJobs(db, store);
      continue;
    }
    const result = await jobTables(db)
      .updateTable(store.table)
      .set(interrupted(store))
      .where('is_processing', '=', true)
      .where((eb) => eb.or([eb('owner', 'is', null), eb('owner', '!=', processId)]))
      .executeTakeFirst();
    marked += Number(result.numUpdatedRows ?? 0);
  }
  return marked;
}

/**
 * Marks incomplete the jobs of one kind (or the one job `id`) whose heartbeat is older than
 * staleAfterMs. The database's clock decides, so servers whose clocks disagree agree on this.
 */
export async function markStaleJobs(db: DB, store: AnyStore, id?: string): Promise<number> {
  let query = jobTables(db)
    .updateTable(store.table)
    .set(interrupted(store))
    .where('is_processing', '=', true)
    .where((eb) => eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', sql<Date>`now() - ${sql.raw(`interval '${staleAfterMs} milliseconds'`)}`)]));
  if (id) query = query.where('id', '=', id);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0);
}
