// CPU work off the event loop (server/lib/jobs/off-thread.ts): a worker thread for our own code,
// a child process for a native program, both stopped by an abort.
import { join } from 'node:path';
import { threadId } from 'node:worker_threads';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../server/lib/errors';
import { runInWorker, runProgram } from '../../server/lib/jobs/off-thread';

const burnWorker = join(import.meta.dirname, 'helpers/burn-worker.ts');
type Burned = { spins: number; threadId: number; folder: string };

/** The longest time between two ticks of a 10 ms interval while `work` runs. */
async function longestTickGap(work: () => Promise<unknown>): Promise<number> {
  let last = performance.now();
  let longest = 0;
  const ticker = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 10);
  try {
    await work();
  } finally {
    clearInterval(ticker);
  }
  return Math.max(longest, performance.now() - last);
}

describe('runInWorker', () => {
  it('runs a 2 s CPU loop in another thread while the event loop keeps ticking', async () => {
    // Loaded once first, so the measured run is the work and not tsx compiling the module.
    await runInWorker<Burned>(burnWorker, { ms: 1 });
    // The same 2 s without the worker: on a machine busy with other work, the loop's own
    // stalls. Blocked by the work it would stall for 2 s; off the loop, within 50 ms of those.
    const control = await longestTickGap(() => new Promise((resolve) => setTimeout(resolve, 2_000)));
    let result: Burned | undefined;
    const longestGap = await longestTickGap(async () => {
      result = await runInWorker<Burned>(burnWorker, { ms: 2_000 });
    });
    expect(result!.spins).toBeGreaterThan(0);
    expect(result!.threadId).not.toBe(threadId);
    expect(result!.folder).toBe(join(import.meta.dirname, 'helpers'));
    expect(longestGap).toBeLessThan(50 + control);
  });

  it('keeps the words of an HttpError and stops the thread on abort', async () => {
    const refusal = await runInWorker(burnWorker, { ms: 0, refuse: 'This voice cannot speak Klingon.' }).catch((error: unknown) => error);
    expect(refusal).toBeInstanceOf(HttpError);
    expect(refusal).toMatchObject({ statusCode: 422, message: 'This voice cannot speak Klingon.' });

    const controller = new AbortController();
    const started = performance.now();
    const running = runInWorker(burnWorker, { ms: 60_000 }, { signal: controller.signal });
    controller.abort(new Error('The server is shutting down.'));
    await expect(running).rejects.toThrow('The server is shutting down.');
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});

describe('runProgram', () => {
  it('feeds stdin and answers stdout; a failure says what the program said', async () => {
    const { stdout } = await runProgram('sh', ['-c', 'tr a-z A-Z'], { input: 'hello' });
    expect(stdout.toString()).toBe('HELLO');
    await expect(runProgram('sh', ['-c', 'echo "no voice named kal" >&2; exit 3'])).rejects.toThrow('sh exited with 3: no voice named kal');
  });

  it('kills the program on abort', async () => {
    const controller = new AbortController();
    const started = performance.now();
    const running = runProgram('sleep', ['30'], { signal: controller.signal });
    controller.abort(new Error('stopped'));
    await expect(running).rejects.toThrow('stopped');
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
