// The media jobs runner (server/lib/jobs) on the real database: a test kind of job, run by
// runners made here with createJobs (no production domain has a fake kind). On in-memory PGlite;
// with TEST_DATABASE_URL (CI's second run) the same on PostgreSQL, plus two runners sharing one.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { jobState } from '../../contract/media';
import { outOfCredits } from '../../server/billing/credits';
import { billingRepository } from '../../server/billing/repository';
import { connectDatabase, type DB } from '../../server/db/connect';
import { HttpError } from '../../server/lib/errors';
import { newId } from '../../server/lib/ids';
import { createJobs, genericFailure, tooManyAttempts, type RunnerTimings } from '../../server/lib/jobs/index';
import { throttled } from '../../server/lib/jobs/progress-writes';
import type { JobKind } from '../../server/lib/jobs/types';
import { buildTestApp, signUpUser, type Session } from './helpers/app';
import { ledgerSum } from './helpers/billing';

interface TestInput {
  text: string;
  /** 'plain': an internal error; anything else: an HttpError with these words for the user. */
  fail?: string;
  /** Wait for the test to open the gate (or for the abort). */
  gated?: boolean;
  progress?: number[];
  /** Work that takes this long (two runners sharing jobs). */
  workMs?: number;
}

const waitOptions = { timeout: 20_000, interval: 20 };
let app: FastifyInstance;
let session: Session;
const runners: { stop(): Promise<void> }[] = [];

beforeAll(async () => {
  app = await buildTestApp();
  session = await signUpUser(app);
});
afterEach(async () => {
  for (const runner of runners.splice(0)) await runner.stop();
});
afterAll(async () => {
  await app.close();
});

/** A kind that upper-cases its text, costing 2 credits; it records what it ran, finished and failed. */
function testKind() {
  const ran: { id: string; attempts: number }[] = [];
  const finished: { id: string; output: string }[] = [];
  const failed: { id: string; message: string }[] = [];
  const gates = new Map<string, () => void>();
  let active = 0;
  let mostActive = 0;
  const kind: JobKind<TestInput, string> = {
    kind: 'test-job',
    async run(job, { signal, progress }) {
      ran.push({ id: job.id, attempts: job.attempts });
      active++;
      mostActive = Math.max(mostActive, active);
      try {
        for (const fraction of job.input.progress ?? []) progress(fraction);
        if (job.input.gated) {
          await new Promise<void>((resolve, reject) => {
            gates.set(job.id, resolve);
            signal.addEventListener('abort', () => reject(signal.reason), { once: true });
          });
        }
        if (job.input.workMs) await new Promise((resolve) => setTimeout(resolve, job.input.workMs));
        if (job.input.fail === 'plain') throw new Error('socket hang up at 10.0.0.3');
        if (job.input.fail) throw new HttpError(422, job.input.fail);
        return job.input.text.toUpperCase();
      } finally {
        active--;
      }
    },
    async finish(_trx, job, output) {
      finished.push({ id: job.id, output });
      return { credits: 2, model: 'test-model', units: output.length };
    },
    async fail(_trx, job, message) {
      failed.push({ id: job.id, message });
    },
  };
  return { kind, ran, finished, failed, gates, active: () => active, mostActive: () => mostActive };
}

function runner(kind: JobKind<TestInput, string>, options: { db?: DB; concurrency?: number; timings?: Partial<RunnerTimings> } = {}) {
  const jobs = createJobs(options.db ?? app.db, { databaseUrl: app.config.databaseUrl, jobConcurrency: options.concurrency ?? 1 }, [kind as JobKind], app.log, options.timings);
  runners.push(jobs);
  return jobs;
}

async function enqueue(jobs: ReturnType<typeof runner>, input: TestInput, workspaceId = session.user.workspace.id) {
  const { id } = await app.db.transaction().execute((trx) => jobs.enqueue(trx, { kind: 'test-job', workspaceId, userId: session.user.id, resourceId: newId(), input }));
  jobs.wake();
  return id;
}

const jobRow = (id: string) => app.db.selectFrom('jobs').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
const usageOf = (id: string) =>
  app.db.selectFrom('usage').selectAll().where('resource_id', 'in', app.db.selectFrom('jobs').select('resource_id').where('id', '=', id)).execute();

/** A job another process took and then died while running it. */
async function orphan(input: TestInput, attempts: number) {
  const id = newId();
  await app.db
    .insertInto('jobs')
    .values({
      id, kind: 'test-job', workspace_id: session.user.workspace.id, user_id: session.user.id, resource_id: newId(), input: JSON.stringify(input),
      state: jobState.running, attempts, owner: 'gone-host:4242:dead00', heartbeat_at: sql<Date>`now() - interval '1 minute'`, started_at: sql<Date>`now() - interval '1 minute'`,
    })
    .execute();
  return id;
}

describe('jobs runner', () => {
  it('runs a queued job, stores its progress, and debits it once with a usage row', async () => {
    const test = testKind();
    const jobs = runner(test.kind);
    const before = await ledgerSum(app, session.user.workspace.id);
    const id = await enqueue(jobs, { text: 'hello', gated: true, progress: [0.5] });
    await vi.waitFor(async () => expect(await jobRow(id)).toMatchObject({ state: jobState.running, progress: 0.5, attempts: 1 }), waitOptions);
    test.gates.get(id)!();
    await jobs.idle();
    expect(await jobRow(id)).toMatchObject({ state: jobState.done, progress: 1, credits: 2, error: null, owner: expect.any(String) });
    expect(test.finished).toEqual([{ id, output: 'HELLO' }]);
    const usage = await usageOf(id);
    expect(usage).toMatchObject([{ model: 'test-model', units: 5, cost: 2, resource_kind: 'test-job', byok: false }]);
    expect(await ledgerSum(app, session.user.workspace.id)).toBeCloseTo(before - 2, 6);
  });

  it('fails with words for the user and debits nothing', async () => {
    const test = testKind();
    const jobs = runner(test.kind);
    const before = await ledgerSum(app, session.user.workspace.id);
    const internal = await enqueue(jobs, { text: 'a', fail: 'plain' });
    const meant = await enqueue(jobs, { text: 'b', fail: 'This voice cannot speak Klingon.' });
    await jobs.idle();
    expect(await jobRow(internal)).toMatchObject({ state: jobState.failed, error: genericFailure, credits: 0 });
    expect(await jobRow(meant)).toMatchObject({ state: jobState.failed, error: 'This voice cannot speak Klingon.' });
    expect(test.failed).toEqual([
      { id: internal, message: genericFailure },
      { id: meant, message: 'This voice cannot speak Klingon.' },
    ]);
    expect(test.finished).toEqual([]);
    expect([...(await usageOf(internal)), ...(await usageOf(meant))]).toEqual([]);
    expect(await ledgerSum(app, session.user.workspace.id)).toBe(before);
  });

  it('refuses a job with 402 when the workspace has nothing free, storing nothing', async () => {
    const broke = await signUpUser(app);
    const workspaceId = broke.user.workspace.id;
    await billingRepository(app.db).addToLedger({ workspaceId, delta: -(await ledgerSum(app, workspaceId)), reason: 'test: spent' });
    const jobs = runner(testKind().kind);
    const refusal = await enqueue(jobs, { text: 'x' }, workspaceId).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 402, message: outOfCredits });
    expect(await app.db.selectFrom('jobs').select('id').where('workspace_id', '=', workspaceId).execute()).toEqual([]);
  });

  it('takes up a job whose process died and finishes it once', async () => {
    const id = await orphan({ text: 'again' }, 1);
    const test = testKind();
    const jobs = runner(test.kind);
    await vi.waitFor(async () => expect((await jobRow(id)).state).toBe(jobState.done), waitOptions);
    expect(test.ran).toEqual([{ id, attempts: 2 }]);
    expect(await usageOf(id)).toHaveLength(1);
    await jobs.idle();
  });

  it('finds a job gone silent while it runs, by its heartbeat', async () => {
    const test = testKind();
    const jobs = runner(test.kind, { timings: { sweepEveryMs: 50, staleAfterMs: 1_000 } });
    await jobs.idle();
    const id = await orphan({ text: 'silent' }, 1);
    await vi.waitFor(async () => expect((await jobRow(id)).state).toBe(jobState.done), waitOptions);
    expect(test.ran).toEqual([{ id, attempts: 2 }]);
  });

  it('fails a job orphaned after its third take, without a debit', async () => {
    const id = await orphan({ text: 'unlucky' }, 3);
    const test = testKind();
    runner(test.kind);
    await vi.waitFor(async () => expect(await jobRow(id)).toMatchObject({ state: jobState.failed, error: tooManyAttempts }), waitOptions);
    expect(test.ran).toEqual([]);
    expect(test.failed).toEqual([{ id, message: tooManyAttempts }]);
    expect(await usageOf(id)).toEqual([]);
  });

  it('stores the outcome once when another process took the job over from a silent one', async () => {
    const slow = testKind();
    // Its process froze: no heartbeat for a while, then it wakes and tries to finish.
    const frozen = runner(slow.kind, { timings: { heartbeatEveryMs: 60_000 } });
    const id = await enqueue(frozen, { text: 'twice', gated: true });
    await vi.waitFor(() => expect(slow.gates.has(id)).toBe(true), waitOptions);
    await app.db.updateTable('jobs').set({ heartbeat_at: sql<Date>`now() - interval '1 minute'` }).where('id', '=', id).execute();
    const quick = testKind();
    runner(quick.kind, { timings: { sweepEveryMs: 50, staleAfterMs: 1_000 } });
    await vi.waitFor(() => expect(quick.gates.has(id)).toBe(true), waitOptions);
    slow.gates.get(id)!();
    // Its run has returned: stop() waits for its attempt to store the outcome.
    await vi.waitFor(() => expect(slow.active()).toBe(0), waitOptions);
    await frozen.stop();
    quick.gates.get(id)!();
    await vi.waitFor(async () => expect((await jobRow(id)).state).toBe(jobState.done), waitOptions);
    expect(slow.finished).toEqual([]);
    expect(quick.finished).toEqual([{ id, output: 'TWICE' }]);
    expect(quick.ran).toEqual([{ id, attempts: 2 }]);
    expect(await usageOf(id)).toHaveLength(1);
  });

  it('leaves a running job queued at stop, and the next runner finishes it (a restart)', async () => {
    const first = testKind();
    const before = runner(first.kind);
    const id = await enqueue(before, { text: 'survive', gated: true });
    await vi.waitFor(() => expect(first.gates.has(id)).toBe(true), waitOptions);
    await before.stop();
    expect(await jobRow(id)).toMatchObject({ state: jobState.queued, owner: null, attempts: 0 });
    expect(first.finished).toEqual([]);
    const second = testKind();
    const after = runner(second.kind);
    await vi.waitFor(() => expect(second.gates.has(id)).toBe(true), waitOptions);
    second.gates.get(id)!();
    await vi.waitFor(async () => expect((await jobRow(id)).state).toBe(jobState.done), waitOptions);
    expect(second.finished).toEqual([{ id, output: 'SURVIVE' }]);
    expect(await usageOf(id)).toHaveLength(1);
    await after.idle();
  });

  it('runs at most JOB_CONCURRENCY jobs at once', async () => {
    const test = testKind();
    const jobs = runner(test.kind, { concurrency: 2 });
    const ids: string[] = [];
    for (let index = 0; index < 5; index++) ids.push(await enqueue(jobs, { text: `job ${index}`, gated: true }));
    await vi.waitFor(() => expect(test.gates.size).toBe(2), waitOptions);
    const running = await app.db.selectFrom('jobs').select('id').where('id', 'in', ids).where('state', '=', jobState.running).execute();
    expect(running).toHaveLength(2);
    // Each job let go as soon as it starts: the rest start only as others end.
    const opened = new Set<string>();
    await vi.waitFor(() => {
      for (const [id, open] of test.gates) if (!opened.has(id)) (opened.add(id), open());
      expect(opened.size).toBe(5);
    }, waitOptions);
    await jobs.idle();
    expect(test.mostActive()).toBe(2);
    expect(test.finished).toHaveLength(5);
  });
});

describe('progress writes', () => {
  it('store at most one value every 500 ms, and always the last one', async () => {
    vi.useFakeTimers();
    try {
      const writes: number[] = [];
      const progress = throttled(500, async (fraction) => void writes.push(fraction));
      progress.update(0.1);
      progress.update(0.2);
      progress.update(0.3);
      expect(writes).toEqual([0.1]);
      vi.advanceTimersByTime(499);
      expect(writes).toEqual([0.1]);
      vi.advanceTimersByTime(1);
      expect(writes).toEqual([0.1, 0.3]);
      progress.update(2);
      progress.cancel();
      vi.advanceTimersByTime(1_000);
      expect(writes).toEqual([0.1, 0.3]);
      progress.update(Number.NaN);
      expect(writes).toEqual([0.1, 0.3, 0]);
    } finally {
      vi.useRealTimers();
    }
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)('jobs runners on one PostgreSQL', () => {
  it('share the queued jobs and run none twice', async () => {
    const other = connectDatabase(app.config);
    try {
      const test = testKind();
      const one = runner(test.kind);
      const two = runner(test.kind, { db: other });
      const ids: string[] = [];
      for (let index = 0; index < 12; index++) ids.push(await enqueue(one, { text: `shared ${index}`, workMs: 30 }));
      two.wake();
      await Promise.all([one.idle(), two.idle()]);
      expect(test.ran.map((run) => run.id).sort()).toEqual([...ids].sort());
      const rows = await app.db.selectFrom('jobs').select(['state', 'owner']).where('id', 'in', ids).execute();
      expect(rows.every((row) => row.state === jobState.done)).toBe(true);
      expect(new Set(rows.map((row) => row.owner)).size).toBe(2);
      expect(await app.db.selectFrom('usage').select('id').where('resource_kind', '=', 'test-job').where('resource_id', 'in', app.db.selectFrom('jobs').select('resource_id').where('id', 'in', ids)).execute()).toHaveLength(12);
    } finally {
      for (const jobs of runners.splice(0)) await jobs.stop();
      await other.destroy();
    }
  });
});
