// `npm start` → its first answered request (GET /api/models), the SPA already built: the
// median of 3 starts on an existing data folder and of 3 on new ones. A first start, not
// counted, fills the existing folder and makes whatever the machine's first start makes
// (the server bundle when stale, the empty database cluster new folders are copied from).
import { mkdtemp, rm } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServer } from '../tests/e2e/helpers/server';

const targets = { existing: 3000, fresh: 10000 };
const runs = 3;

export interface StartupFigures {
  existing: number[];
  fresh: number[];
  /** The machine's 1-minute load average after the runs: start times grow with it. */
  load: number;
}

async function timedStart(dataDir?: string) {
  const server = await startServer({}, dataDir ? { dataDir } : {});
  await server.stop();
  return server.startupMs;
}

export async function startupBench(): Promise<StartupFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'atelier-bench-start-'));
  try {
    await timedStart(dataDir);
    const existing = [];
    for (let i = 0; i < runs; i++) existing.push(await timedStart(dataDir));
    const fresh = [];
    for (let i = 0; i < runs; i++) fresh.push(await timedStart());
    return { existing, fresh, load: loadavg()[0] };
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

export function printStartupFigures(figures: StartupFigures) {
  const line = (label: string, values: number[], target: number) => {
    const value = median(values);
    const all = values.map((ms) => ms.toFixed(0)).join(', ');
    console.log(`${label}: median ${value.toFixed(0)} ms of ${all} (target ${target} ms) ${value <= target ? 'ok' : 'MISSED'}`);
  };
  console.log(`npm start runs measured at a load average of ${figures.load.toFixed(1)} on ${availableParallelism()} cores`);
  line('npm start → first answered request, existing data folder', figures.existing, targets.existing);
  line('npm start → first answered request, new data folder', figures.fresh, targets.fresh);
}
