// A chat's largest gap between tokens while media jobs run (issue "Media foundation": under
// 100 ms while two speech jobs run). The app runs in this process on the embedded PGlite in a
// fresh data folder, the offline assistant paced as a model (LOCAL_ENGINE_TOKEN_DELAY_MS, 25 ms
// a token), and the app's own jobs runner (server/lib/jobs) with JOB_CONCURRENCY=2 runs two jobs
// at once of a bench kind whose work is a parameter: by default a 2 s CPU loop in a worker thread
// (jobs/off-thread.ts), as a speech engine's synthesis would be; pass a speech engine's call
// instead to measure that. Replies are streamed one after another over HTTP while the jobs run,
// and the gaps between consecutive tokens of a reply arriving while a job runs are measured
// (client and server share the event loop here, so any stall of it shows). The largest gap of
// one reply with no job running is printed beside it as the yardstick.
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { createJobs } from '../server/lib/jobs/index';
import { runInWorker } from '../server/lib/jobs/off-thread';
import type { JobKind } from '../server/lib/jobs/types';
import { speakFlite } from '../server/engines/speech/flite';
import { paragraph } from './speech';
import type { Rest } from '../src/gateway/rest';
import { guestSession } from './guest';

const targetMs = 100;

/** What each job does; it must run its CPU work off the event loop, as a media engine does. */
export interface JobWork {
  label: string;
  run(signal: AbortSignal): Promise<unknown>;
}

export const cpuLoopWork: JobWork = {
  label: 'a 2 s CPU loop in a worker thread',
  run: (signal) => runInWorker(join(import.meta.dirname, '../tests/server/helpers/burn-worker.ts'), { ms: 2_000 }, { signal }),
};

/** What the issue names: a speech job, a paragraph of 60 words spoken by the offline voice (flite rms), four times over. */
export const speechWork: JobWork = {
  label: 'speaking 4 × 60 words offline with flite',
  run: async (signal) => {
    for (let i = 0; i < 4; i++) await speakFlite(paragraph, 'rms', {}, { signal });
  },
};

/** The same CPU loop on the event loop itself: what the worker thread saves the chat from. */
export const onTheEventLoopWork: JobWork = {
  label: 'a 2 s CPU loop on the event loop',
  run: async () => {
    const until = Date.now() + 2_000;
    while (Date.now() < until);
  },
};

export interface GapFigures {
  /** The largest gap between consecutive tokens and the 99th percentile, in ms, over `gaps` gaps. */
  largestMs: number;
  p99Ms: number;
  gaps: number;
}

export interface JobTokenGapFigures {
  work: string;
  jobs: number;
  during: GapFigures;
  /** As many replies' gaps with no job running. */
  idle: GapFigures;
  /** How long each round's jobs took, queued to the last done (ms): what a lower priority costs them. */
  roundsMs: number[];
  /** The machine's load average over the last minute, at the end: on a busy machine every gap grows. */
  load: number;
}

const rounds = 2;

export async function jobTokenGapsBench(work: JobWork = cpuLoopWork, jobsAtOnce = 2): Promise<JobTokenGapFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'atelier-bench-job-gaps-'));
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: '', CAPTCHA_MAX_NUMBER: '2000', LOG_LEVEL: 'warn', JOB_CONCURRENCY: String(jobsAtOnce) });
  const app = await buildApp(config, { logger: false });
  // A gap counts when a job ran during it: running at either token, or started or ended between.
  const running = { active: 0, changes: 0 };
  const kind: JobKind = {
    kind: 'bench-work',
    async run(_job, { signal }) {
      running.active++;
      running.changes++;
      try {
        return await work.run(signal);
      } finally {
        running.active--;
        running.changes++;
      }
    },
    finish: async () => ({ credits: 0, model: 'bench', units: 1 }),
    fail: async () => {},
  };
  const jobs = createJobs(app.db, config, [kind], app.log);
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const { rest } = await guestSession(url);
    const account = await rest.get<{ id: string; workspace: { id: string } }>('/account');
    // Warm: the worker's module loaded, the chat's routes and queries prepared.
    if (work !== onTheEventLoopWork) await work.run(new AbortController().signal);
    const roundsMs: number[] = [];
    const enqueueRound = async (round: number) => {
      const queued = performance.now();
      await app.db.transaction().execute(async (trx) => {
        for (let index = 0; index < jobsAtOnce; index++) {
          await jobs.enqueue(trx, { kind: kind.kind, workspaceId: account.workspace.id, userId: account.id, resourceId: `bench-${round}-${index}`, input: {} });
        }
      });
      jobs.wake();
      await jobs.idle();
      roundsMs.push(performance.now() - queued);
    };
    const during: number[] = [];
    let replies = 0;
    for (let round = 0; round < rounds; round++) {
      // Queued once a reply streams, so the jobs start in the middle of one.
      let finished: Promise<void> | null = null;
      let done = false;
      while (!done) {
        during.push(...(await replyGaps(rest, running, () => (finished ??= enqueueRound(round).then(() => void (done = true))))));
        replies++;
      }
      await finished;
    }
    const idle: number[] = [];
    for (let reply = 0; reply < replies; reply++) idle.push(...(await replyGaps(rest, null)));
    return { work: work.label, jobs: jobsAtOnce, during: gapFigures(during), idle: gapFigures(idle), roundsMs, load: loadavg()[0]! };
  } finally {
    await jobs.stop();
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** One reply in a new conversation: the gaps between its consecutive tokens during which a job ran (every gap when `jobs` is null). */
async function replyGaps(rest: Rest, jobs: { active: number; changes: number } | null, onToken: () => unknown = () => {}): Promise<number[]> {
  const conversation = await rest.post<{ id: string }>('/ai/conversations', {});
  const gaps: number[] = [];
  // Between tokens, as the issue names it: from the first token on. The wait before the first
  // (storing the message, holding credits: ~100 ms with no job at all) is the time to first
  // token, a figure of its own (bench/first-byte.ts), and it would set this one's floor.
  let last: { at: number; active: number; changes: number } | null = null;
  for await (const { event } of rest.stream(`/ai/conversations/${conversation.id}/messages`, { content: 'What can you do?' }, new AbortController().signal)) {
    if (event !== 'token') continue;
    onToken();
    const now = { at: performance.now(), active: jobs?.active ?? 1, changes: jobs?.changes ?? 0 };
    if (last && (last.active > 0 || now.active > 0 || now.changes !== last.changes)) gaps.push(now.at - last.at);
    last = now;
  }
  return gaps;
}

function gapFigures(gaps: number[]): GapFigures {
  const sorted = [...gaps].sort((a, b) => a - b);
  return { largestMs: sorted.at(-1) ?? 0, p99Ms: sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * 0.99))] ?? 0, gaps: gaps.length };
}

export function printJobTokenGapsFigures(figures: JobTokenGapFigures) {
  const { during, idle } = figures;
  const verdict = during.largestMs < targetMs ? 'ok' : 'MISSED';
  const line = (gaps: GapFigures) => `largest ${gaps.largestMs.toFixed(0)} ms, p99 ${gaps.p99Ms.toFixed(0)} ms over ${gaps.gaps} gaps`;
  console.log(
    `chat token gaps while ${figures.jobs} jobs run (${figures.work} each): ${line(during)} (target < ${targetMs} ms) ${verdict}; with no job: ${line(idle)}; the jobs took ${figures.roundsMs.map((ms) => (ms / 1000).toFixed(1)).join(' and ')} s; load average ${figures.load.toFixed(1)} on ${availableParallelism()} cores`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) {
  printJobTokenGapsFigures(await jobTokenGapsBench());
  if (process.argv.includes('--on-the-event-loop')) printJobTokenGapsFigures(await jobTokenGapsBench(onTheEventLoopWork));
}
