// CPU work for a worker thread (server/lib/jobs/off-thread.ts): spins for `ms` milliseconds, as
// a speech engine's synthesis would, and says which thread it ran on.
import { threadId } from 'node:worker_threads';
import { HttpError } from '../../../server/lib/errors';

export default function burn(input: { ms: number; refuse?: string }): { spins: number; threadId: number; folder: string } {
  if (input.refuse) throw new HttpError(422, input.refuse);
  const until = Date.now() + input.ms;
  let spins = 0;
  while (Date.now() < until) spins++;
  // Bundled for the worker (jobs/worker-modules.ts), it still names its source's folder.
  return { spins, threadId, folder: import.meta.dirname };
}
