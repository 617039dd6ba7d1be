// Every request body costs the server time in proportion to its size: reading it and, for JSON,
// parsing and checking it — 20 to 80 ms per MB however it is shaped (bench/hostile-json.ts),
// against ~0.05 ms for a list read. Two clients sending 1 MB bodies back to back would take the
// event loop from everyone else, so each client address has a budget of body bytes: a bucket
// that holds two of the largest bodies and refills at BODY_KB_PER_SECOND (256 KB/s by default).
//
// - A body the bucket can pay for is read at once: everyday requests never notice.
// - One it cannot pay for waits, unread, until it can: a client sending large bodies in a burst
//   is slowed, not refused, and an attacker's loop sends one body every few seconds.
// - One that would wait more than `maxWaitMs` is refused, unread, after that long: 429 with
//   Retry-After, and its connection closed (errors.ts). Held rather than refused at once, so an
//   attacker's loop costs one answer per connection every 10 s, not a new connection per ms.
//
// A body is charged its declared length (at most its route's body limit), or that limit when it
// declares none (chunked).
// Multipart uploads are left to their own limits (plugins/forms.ts). The budget is per process,
// which is what it protects: each process's event loop.
//
// Routes open to anyone (`config.public`: login, signup, password reset) take at most
// `publicBodyLimit`: what they read is a few fields and a captcha token, so a stranger's body
// costs at most ~1/16 of a full one. A route that needs more says so with its own bodyLimit.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors';

export const maxWaitMs = 10_000;
// Forgotten clients are dropped at most this often, once there are this many.
const pruneEveryMs = 10_000;
const pruneAbove = 10_000;

export interface BodyBudget {
  /** ms to wait before reading `bytes` from `client` (the bytes are then spent), or null when that would be too long. */
  charge(client: string, bytes: number): number | null;
  /** Gives back what a body never read cost (its sender left while it waited). */
  refund(client: string, bytes: number): void;
  /** Seconds until `client` could send `bytes` without waiting too long. */
  retryAfter(client: string, bytes: number): number;
}

export function createBodyBudget(bytesPerSecond: number, capacity: number, now: () => number = () => performance.now()): BodyBudget {
  const buckets = new Map<string, { bytes: number; at: number }>();
  let prunedAt = now();

  function bucketOf(client: string, time: number) {
    const bucket = buckets.get(client) ?? { bytes: capacity, at: time };
    bucket.bytes = Math.min(capacity, bucket.bytes + ((time - bucket.at) / 1000) * bytesPerSecond);
    bucket.at = time;
    return bucket;
  }

  function prune(time: number) {
    if (buckets.size <= pruneAbove || time - prunedAt < pruneEveryMs) return;
    prunedAt = time;
    for (const [client, bucket] of buckets) {
      if (bucket.bytes + ((time - bucket.at) / 1000) * bytesPerSecond >= capacity) buckets.delete(client);
    }
  }

  const waitMs = (available: number, bytes: number) => (available >= bytes ? 0 : ((bytes - available) / bytesPerSecond) * 1000);

  return {
    charge(client, bytes) {
      const time = now();
      prune(time);
      const bucket = bucketOf(client, time);
      const wait = waitMs(bucket.bytes, bytes);
      if (wait > maxWaitMs) return null;
      // Spent now, so the next body from this client waits behind this one.
      bucket.bytes -= bytes;
      buckets.set(client, bucket);
      return wait;
    },
    refund(client, bytes) {
      const bucket = buckets.get(client);
      if (bucket) bucket.bytes = Math.min(capacity, bucket.bytes + bytes);
    },
    retryAfter(client, bytes) {
      const bucket = bucketOf(client, now());
      return Math.max(1, Math.ceil((waitMs(bucket.bytes, bytes) - maxWaitMs) / 1000));
    },
  };
}

export const publicBodyLimit = 64 * 1024;

export function registerBodyBudget(app: FastifyInstance, kbPerSecond: number) {
  app.addHook('onRoute', (route) => {
    if (route.config?.public && route.bodyLimit === undefined) route.bodyLimit = publicBodyLimit;
  });
  if (kbPerSecond === 0) return;
  const bodyLimit = app.initialConfig.bodyLimit!;
  const budget = createBodyBudget(kbPerSecond * 1024, 2 * bodyLimit);
  app.addHook('preParsing', async (request, reply, payload) => {
    const { headers } = request;
    const declared = headers['content-length'] === undefined ? null : Number(headers['content-length']);
    if (declared === 0 || (declared === null && headers['transfer-encoding'] === undefined)) return payload;
    if (/^multipart\//i.test(headers['content-type'] ?? '')) return payload;
    // A body over the route's limit is refused unread (413) once it is its turn: charged all the
    // same, so a loop of them is slowed like any other.
    const routeLimit = request.routeOptions.bodyLimit ?? bodyLimit;
    const bytes = Math.min(declared ?? routeLimit, routeLimit);
    const wait = budget.charge(request.ip, bytes);
    if (wait === null) {
      await new Promise((resume) => setTimeout(resume, maxWaitMs));
      const seconds = budget.retryAfter(request.ip, bytes);
      reply.header('retry-after', String(seconds));
      throw new HttpError(429, `Too much data sent from your address: try again in ${seconds} seconds.`);
    }
    if (wait > 0) {
      await new Promise((resume) => setTimeout(resume, wait));
      if (request.raw.destroyed) budget.refund(request.ip, bytes);
    }
    return payload;
  });
}
