// `npm start` → its first answered request (GET /api/models):
// - a first start on a fresh clone: `git clone` of HEAD into a temporary folder (no dist/, no
//   build/), so the server bundle and the web app are built first (target 60 s), then a restart
//   of that clone on the data folder the first start made (target 3 s);
// - in this folder, the SPA already built: the median of 3 starts on an existing data folder
//   and of 3 on new ones. A first start, not counted, fills the existing folder and makes
//   whatever the machine's first start makes (the empty database cluster new folders are copied from).
// Start times grow with the machine's load: each figure says the load average it was measured at.
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, symlink } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startServer } from '../tests/e2e/helpers/server';

const root = resolve(import.meta.dirname, '..');
const targets = { firstStart: 60_000, restart: 3000, existing: 3000, fresh: 10000 };
const runs = 3;

interface Figure {
  ms: number[];
  /** The 1-minute load average when the runs ended. */
  load: number;
}

export interface StartupFigures {
  firstStart: Figure;
  restart: Figure;
  existing: Figure;
  fresh: Figure;
}

async function timedStart(options: { dataDir?: string; root?: string } = {}) {
  const server = await startServer({}, options);
  await server.stop();
  return server.startupMs;
}

async function measured(times: () => Promise<number[]>): Promise<Figure> {
  const ms = await times();
  return { ms, load: loadavg()[0] };
}

/**
 * A fresh `git clone` of this repository's HEAD (what a user gets: commit first to measure a
 * change), node_modules linked to this one's: nothing built, every file dated now.
 */
async function freshClone(): Promise<string> {
  const copy = await mkdtemp(join(tmpdir(), 'atelier-bench-clone-'));
  execFileSync('git', ['clone', '--quiet', '--no-hardlinks', root, copy]);
  await symlink(join(root, 'node_modules'), join(copy, 'node_modules'));
  return copy;
}

export async function startupBench(): Promise<StartupFigures> {
  const clone = await freshClone();
  const dataDir = await mkdtemp(join(tmpdir(), 'atelier-bench-start-'));
  try {
    const firstStart = await measured(async () => [await timedStart({ root: clone, dataDir })]);
    const restart = await measured(async () => [await timedStart({ root: clone, dataDir })]);
    const existing = await measured(async () => {
      const times = [];
      for (let i = 0; i < runs; i++) times.push(await timedStart({ dataDir }));
      return times;
    });
    const fresh = await measured(async () => {
      const times = [];
      for (let i = 0; i < runs; i++) times.push(await timedStart());
      return times;
    });
    return { firstStart, restart, existing, fresh };
  } finally {
    await rm(clone, { recursive: true, force: true });
    await rm(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function printStartupFigures(figures: StartupFigures) {
  const line = (label: string, { ms, load }: Figure, target: number) => {
    const value = median(ms);
    const all = ms.length > 1 ? ` of ${ms.map((one) => one.toFixed(0)).join(', ')}` : '';
    console.log(`${label}: ${ms.length > 1 ? 'median ' : ''}${value.toFixed(0)} ms${all} (target ${target} ms) ${value <= target ? 'ok' : 'MISSED'} at load ${load.toFixed(1)}`);
  };
  console.log(`npm start runs on ${availableParallelism()} cores (a load average above that count means waiting for a core)`);
  line('first start (fresh clone): npm start on a new git clone (builds the server and the web app) → first answered request', figures.firstStart, targets.firstStart);
  line('restart (existing data folder): npm start again on that clone', figures.restart, targets.restart);
  line('npm start → first answered request, existing data folder', figures.existing, targets.existing);
  line('npm start → first answered request, new data folder', figures.fresh, targets.fresh);
}
