// CPU-heavy work off the event loop, so a job never stalls the chat's streams (README "Jobs").
// Two ways, both cancelled by an AbortSignal (a job's `signal`: the server is shutting down):
//
// - runInWorker(modulePath, message, { signal }) → Promise<result>
//   Loads `modulePath` (absolute; a .ts file works: build it with `join(import.meta.dirname,
//   'x-worker.ts')`, never import.meta.url, which names the server bundle) in a new worker
//   thread and calls its export `exportName` (default: `default`) with `message`; resolves with
//   what it returns (awaited). `message` and the result cross by structured clone: a Buffer
//   arrives as a Uint8Array (Buffer.from(value) it again). A thrown HttpError keeps its status
//   and message, so words meant for the user reach the job's `error`; any other throw becomes a
//   plain Error with its message. Aborting terminates the thread and rejects with the signal's
//   reason. One thread per call: a job runs for seconds, a thread starts in tens of ms.
//
// - runProgram(command, args, { input, signal }) → Promise<{ stdout: Buffer; stderr: string }>
//   Runs a native program (flite, ffmpeg) as a child process, `input` written to its stdin;
//   a non-zero exit rejects with its stderr's last line; aborting kills it (SIGKILL).
import { spawn } from 'node:child_process';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { HttpError } from '../errors';

// The worker is a script given as text, so the server bundle needs no file of its own for it.
// A .ts module is loaded through tsx's loader (the server's sources are on disk beside the bundle).
const bootstrap = `
const { workerData, parentPort } = require('node:worker_threads');
(async () => {
  if (workerData.loader) (await import(workerData.loader)).register();
  const module = await import(workerData.module);
  const result = await module[workerData.exportName](workerData.message);
  parentPort.postMessage({ result });
})().catch((error) => parentPort.postMessage({ error: { message: String(error?.message ?? error), statusCode: error?.statusCode } }));
`;

let tsLoader: string | undefined;
function typescriptLoader(): string {
  // tsx's ESM API (its exports map points `require` at a .cjs twin that cannot load it here).
  tsLoader ??= pathToFileURL(createRequire(join(import.meta.dirname, 'off-thread.ts')).resolve('tsx/esm/api').replace(/\.cjs$/, '.mjs')).href;
  return tsLoader;
}

export function runInWorker<Result = unknown>(modulePath: string, message: unknown, options: { signal?: AbortSignal; exportName?: string } = {}): Promise<Result> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const loader = /\.[mc]?ts$/.test(modulePath) ? typescriptLoader() : null;
  const worker = new Worker(bootstrap, {
    eval: true,
    workerData: { loader, module: pathToFileURL(modulePath).href, exportName: options.exportName ?? 'default', message },
  });
  return new Promise<Result>((resolve, reject) => {
    const onAbort = () => {
      void worker.terminate();
      reject(signal!.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
    const settle = () => {
      signal?.removeEventListener('abort', onAbort);
      void worker.terminate();
    };
    worker.once('message', (answer: { result?: Result; error?: { message: string; statusCode?: number } }) => {
      settle();
      if (!answer.error) return resolve(answer.result as Result);
      const { message, statusCode } = answer.error;
      reject(statusCode ? new HttpError(statusCode, message) : new Error(message));
    });
    worker.once('error', (error) => {
      settle();
      reject(error);
    });
    worker.once('exit', (code) => {
      signal?.removeEventListener('abort', onAbort);
      reject(new Error(`The worker stopped (exit code ${code}) before answering.`));
    });
  });
}

export function runProgram(command: string, args: readonly string[], options: { input?: Buffer | string; signal?: AbortSignal } = {}): Promise<{ stdout: Buffer; stderr: string }> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: ['pipe', 'pipe', 'pipe'] });
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
