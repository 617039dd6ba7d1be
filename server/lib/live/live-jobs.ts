// Live jobs: output generated detached from the request that asked for it, followed by any
// number of streams, kept per kind of job (live-store.ts says what a kind is; chat replies are
// one, server/chat/live-reply.ts). The app makes one registry with the kinds every domain
// declares (server/app.ts), so a process has one LISTEN connection and one sweep, and stops
// every running job before its database closes. Jobs of a process that died: stale-jobs.ts.
import { sql } from 'kysely';
import type { Config } from '../../config';
import { isPostgresUrl } from '../../config';
import type { DB } from '../../db/connect';
import type { EventStream } from '../sse';
import { followStored, stopElsewhere } from './follow-stored';
import { GrowingOutput } from './growing-output';
import { createLiveBus } from './live-bus';
import { LiveJob } from './live-job';
import { jobTables, type LiveRow, type LiveStore } from './live-store';
import { markStaleJobs, type AnyStore } from './stale-jobs';

export { markInterruptedJobs, markStaleJobs, staleAfterMs } from './stale-jobs';

/** How often a running job says it is still alive. */
export const heartbeatEveryMs = 2_000;
/** How often each process on PostgreSQL looks for jobs whose process died. */
export const sweepEveryMs = 3_000;

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
     * request: it goes on until the caller completes it, whoever follows it. `before` runs in the
     * placeholder's transaction, just before it is stored: a rule that must still hold when the
     * row is written, whatever else runs at once (it locks what it reads, and throws to refuse).
     */
    async start<Row extends LiveRow>(store: LiveStore<Row>, values: Record<string, unknown>, before?: (trx: DB) => Promise<void>): Promise<LiveJob<Row>> {
      if (!stores.includes(store)) throw new Error(`Live jobs of kind "${store.kind}" were not registered.`);
      const output = new GrowingOutput(db, store, values, bus);
      // Listening before the job exists, so a Stop sent through another process is heard.
      await bus?.ready().catch(() => {});
      const job = new LiveJob(db, store, await output.start(before), output, bus);
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
    /** Follows a job this process does not run (another's, or one that ended) from its stored `row`, and the bus. */
    followStored<Row extends LiveRow>(store: LiveStore<Row>, row: Row, stream: EventStream): Promise<void> {
      return followStored(db, bus, store, row, stream);
    },
    /** Stop for a job another process runs, asked through the bus; the row once stored. Without a bus, `row`. */
    async stopElsewhere<Row extends LiveRow>(store: LiveStore<Row>, row: Row): Promise<Row> {
      return bus ? stopElsewhere(db, bus, store, row) : row;
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
