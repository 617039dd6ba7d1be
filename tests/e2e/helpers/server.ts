// Starts the real product the way a user does (`npm start` = node scripts/start.mjs: the
// server bundle, rebuilt first when its sources are newer, so a stale bundle is never tested)
// in a child process with its own data directory, and waits for the first answered request.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { freePort } from '../../server/helpers/server-process';

const launcher = resolve(import.meta.dirname, '../../../scripts/start.mjs');

export interface RunningServer {
  url: string;
  /** Milliseconds from spawn to the first answered HTTP request. */
  startupMs: number;
  stop(): Promise<void>;
  /** Stops this server and starts another on the same data folder and port (a page's address stays good). */
  restart(): Promise<RunningServer>;
}

interface StartOptions {
  dataDir?: string;
  root?: string;
  port?: number;
  /** Whether stop removes the data folder: by default only one made here. */
  removeDataDir?: boolean;
}

/**
 * `dataDir` reuses a data folder (left in place by stop); by default each start gets a new one, removed by stop.
 * `root`: another copy of the project to start (bench/startup.ts's fresh clone). `port`: a given one, else a free one.
 */
export async function startServer(env: Record<string, string> = {}, options: StartOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? (await mkdtemp(join(tmpdir(), 'atelier-e2e-')));
  const removeDataDir = options.removeDataDir ?? !options.dataDir;
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const started = performance.now();
  // In its own folder, as `npm start` runs: the build's file patterns are relative to it.
  const child: ChildProcess = spawn(process.execPath, [options.root ? join(options.root, 'scripts/start.mjs') : launcher], {
    ...(options.root ? { cwd: options.root } : {}),
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', resolve));

  const deadline = Date.now() + 240_000; // the first start may build the SPA
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      const res = await fetch(`${url}/api/models`);
      if (res.ok) break;
    } catch {
      /* not listening yet */
    }
    if (Date.now() > deadline) throw new Error('server did not answer within 240 s');
    await new Promise((r) => setTimeout(r, 25));
  }
  const startupMs = performance.now() - started;

  const halt = async () => {
    child.kill('SIGTERM');
    await exited;
  };
  return {
    url,
    startupMs,
    async stop() {
      await halt();
      if (removeDataDir) await rm(dataDir, { recursive: true, force: true });
    },
    async restart() {
      await halt();
      return startServer(env, { ...options, dataDir, port, removeDataDir });
    },
  };
}
