// The app's one jobs runner per process (types.ts says what a job is; README "Jobs").
// - Claiming: the oldest queued job of the kinds this process knows, FOR UPDATE SKIP LOCKED
//   (queries.ts), so several processes on one PostgreSQL share the work and none runs a job
//   twice. At most JOB_CONCURRENCY run here at once.
// - Waking: in-process right after the enqueueing transaction commits (`wake`); other processes
//   on PostgreSQL by a short poll; a slow poll on the embedded database as the safety net.
// - A dead process's jobs: as the live jobs do (lib/live/stale-jobs.ts), a running job's
//   heartbeat is refreshed every 2 s and every process sweeps every 3 s for jobs silent for 6 s;
//   on the embedded database (one process owns DATA_DIR) every running job at start is an
//   orphan. An orphan is queued again and taken up; after its third take it fails.
// - Shutdown (`stop`): running jobs are aborted and queued again, so the next process finishes them.
// - Outcome: `finish`, the job's state and its one debit (billing/job-charges.ts: refused at
//   enqueue when nothing is free, settled at finish within what is free) in one transaction; an
//   exception → `fail` with words for the user: an HttpError's message (engines throw those
//   when their words are meant for users), else a generic one. Either only if this runner still
//   holds the job, so a result is stored and debited once even if another process took it.
import { randomBytes } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import { jobState } from '../../../contract/media';
import { debitJob, refuseJobWithoutCredits } from '../../billing/job-charges';
import { isPostgresUrl, type Config } from '../../config';
import type { DB } from '../../db/connect';
import { HttpError } from '../errors';
import { processId } from '../live/live-store';
import { throttled } from './progress-writes';
import { jobQueries } from './queries';
import type { JobKind, JobRow, Jobs } from './types';

export const genericFailure = 'The job failed. Please try again.';
export const tooManyAttempts = 'The job was interrupted too many times. Please try again.';
/** A job taken this many times and orphaned again fails. */
export const maxAttempts = 3;

export interface RunnerTimings {
  heartbeatEveryMs: number;
  sweepEveryMs: number;
  staleAfterMs: number;
  /** How often idle processes look for queued jobs (another process queued them). */
  pollEveryMs: number;
  /** The least time between two progress writes of a job. */
  progressEveryMs: number;
  /** How long `stop` waits for aborted jobs to let go before queueing them again. */
  stopWaitMs: number;
}

const defaultTimings = (config: Pick<Config, 'databaseUrl'>): RunnerTimings => ({
  heartbeatEveryMs: 2_000,
  sweepEveryMs: 3_000,
  staleAfterMs: 6_000,
  pollEveryMs: isPostgresUrl(config.databaseUrl) ? 1_000 : 30_000,
  progressEveryMs: 500,
  stopWaitMs: 5_000,
});

const messageFor = (error: unknown) => (error instanceof HttpError ? error.message : genericFailure);

export function createJobs(
  db: DB,
  config: Pick<Config, 'databaseUrl' | 'jobConcurrency'>,
  kinds: readonly JobKind[],
  log: FastifyBaseLogger,
  overrides: Partial<RunnerTimings> = {},
): Jobs & { stop(): Promise<void> } {
  const timings = { ...defaultTimings(config), ...overrides };
  const byName = new Map(kinds.map((kind) => [kind.kind, kind as JobKind]));
  const names = [...byName.keys()];
  const queries = jobQueries(db);
  /** Who holds a job: this runner, one of possibly several in a process (tests). */
  const runnerId = `${processId}:${randomBytes(3).toString('hex')}`;
  const running = new Map<string, { controller: AbortController; done: Promise<void> }>();
  const endedListeners = new Set<() => void>();
  let stopped = false;

  async function finishJob(kind: JobKind, job: JobRow, output: unknown) {
    await db.transaction().execute(async (trx) => {
      if (!(await jobQueries(trx).end({ owner: runnerId, attempts: job.attempts }, job.id, { state: jobState.done }))) return;
      const charge = await kind.finish(trx, job, output);
      const queries = jobQueries(trx);
      const model = { key: charge.model, provider: (await queries.providerOf(charge.model)) ?? 'local' };
      await queries.setCredits(job.id, await debitJob(trx, job, { credits: charge.credits, units: charge.units, model }));
    });
  }

  async function failJob(kind: JobKind | undefined, job: JobRow, message: string, holder: { owner?: string; attempts: number } = { owner: runnerId, attempts: job.attempts }) {
    await db.transaction().execute(async (trx) => {
      if (!(await jobQueries(trx).end(holder, job.id, { state: jobState.failed, error: message }))) return;
      await kind?.fail(trx, job, message);
    });
  }

  function start(job: JobRow) {
    const kind = byName.get(job.kind)!;
    const controller = new AbortController();
    const progress = throttled(timings.progressEveryMs, (fraction) => queries.progress(runnerId, job.id, fraction));
    const done = (async () => {
      let outcome: { output: unknown } | { error: unknown };
      try {
        outcome = { output: await kind.run(job, { signal: controller.signal, progress: progress.update, log }) };
      } catch (error) {
        outcome = { error };
      }
      progress.cancel();
      // Aborted by stop(): left for it to queue again.
      if (controller.signal.aborted) return;
      if ('output' in outcome) {
        try {
          return await finishJob(kind, job, outcome.output);
        } catch (error) {
          outcome = { error };
        }
      }
      log.warn({ err: outcome.error, job: job.id, kind: job.kind }, 'job failed');
      await failJob(kind, job, messageFor(outcome.error));
    })()
      .catch((error: unknown) => log.error({ err: error, job: job.id }, 'storing a job outcome failed'))
      .finally(() => {
        running.delete(job.id);
        for (const listener of endedListeners) listener();
        void pump();
      });
    running.set(job.id, { controller, done });
  }

  let pumping = false;
  let pumped = Promise.resolve();
  let again = false;
  /** Claims and starts jobs while there is room. */
  function pump(): Promise<void> {
    if (pumping) {
      again = true;
      return pumped;
    }
    // Set before the work starts: it may end without waiting for anything (no room).
    pumping = true;
    pumped = (async () => {
      try {
        do {
          again = false;
          while (!stopped && running.size < config.jobConcurrency) {
            const job = await queries.claim(runnerId, names);
            if (!job) break;
            // Claimed while stop() began: queued again at once, never started.
            if (stopped) await queries.release(runnerId, [job.id]);
            else start(job);
          }
        } while (again && !stopped);
      } catch (error) {
        if (!stopped) log.error({ err: error }, 'claiming a job failed');
      } finally {
        pumping = false;
      }
    })();
    return pumped;
  }

  /** Orphans queued again (or failed after their last take). */
  async function recover(gone: { staleAfterMs: number } | { notOwner: string }) {
    for (const job of await queries.orphans(names, gone)) {
      if (job.attempts >= maxAttempts) await failJob(byName.get(job.kind), job, tooManyAttempts, { attempts: job.attempts });
      else await queries.requeue(job.id, job.attempts);
    }
  }

  const timers: NodeJS.Timeout[] = [];
  let sweeping = false;
  const every = (ms: number, work: () => Promise<unknown>) => timers.push(setInterval(() => void work().catch((error: unknown) => !stopped && log.error({ err: error }, 'jobs upkeep failed')), ms).unref());
  if (names.length > 0) {
    const startup = isPostgresUrl(config.databaseUrl) ? recover({ staleAfterMs: timings.staleAfterMs }) : recover({ notOwner: runnerId });
    void startup.then(pump, (error: unknown) => log.error({ err: error }, 'recovering jobs failed'));
    every(timings.heartbeatEveryMs, () => queries.beat(runnerId, [...running.keys()]));
    every(timings.sweepEveryMs, async () => {
      if (sweeping) return;
      sweeping = true;
      await recover({ staleAfterMs: timings.staleAfterMs })
        .then(pump)
        .finally(() => (sweeping = false));
    });
    every(timings.pollEveryMs, pump);
  }

  return {
    async enqueue(trx, job) {
      if (!byName.has(job.kind)) throw new Error(`No job kind "${job.kind}".`);
      await refuseJobWithoutCredits(trx, job.workspaceId);
      return { id: await jobQueries(trx).insert(job) };
    },
    wake: () => void pump(),
    async idle() {
      let waiting = await queries.unfinished(names);
      while (waiting.length > 0 && !stopped) {
        const ended = new Promise<void>((resolve) => {
          const listener = () => {
            endedListeners.delete(listener);
            clearTimeout(timer);
            resolve();
          };
          // Jobs other processes run end without telling this one.
          const timer = setTimeout(listener, 250);
          endedListeners.add(listener);
        });
        void pump();
        await ended;
        waiting = await queries.unfinished(names, waiting);
      }
    },
    async stop() {
      stopped = true;
      for (const timer of timers) clearInterval(timer);
      await pumped;
      const held = [...running.entries()];
      for (const [, { controller }] of held) controller.abort(new Error('The server is shutting down.'));
      let waited: NodeJS.Timeout | undefined;
      await Promise.race([Promise.allSettled(held.map(([, { done }]) => done)), new Promise((resolve) => (waited = setTimeout(resolve, timings.stopWaitMs)))]);
      clearTimeout(waited);
      await queries.release(
        runnerId,
        held.map(([id]) => id),
      );
    },
  };
}
