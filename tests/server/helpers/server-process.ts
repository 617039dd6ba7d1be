// Real server processes for the tests that need one: killed with SIGKILL mid-reply, started
// twice on one data folder, or several on one PostgreSQL. Each runs tests/server/helpers/
// api-server.ts (the product's start without the SPA build) and talks HTTP only.
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import type { Session } from './app';
import { collectEvents } from './event-stream';
import type { ServerEvent } from './sse';

const root = resolve(import.meta.dirname, '../../..');
const entry = resolve(import.meta.dirname, 'api-server.ts');

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** Everything the process wrote to stdout and stderr so far. */
  output(): string;
  /** Resolves with the exit code (null when killed by a signal). */
  exited: Promise<number | null>;
  /** SIGKILL: no shutdown hooks, as in a crash; resolves once the process is gone. */
  crash(): Promise<void>;
  /** SIGTERM, the ordinary stop. */
  stop(): Promise<void>;
}

/** Every process spawned and not yet gone, so a failed or timed-out test leaves none behind. */
const spawned = new Set<ServerProcess>();

/** SIGKILLs every server still running (for afterEach). */
export async function killAllServers() {
  await Promise.all([...spawned].map((server) => server.crash()));
}

export async function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolvePort(port));
    });
  });
}

/** Spawns a server; `env` adds to (and with '' clears) the variables it inherits. Does not wait. */
export async function spawnServer(env: Record<string, string>): Promise<ServerProcess> {
  const port = await freePort();
  let output = '';
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    // DATABASE_URL cleared unless given: the embedded database in DATA_DIR is the default.
    env: { ...process.env, DATABASE_URL: '', HOST: '127.0.0.1', PORT: String(port), LOG_LEVEL: 'warn', CAPTCHA_MAX_NUMBER: '200', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((done) => child.once('exit', (code) => done(code)));
  void exited.then(() => spawned.delete(server));
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const server: ServerProcess = { url: `http://127.0.0.1:${port}`, child, output: () => output, exited, crash: () => end('SIGKILL'), stop: () => end('SIGTERM') };
  spawned.add(server);
  return server;
}

/**
 * Spawns a server and waits until it answers; throws with its output if it exits first. A start
 * takes ~2 s on an idle machine (more on a fresh data folder: the database is created), but the
 * limit is generous for a busy one.
 */
export async function startServer(env: Record<string, string>): Promise<ServerProcess> {
  const server = await spawnServer(env);
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (server.child.exitCode !== null) throw new Error(`server exited with ${server.child.exitCode}:\n${server.output()}`);
    const answered = await fetch(`${server.url}/api/models`).then((response) => response.ok, () => false);
    if (answered) return server;
    if (Date.now() > deadline) {
      await server.crash();
      throw new Error(`server did not answer within 120 s:\n${server.output()}`);
    }
    await new Promise((wait) => setTimeout(wait, 50));
  }
}

/** A guest account made over HTTP, the captcha solved as the browser widget does. */
export async function signUpGuestAt(url: string): Promise<Session> {
  const challenge = (await (await fetch(`${url}/api/auth/captcha`)).json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  const response = await fetch(`${url}/api/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'guest', first_name: 'Grace', 'captcha-token': Buffer.from(JSON.stringify({ challenge, solution })).toString('base64') }),
  });
  if (response.status !== 201) throw new Error(`guest signup failed: ${response.status} ${await response.text()}`);
  return response.json();
}

export async function api(url: string, session: Session, path: string, init: { method?: string; body?: unknown } = {}) {
  const response = await fetch(`${url}/api${path}`, {
    method: init.method ?? 'GET',
    headers: { authorization: `Bearer ${session.jwt}`, ...(init.body ? { 'content-type': 'application/json' } : {}) },
    body: init.body ? JSON.stringify(init.body) : undefined,
  });
  if (!response.ok) throw new Error(`${init.method ?? 'GET'} ${path}: ${response.status} ${await response.text()}`);
  return response.json();
}

/** A text/event-stream read as it arrives: the events so far, whether it ended, and when. */
export async function readStream(url: string, session: Session, path: string, body?: unknown) {
  const response = await fetch(`${url}/api${path}`, {
    method: body ? 'POST' : 'GET',
    headers: { authorization: `Bearer ${session.jwt}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const events: ServerEvent[] = [];
  const state = { endedAt: null as number | null, failed: false };
  const finished = collectEvents(response, events).then(({ failed }) => {
    // `failed`: the connection broke (its server was killed).
    state.failed = failed;
    state.endedAt = Date.now();
  });
  return { status: response.status, events, state, finished };
}

/** Polls `read` until `test` holds for its value (every 50 ms, up to `timeoutMs`). */
export async function waitFor<T>(read: () => Promise<T> | T, test: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (test(value)) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting; last value: ${JSON.stringify(value)?.slice(0, 500)}`);
    await new Promise((wait) => setTimeout(wait, 50));
  }
}
