// Live jobs: output generated detached from the request that asked for it, followed by any
// number of streams, kept by this process per kind of job (live-store.ts says what a kind is;
// chat replies are one, server/chat/live-reply.ts).
import { sql } from 'kysely';
import type { Config } from '../../config';
import { isPostgresUrl } from '../../config';
import type { DB } from '../../db/connect';
import { GrowingOutput } from './growing-output';
import { createLiveBus } from './live-bus';
import { LiveJob } from './live-job';
import { jobTables, processId, type LiveRow, type LiveStore } from './live-store';

// A job whose process died (kill -9, a crash, a lost machine) must not stay "generating":
// - the embedded database belongs to one process (DATA_DIR is locked), so at start every job
//   still marked generating by another process is interrupted (markInterruptedJobs);
// - several processes on one PostgreSQL: each job's process refreshes the row's heartbeat
//   every 2 s, and every process sweeps every 3 s for jobs silent for 6 s, so one is marked
//   within 9 s of its process dying, followed or not. A tab re-attaching on another process gets
//   the stored row as it grows (follow-stored.ts), and Stop reaches the process that runs it.

/** How often a running job says it is still alive, and when silence means its process died. */
export const heartbeatEveryMs = 2_000;
export const staleAfterMs = 6_000;
/** How often each process on PostgreSQL looks for jobs whose process died. */
export const sweepEveryMs = 3_000;

// What the registry and the sweep need of a kind; its jobs come back typed by their own store.
type AnyStore = Pick<LiveStore, 'kind' | 'table' | 'updatedAt'>;

/**
 * The jobs of the given kinds this process runs, by kind and id. On PostgreSQL it also brings
 * the bus (news and Stop between processes) and sweeps every kind's table for dead jobs.
 */
export function createLiveJobs(db: DB, config: Pick<Config, 'databaseUrl'>, stores: readonly AnyStore[], options: { sweep?: boolean } = {}) {
  const bus = createLiveBus(config.databaseUrl);
  const running = new Map<string, LiveJob<LiveRow>>();
  const keyOf = (store: AnyStore, id: string) => JSON.stringify([store.kind, id]);
  bus?.onStop((kind, id) => running.get(JSON.stringify([kind, id]))?.stop('stop'));
  let timer: NodeJS.Timeout | null = null;

  async function beat() {
    for (const store of stores) {
      const ids = [...running.values()].filter((job) => job.store === store).map((job) => job.id);
      if (ids.length === 0) continue;
      await jobTables(db)
        .updateTable(store.table)
        .set({ heartbeat_at: sql<Date>`now()` })
        .where('id', 'in', ids)
        .execute()
        .catch(() => {});
    }
  }

  // One indexed update per kind (the partial index on is_processing) every few seconds: cheap
  // enough for every process, and no job waits for a follower or a restart to be marked.
  let sweeping = false;
  const sweeper =
    (options.sweep ?? isPostgresUrl(config.databaseUrl))
      ? setInterval(() => {
          if (sweeping) return;
          sweeping = true;
          void Promise.all(stores.map((store) => markStaleJobs(db, store)))
            .catch(() => {})
            .finally(() => (sweeping = false));
        }, sweepEveryMs).unref()
      : null;

  return {
    /** Other processes' news and Stop (PostgreSQL), for following a job that runs elsewhere. */
    bus,
    /**
     * Stores the job's placeholder row (`values`: its own columns) and runs it detached from any
     * request: it goes on until the caller completes it, whoever follows it.
     */
    async start<Row extends LiveRow>(store: LiveStore<Row>, values: Record<string, unknown>): Promise<LiveJob<Row>> {
      if (!stores.includes(store)) throw new Error(`Live jobs of kind "${store.kind}" were not registered.`);
      const output = new GrowingOutput(db, store, values, bus);
      // Listening before the job exists, so a Stop sent through another process is heard.
      await bus?.ready().catch(() => {});
      const job = new LiveJob(db, store, await output.start(), output, bus);
      const key = keyOf(store, job.id);
      running.set(key, job as unknown as LiveJob<LiveRow>);
      timer ??= setInterval(() => void beat(), heartbeatEveryMs).unref();
      void job.done.then(() => {
        running.delete(key);
        if (running.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      });
      return job;
    },
    /** The job `id` of that kind when this process runs it. */
    get<Row extends LiveRow>(store: LiveStore<Row>, id: string): LiveJob<Row> | undefined {
      return running.get(keyOf(store, id)) as LiveJob<Row> | undefined;
    },
    /** Ends every running job (kept, marked incomplete), waits until they are stored, closes the bus. */
    async shutdown() {
      if (sweeper) clearInterval(sweeper);
      const jobs = [...running.values()];
      for (const job of jobs) job.stop('shutdown');
      await Promise.all(jobs.map((job) => job.done));
      await bus?.close();
    },
  };
}

export type LiveJobs = ReturnType<typeof createLiveJobs>;

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
