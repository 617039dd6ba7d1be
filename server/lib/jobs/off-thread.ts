// CPU-heavy work off the event loop, so a job never stalls the chat's streams (README "Jobs").
// Two ways, both cancelled by an AbortSignal (a job's `signal`: the server is shutting down),
// both at a lower priority than the server's event loop (jobNiceness):
//
// - runInWorker(modulePath, message, { signal }) → Promise<result>
//   Loads `modulePath` (absolute; a .ts file works, bundled once by worker-modules.ts: name it
//   with `join(import.meta.dirname, 'x-worker.ts')`, never the module's URL, which names the
//   server bundle; scripts/server-bundle.mjs refuses a file that spells that property out, even here) in a worker thread and calls its export `exportName` (default: `default`) with `message`; resolves with
//   what it returns (awaited). `message` and the result cross by structured clone: a Buffer
//   arrives as a Uint8Array (Buffer.from(value) it again). A thrown HttpError keeps its status
//   and message, so words meant for the user reach the job's `error`; any other throw becomes a
//   plain Error with its message. Aborting terminates the thread and rejects with the signal's
//   reason. A thread runs one call at a time; when it is done it is kept for 30 s for the next
//   call of the same module (unreferenced: it never keeps the process alive).
//
// - runProgram(command, args, { input, signal }) → Promise<{ stdout: Buffer; stderr: string }>
//   Runs a native program (flite, ffmpeg) as a child process, `input` written to its stdin;
//   a non-zero exit rejects with its stderr's last line; aborting kills it (SIGKILL).
import { spawn } from 'node:child_process';
import { setPriority } from 'node:os';
import { Worker } from 'node:worker_threads';
import { HttpError } from '../errors';
import { workerModuleUrl } from './worker-modules';

// The worker is a script given as text, so the server bundle needs no file of its own for it.
const bootstrap = `
const { workerData, parentPort } = require('node:worker_threads');
try { require('node:os').setPriority(workerData.nice); } catch {}
const loaded = import(workerData.module);
parentPort.on('message', async ({ exportName, message }) => {
  try {
    const result = await (await loaded)[exportName](message);
    parentPort.postMessage({ result });
  } catch (error) {
    parentPort.postMessage({ error: { message: String(error?.message ?? error), statusCode: error?.statusCode } });
  }
});
`;

/**
 * The niceness of job threads and programs: when they and the event loop want the same core, the
 * event loop (the chat's streams) gets about nine tenths of it. On Linux a thread's niceness is
 * its own, so the process's main thread keeps its priority.
 */
export const jobNiceness = 10;

/** How long a worker with nothing to do is kept for the next call (a new one starts and loads its module again). */
const keepIdleMs = 30_000;

interface IdleWorker {
  worker: Worker;
  timer: NodeJS.Timeout;
}
/** Idle workers by module, each with its module loaded. */
const idle = new Map<string, IdleWorker[]>();

async function takeWorker(modulePath: string): Promise<Worker> {
  const kept = idle.get(modulePath)?.pop();
  if (kept) {
    clearTimeout(kept.timer);
    kept.worker.ref();
    return kept.worker;
  }
  const worker = new Worker(bootstrap, { eval: true, workerData: { nice: jobNiceness, module: await workerModuleUrl(modulePath) } });
  // A worker that fails or ends while idle leaves the pool (and its error does not crash the server).
  const leave = () => {
    const list = idle.get(modulePath) ?? [];
    const at = list.findIndex((kept) => kept.worker === worker);
    if (at >= 0) clearTimeout(list.splice(at, 1)[0]!.timer);
  };
  worker.on('error', leave).on('exit', leave);
  return worker;
}

function keepWorker(modulePath: string, worker: Worker) {
  const list = idle.get(modulePath) ?? [];
  idle.set(modulePath, list);
  const kept: IdleWorker = {
    worker,
    timer: setTimeout(() => {
      list.splice(list.indexOf(kept), 1);
      void worker.terminate();
    }, keepIdleMs).unref(),
  };
  // An idle worker never keeps the process alive.
  worker.unref();
  list.push(kept);
}

export async function runInWorker<Result = unknown>(modulePath: string, message: unknown, options: { signal?: AbortSignal; exportName?: string } = {}): Promise<Result> {
  const { signal } = options;
  signal?.throwIfAborted();
  const worker = await takeWorker(modulePath);
  if (signal?.aborted) {
    keepWorker(modulePath, worker);
    throw signal.reason;
  }
  return new Promise<Result>((resolve, reject) => {
    const done = () => {
      signal?.removeEventListener('abort', onAbort);
      worker.off('message', onMessage).off('error', onError).off('exit', onExit);
    };
    const onAbort = () => {
      done();
      void worker.terminate();
      reject(signal!.reason);
    };
    const onMessage = (answer: { result?: Result; error?: { message: string; statusCode?: number } }) => {
      done();
      keepWorker(modulePath, worker);
      if (!answer.error) return resolve(answer.result as Result);
      const { message: words, statusCode } = answer.error;
      reject(statusCode ? new HttpError(statusCode, words) : new Error(words));
    };
    const onError = (error: Error) => {
      done();
      void worker.terminate();
      reject(error);
    };
    const onExit = (code: number) => {
      done();
      reject(new Error(`The worker stopped (exit code ${code}) before answering.`));
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    worker.on('message', onMessage).on('error', onError).on('exit', onExit);
    worker.postMessage({ exportName: options.exportName ?? 'default', message });
  });
}

export function runProgram(command: string, args: readonly string[], options: { input?: Buffer | string; signal?: AbortSignal } = {}): Promise<{ stdout: Buffer; stderr: string }> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
    try {
      if (child.pid) setPriority(child.pid, jobNiceness);
    } catch {
      // Gone already, or not allowed: it runs at the server's priority.
    }
    const stdout: Buffer[] = [];
    const stderr: Buffer[] = [];
    const onAbort = () => {
      child.kill('SIGKILL');
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    child.stdout.on('data', (chunk: Buffer) => stdout.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => stderr.push(chunk));
    child.once('error', (error) => {
      signal?.removeEventListener('abort', onAbort);
      reject(error);
    });
    child.once('close', (code) => {
      signal?.removeEventListener('abort', onAbort);
      const errorText = Buffer.concat(stderr).toString('utf8');
      if (code === 0) return resolve({ stdout: Buffer.concat(stdout), stderr: errorText });
      const lastLine = errorText.trim().split('\n').at(-1) ?? '';
      reject(new Error(`${command} exited with ${code ?? 'a signal'}${lastLine ? `: ${lastLine}` : ''}`));
    });
    // A program that exits without reading its input must not crash the server (EPIPE).
    child.stdin.on('error', () => {});
    child.stdin.end(options.input ?? '');
  });
}
