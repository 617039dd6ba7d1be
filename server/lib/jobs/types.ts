// Media work as jobs the database tracks (docs: README "Jobs"). A domain names its kinds of job
// (its `jobKinds`); the app's one runner claims queued jobs (FOR UPDATE SKIP LOCKED, so several
// processes on one PostgreSQL share them), runs them off the event loop within a concurrency
// limit, takes up again a job whose process died, and stores the outcome: `finish` and the one
// debit in one transaction, or `fail` and no debit. A job survives a reload and a restart.
import type { FastifyBaseLogger } from 'fastify';
import type { DB } from '../../db/connect';

export interface JobRow<Input = unknown> {
  id: string;
  kind: string;
  workspaceId: string;
  userId: string;
  /** The item the job makes (a speech's id): its row shows the job's state to the user. */
  resourceId: string;
  input: Input;
  /** How many times a worker took it (a job taken up again after its process died counts 2). */
  attempts: number;
}

export interface JobContext {
  /** Aborted when the server shuts down: the job is left queued and taken up again. */
  signal: AbortSignal;
  /** 0 to 1; stored (throttled) on the job and shown on the item. */
  progress(fraction: number): void;
  log: FastifyBaseLogger;
}

/** What a finished job costs: debited once, in the transaction that stores the result. */
export interface JobCharge {
  credits: number;
  /** The usage row's model and units (characters, seconds). */
  model: string;
  units: number;
}

export interface JobKind<Input = unknown, Output = unknown> {
  kind: string;
  /** The work. CPU-heavy engines run in a worker thread or a child process (jobs/off-thread.ts). */
  run(job: JobRow<Input>, context: JobContext): Promise<Output>;
  /** Stores the output on the domain's item (state 3). Same transaction as the debit. */
  finish(trx: DB, job: JobRow<Input>, output: Output): Promise<JobCharge>;
  /** Marks the domain's item failed (state 4) with words for the user. Nothing is debited. */
  fail(trx: DB, job: JobRow<Input>, message: string): Promise<void>;
}

export interface Jobs {
  /** In the caller's transaction (with the item it makes): the job is queued, a worker wakes after commit. */
  enqueue<Input>(trx: DB, job: { kind: string; workspaceId: string; userId: string; resourceId: string; input: Input }): Promise<{ id: string }>;
  /** Wakes the runner (after the enqueueing transaction committed). */
  wake(): void;
  /** Resolves when every job queued so far has finished or failed (tests, shutdown). */
  idle(): Promise<void>;
}
