// Live jobs are not chat's: a second kind, on a table of its own made here, grows, is followed,
// stopped, billed once and repaired after a crash by the same machinery (server/lib/live).
// PGlite in memory; with TEST_DATABASE_URL (CI's second run) the same on PostgreSQL, plus the bus
// between two registries that stand for two processes.
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config';
import { connectDatabase, type DB } from '../../server/db/connect';
import { followStored, stopElsewhere } from '../../server/lib/live/follow-stored';
import type { LiveJob } from '../../server/lib/live/live-job';
import { createLiveJobs, markInterruptedJobs, markStaleJobs, staleAfterMs, sweepEveryMs, type LiveJobs } from '../../server/lib/live/live-jobs';
import { jobTables, processId, type LiveStore } from '../../server/lib/live/live-store';
import { templateDatabase } from './helpers/pglite-template';

const postgres = process.env.TEST_DATABASE_URL;
const config = { databaseUrl: postgres ?? 'memory://' };
// A name of its own: on PostgreSQL the test shares a database with other runs.
const table = `test_jobs_${randomBytes(4).toString('hex')}`;
const bills = `test_bills_${randomBytes(4).toString('hex')}`;

interface Draft {
  id: string;
  prompt: string;
  text: string;
  is_processing: boolean;
  is_incomplete: boolean;
  owner: string | null;
  heartbeat_at: Date | null;
}

/** A writer-like kind: one growing text, `token` events, the row sent as `document`. */
const drafts: LiveStore<Draft> = {
  kind: 'draft',
  table,
  texts: [{ column: 'text', event: 'token' }],
  rowEvent: 'document',
  view: ({ id, prompt, text, is_processing, is_incomplete }) => ({ id, prompt, text, is_processing, is_incomplete }),
  errors: { failed: 'The draft failed.', unsaved: 'The draft could not be saved.', gone: 'This draft no longer exists.' },
};

let db: DB;
let live: LiveJobs;
beforeAll(async () => {
  // PGlite from the suite's saved template: a fresh one spends seconds on initdb.
  db = postgres
    ? connectDatabase({ databaseUrl: postgres, dataDir: '.tmp/test-data', databasePoolSize: 10 })
    : await templateDatabase(loadConfig({ DATABASE_URL: 'memory://', DATA_DIR: '.tmp/test-data', JWT_SECRET: 'test-secret', LOG_LEVEL: 'silent' }));
  await sql`create table ${sql.table(table)} (
    id text primary key, prompt text not null, text text not null default '',
    is_processing boolean not null default false, is_incomplete boolean not null default false,
    owner text, heartbeat_at timestamptz)`.execute(db);
  await sql`create table ${sql.table(bills)} (job_id text not null, chars integer not null)`.execute(db);
  live = createLiveJobs(db, config, [drafts]);
});
afterAll(async () => {
  await live.shutdown();
  await sql`drop table ${sql.table(table)}`.execute(db);
  await sql`drop table ${sql.table(bills)}`.execute(db);
  await db.destroy();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const rowOf = async (id: string) => (await jobTables(db).selectFrom(table).selectAll().where('id', '=', id).executeTakeFirstOrThrow()) as unknown as Draft;
const billsOf = async (id: string) => (await sql<{ chars: number }>`select chars from ${sql.table(bills)} where job_id = ${id}`.execute(db)).rows;

/** The tool's work: a word every `everyMs` until done or stopped, then stored and billed once. */
async function write(job: LiveJob<Draft>, words: readonly string[], everyMs = 20, seen: { row: Draft | null }[] = []) {
  try {
    for (const word of words) {
      if (job.signal.aborted) break;
      await job.add('token', { text: word });
      await pause(everyMs);
    }
  } catch (error) {
    job.fail(error);
  }
  return job.complete(async (trx, row) => {
    // Inside the final write's transaction: the finished row is already there.
    seen.push({ row: row && ((await jobTables(trx).selectFrom(table).selectAll().where('id', '=', row.id).executeTakeFirst()) as unknown as Draft) });
    if (row) await sql`insert into ${sql.table(bills)} (job_id, chars) values (${row.id}, ${row.text.length})`.execute(trx);
  });
}

const endless = Array.from({ length: 10_000 }, (_, i) => `w${i} `);

/** A stream as a route would hand it: the events it was sent, and a way to leave. */
function follower() {
  const events: { event: string; data: any }[] = [];
  let closed = false;
  const leaving: (() => void)[] = [];
  return {
    events,
    send: (event: string, data: unknown) => void (closed || events.push({ event, data })),
    end: () => void (closed = true),
    get closed() {
      return closed;
    },
    onDisconnect: (callback: () => void) => void leaving.push(callback),
    leave: () => ((closed = true), leaving.forEach((callback) => callback())),
    tokens: () => events.filter((e) => e.event === 'token').map((e) => e.data.text as string),
  };
}

describe('a live job of another kind than chat', () => {
  it('stores its output as it grows, then the final row with its bill, in one transaction', async () => {
    const job = await live.start(drafts, { prompt: 'A poem' });
    expect(await rowOf(job.id)).toMatchObject({ prompt: 'A poem', text: '', is_processing: true, owner: processId });
    await job.add('token', { text: 'Roses ' });
    await job.add('token', { text: 'are ' });
    await expect.poll(() => rowOf(job.id), { interval: 20 }).toMatchObject({ text: 'Roses are ', is_processing: true });

    const seen: { row: Draft | null }[] = [];
    const stored = await write(job, ['red.'], 0, seen);
    expect(stored).toMatchObject({ text: 'Roses are red.', is_processing: false, is_incomplete: false, owner: null });
    expect(seen).toEqual([{ row: expect.objectContaining({ text: 'Roses are red.', is_processing: false }) }]);
    expect(await billsOf(job.id)).toEqual([{ chars: 14 }]);
    // Completing again is harmless: no second bill.
    await job.complete(async () => void (await sql`insert into ${sql.table(bills)} values (${job.id}, 0)`.execute(db)));
    expect(await billsOf(job.id)).toHaveLength(1);
  });

  it('gives a follower arriving late the snapshot, then the live events, then the stored row', async () => {
    const job = await live.start(drafts, { prompt: 'Count' });
    const first = follower();
    const second = follower();
    const following = [job.follow(first)];
    const words = Array.from({ length: 20 }, (_, i) => `${i} `);
    for (const word of words.slice(0, 5)) await job.add('token', { text: word });
    following.push(job.follow(second)); // while it runs, five words in
    await Promise.all([write(job, words.slice(5), 5), ...following]);

    const [snapshot, ...rest] = second.events;
    expect(snapshot).toMatchObject({ event: 'document', data: { id: job.id, prompt: 'Count', is_processing: true } });
    expect(snapshot!.data.text).toBe('0 1 2 3 4 ');
    const last = rest.at(-1)!;
    expect(last).toMatchObject({ event: 'document', data: { text: (await rowOf(job.id)).text, is_processing: false } });
    // Nothing lost or repeated between the snapshot and the live events.
    expect(snapshot!.data.text + second.tokens().join('')).toBe(last.data.text);
    expect(first.events[0]!.data.text + first.tokens().join('')).toBe(last.data.text);
    expect(last.data.text.split(' ').filter(Boolean)).toHaveLength(20);
  });

  it('stops on request: keeps what was produced, marks it stored, and bills once with two followers', async () => {
    const job = await live.start(drafts, { prompt: 'On and on' });
    const [a, b] = [follower(), follower()];
    const following = [job.follow(a), job.follow(b)];
    const writing = write(job, endless, 10);
    await expect.poll(() => a.tokens().length, { interval: 5 }).toBeGreaterThanOrEqual(5);
    b.leave(); // a follower leaving does not stop the job
    await pause(30);
    expect(job.signal.aborted).toBe(false);
    live.get(drafts, job.id)!.stop('stop');
    const stored = (await job.done)!;
    await Promise.all([writing, ...following]);

    expect(stored).toMatchObject({ is_processing: false, is_incomplete: false });
    expect(stored.text).toBe(a.tokens().join(''));
    expect(await rowOf(job.id)).toMatchObject({ text: stored.text, is_processing: false });
    expect(a.events.at(-1)).toMatchObject({ event: 'document', data: { text: stored.text } });
    expect(await billsOf(job.id)).toEqual([{ chars: stored.text.length }]);
    expect(live.get(drafts, job.id)).toBeUndefined();
  });

  it('is stored marked incomplete when the process shuts down', async () => {
    const other = createLiveJobs(db, config, [drafts]);
    const job = await other.start(drafts, { prompt: 'Long' });
    const writing = write(job, endless, 10);
    await expect.poll(() => job.output.output.texts.text!.length, { interval: 5 }).toBeGreaterThan(10);
    await other.shutdown();
    await writing;
    expect(await rowOf(job.id)).toMatchObject({ is_processing: false, is_incomplete: true });
    expect((await rowOf(job.id)).text).toMatch(/^w0 w1 /);
    expect(await billsOf(job.id)).toHaveLength(1);
  });

  it('leaves no row and no bill when it fails before any output, and tells its followers why', async () => {
    const job = await live.start(drafts, { prompt: 'Fail' });
    const watcher = follower();
    const following = job.follow(watcher);
    const seen: { row: Draft | null }[] = [];
    job.fail(new Error('The model is unavailable.'));
    expect(await job.complete(async (_trx, row) => void seen.push({ row }))).toBeNull();
    await following;
    expect(seen).toEqual([{ row: null }]);
    expect(watcher.events.at(-1)).toEqual({ event: 'error', data: { message: 'The model is unavailable.' } });
    expect(await jobTables(db).selectFrom(table).select('id').where('id', '=', job.id).executeTakeFirst()).toBeUndefined();
  });

  it('keeps the final write and the bill together: a bill that fails stores neither', async () => {
    const job = await live.start(drafts, { prompt: 'Unpaid' });
    await job.add('token', { text: 'Some text' });
    const watcher = follower();
    const following = job.follow(watcher);
    const stored = await job.complete(async (trx, row) => {
      await sql`insert into ${sql.table(bills)} values (${row!.id}, 1)`.execute(trx);
      throw new Error('no credits');
    });
    await following;
    expect(stored).toBeNull();
    expect(watcher.events.at(-1)).toEqual({ event: 'error', data: { message: 'The draft could not be saved.' } });
    expect(await billsOf(job.id)).toEqual([]);
    // Still "generating" as far as the database knows: the sweep or the next start marks it.
    expect(await rowOf(job.id)).toMatchObject({ is_processing: true });
    await jobTables(db).deleteFrom(table).where('id', '=', job.id).execute();
  });

  it('refuses a kind that was not registered', async () => {
    await expect(live.start({ ...drafts, kind: 'stranger' }, { prompt: 'x' })).rejects.toThrow('Live jobs of kind "stranger" were not registered.');
  });
});

/** A draft "generating" in another process, whose last heartbeat was `heartbeatAgoMs` ago. */
async function draftElsewhere(text: string, heartbeatAgoMs: number, owner = 'elsewhere:1') {
  const id = randomBytes(8).toString('hex');
  await sql`insert into ${sql.table(table)} (id, prompt, text, is_processing, owner, heartbeat_at)
    values (${id}, 'p', ${text}, true, ${owner}, now() - ${sql.raw(`interval '${heartbeatAgoMs} milliseconds'`)})`.execute(db);
  return id;
}

describe('a job whose process died', () => {
  it('is marked interrupted at start, keeping its text; on PostgreSQL only once its heartbeat is stale', async () => {
    const dead = await draftElsewhere('Half a dra', 5 * 60_000);
    const alive = await draftElsewhere('Still going', 0);
    const mine = await draftElsewhere('Mine', 0, processId);

    await markInterruptedJobs(db, config, [drafts]);
    expect(await rowOf(dead)).toMatchObject({ text: 'Half a dra', is_processing: false, is_incomplete: true });
    // The embedded database has one process: a job of any other process is cut, however recent.
    // On PostgreSQL another process may be running it: its fresh heartbeat says so.
    expect(await rowOf(alive)).toMatchObject({ is_processing: !!postgres, is_incomplete: !postgres });
    expect(await rowOf(mine)).toMatchObject({ is_processing: true, is_incomplete: false });
    await jobTables(db).deleteFrom(table).where('id', 'in', [alive, mine]).execute();
  });

  it('is marked incomplete by the stale sweep, with no restart and no one following', async () => {
    const sweeping = createLiveJobs(db, config, [drafts], { sweep: true });
    try {
      const fresh = await draftElsewhere('Fresh', 0);
      const silent = await draftElsewhere('Cut sh', staleAfterMs + 500);
      await expect.poll(() => rowOf(silent), { timeout: sweepEveryMs + 15_000, interval: 100 }).toMatchObject({ text: 'Cut sh', is_processing: false, is_incomplete: true });
      expect(await rowOf(fresh)).toMatchObject({ is_processing: true });
      expect(await markStaleJobs(db, drafts, fresh)).toBe(0);
      await jobTables(db).deleteFrom(table).where('id', '=', fresh).execute();
    } finally {
      await sweeping.shutdown();
    }
  });
});

describe('a job run by another process', () => {
  it('is followed from its stored row (and the bus on PostgreSQL) to its end, nothing lost or repeated', async () => {
    const elsewhere = createLiveJobs(db, config, [drafts]);
    try {
      const job = await elsewhere.start(drafts, { prompt: 'Far' });
      const writing = write(job, Array.from({ length: 40 }, (_, i) => `f${i} `), 25);
      await expect.poll(() => job.output.output.texts.text!.length, { interval: 5 }).toBeGreaterThan(0);
      expect(live.get(drafts, job.id)).toBeUndefined();
      const stream = follower();
      await followStored(db, live.bus, drafts, await rowOf(job.id), stream);
      await writing;

      const [snapshot, ...rest] = stream.events;
      expect(snapshot).toMatchObject({ event: 'document', data: { id: job.id, is_processing: true } });
      const last = rest.at(-1)!;
      expect(last).toMatchObject({ event: 'document', data: { is_processing: false, is_incomplete: false } });
      expect(snapshot!.data.text + stream.tokens().join('')).toBe(last.data.text);
      expect(last.data.text.split(' ').filter(Boolean)).toHaveLength(40);
      // Live, in pieces (news every ~100 ms on PostgreSQL, the row read every 500 ms without a bus).
      expect(stream.tokens().length).toBeGreaterThan(postgres ? 5 : 1);
    } finally {
      await elsewhere.shutdown();
    }
  });

  it.runIf(postgres)('is stopped through the bus, and news of one kind never reaches another kind with the same id', async () => {
    const elsewhere = createLiveJobs(db, config, [drafts]);
    const unlisten: (() => void)[] = [];
    try {
      const job = await elsewhere.start(drafts, { prompt: 'Stop me' });
      const heard = { draft: 0, other: 0 };
      unlisten.push(await live.bus!.listen('draft', job.id, () => void heard.draft++));
      unlisten.push(await live.bus!.listen('other', job.id, () => void heard.other++));
      const writing = write(job, endless, 10);
      await expect.poll(() => heard.draft, { interval: 10 }).toBeGreaterThan(2);

      const started = Date.now();
      const stored = await stopElsewhere(db, live.bus!, drafts, await rowOf(job.id));
      expect(Date.now() - started).toBeLessThan(1500);
      expect(job.stopReason).toBe('stop');
      expect(stored).toMatchObject({ id: job.id, is_processing: false, is_incomplete: false });
      await writing;
      expect(await billsOf(job.id)).toEqual([{ chars: stored.text.length }]);
      expect(heard.other).toBe(0);
    } finally {
      unlisten.forEach((stop) => stop());
      await elsewhere.shutdown();
    }
  });
});
