// Server time to the first byte of a chat send's event stream: from the request's arrival at
// the server (the HTTP server's `request` event) to the response's head being written, for
// `POST /api/ai/conversations/:id/messages` on loopback. The app runs in this process on the
// embedded PGlite in a fresh data folder (and on PostgreSQL when a URL is set), with the offline
// assistant unpaced and pino logging at `info` (to nowhere), as `npm start` would; each reply is
// read to its end before the next send, so every send meets an idle server. A bare fastify
// route that opens an event stream is measured the same way, as the yardstick.
import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { buildApp } from '../server/app';
import { isPostgresUrl, loadConfig } from '../server/config';
import { openEventStream } from '../server/lib/sse';
import { createTestDatabase } from '../tests/server/helpers/app';
import { guestSession } from './guest';

const target = 10;
const sends = 20;
const warmUp = 3;

export interface FirstByteRun {
  database: 'PGlite' | 'PostgreSQL';
  /** Server milliseconds per send: the first message of a new conversation, the next one of a longer one. */
  fresh: number[];
  existing: number[];
}

export interface FirstByteFigures {
  runs: FirstByteRun[];
  bare: number[];
  postgresSkipped: boolean;
}

/** On the embedded PGlite, and on PostgreSQL when a URL is set (TEST_DATABASE_URL, or DATABASE_URL when it is a postgres:// one). */
export async function firstByteBench(): Promise<FirstByteFigures> {
  const bare = await measureBare();
  const runs = [await measureApp('PGlite', null)];
  const postgresUrl = process.env.TEST_DATABASE_URL || (isPostgresUrl(process.env.DATABASE_URL ?? null) ? process.env.DATABASE_URL! : null);
  if (postgresUrl) {
    const database = await createTestDatabase(postgresUrl);
    try {
      runs.push(await measureApp('PostgreSQL', database.url));
    } finally {
      await database.drop();
    }
  }
  return { runs, bare, postgresSkipped: !postgresUrl };
}

export function printFirstByteFigures({ runs, bare, postgresSkipped }: FirstByteFigures) {
  const line = (values: number[]) => `median ${ms(median(values))}, p90 ${ms(percentile(values, 0.9))}`;
  for (const run of runs) {
    for (const [label, values] of [
      ['new conversation', run.fresh],
      ['existing conversation', run.existing],
    ] as const) {
      const verdict = median(values) <= target ? 'ok' : 'MISSED';
      console.log(`first SSE byte of a chat send on ${run.database}, ${label}: server time ${line(values)} (target ${target} ms) ${verdict}`);
    }
  }
  console.log(`first SSE byte of a bare fastify event stream: server time ${line(bare)}`);
  if (postgresSkipped) console.log('first SSE byte on PostgreSQL: skipped (no database URL)');
}

async function measureApp(database: FirstByteRun['database'], databaseUrl: string | null): Promise<FirstByteRun> {
  const dataDir = await mkdtemp(join(tmpdir(), 'atelier-bench-first-byte-'));
  const delay = process.env.LOCAL_ENGINE_TOKEN_DELAY_MS;
  // Read by createChatEngines when the app is built.
  process.env.LOCAL_ENGINE_TOKEN_DELAY_MS = '0';
  const config = loadConfig({ DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', CAPTCHA_MAX_NUMBER: '2000', LOG_LEVEL: 'info' });
  const logger = { level: 'info', stream: createWriteStream('/dev/null') };
  const app = await buildApp(config, { logger }).finally(() => {
    if (delay === undefined) delete process.env.LOCAL_ENGINE_TOKEN_DELAY_MS;
    else process.env.LOCAL_ENGINE_TOKEN_DELAY_MS = delay;
  });
  try {
    const timings = timeFirstBytes(app);
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const { rest, jwt } = await guestSession(url);
    // As the app sends: below the reply shown last (parent_id), or a conversation's first message.
    const lastReply = new Map<string, string>();
    const send = async (conversationId: string) => {
      const path = `/api/ai/conversations/${conversationId}/messages`;
      const parent = lastReply.get(conversationId);
      const response = await fetch(url + path, {
        method: 'POST',
        headers: { authorization: `Bearer ${jwt}`, 'content-type': 'application/json', accept: 'text/event-stream' },
        body: JSON.stringify({ content: 'What can you do?', ...(parent ? { parent_id: parent } : {}) }),
      });
      const body = await response.text();
      const reply = [...body.matchAll(/^event: message\ndata: \{"id":"([^"]+)"/gm)].at(-1)?.[1];
      if (!response.ok || !reply) throw new Error(`send failed: ${response.status} ${body.slice(0, 200)}`);
      lastReply.set(conversationId, reply);
      return timings.take(path);
    };
    const newConversation = async () => (await rest.post<{ id: string }>('/ai/conversations', {})).id;
    const existingId = await newConversation();
    for (let i = 0; i < warmUp; i++) await send(await newConversation());
    const fresh: number[] = [];
    const existing: number[] = [];
    for (let i = 0; i < sends; i++) {
      fresh.push(await send(await newConversation()));
      existing.push(await send(existingId));
    }
    return { database, fresh, existing };
  } finally {
    await app.close();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/**
 * Records, per request path, the time from the request's arrival to its response's head being
 * written: listens before fastify does and wraps the response's writing methods.
 */
function timeFirstBytes(app: FastifyInstance) {
  const done = new Map<string, number>();
  app.server.prependListener('request', (request: IncomingMessage, response: ServerResponse) => {
    const arrived = process.hrtime.bigint();
    const path = request.url ?? '';
    let recorded = false;
    const record = () => {
      if (recorded) return;
      recorded = true;
      done.set(path, Number(process.hrtime.bigint() - arrived) / 1e6);
    };
    for (const method of ['writeHead', 'flushHeaders', 'write', 'end'] as const) {
      const original = response[method].bind(response) as (...args: unknown[]) => unknown;
      (response as unknown as Record<string, unknown>)[method] = (...args: unknown[]) => {
        record();
        return original(...args);
      };
    }
  });
  return {
    take(path: string): number {
      const value = done.get(path);
      if (value === undefined) throw new Error(`no first byte recorded for ${path}`);
      done.delete(path);
      return value;
    },
  };
}

/** Fastify with one route that opens an event stream at once, sends one event and ends. */
async function measureBare(): Promise<number[]> {
  const app = Fastify();
  app.post('/stream', async (_request, reply) => {
    const stream = openEventStream(reply);
    stream.send('message', { ok: true });
    stream.end();
  });
  const timings = timeFirstBytes(app);
  try {
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const values: number[] = [];
    for (let i = 0; i < warmUp + sends; i++) {
      const response = await fetch(`${url}/stream`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ content: 'What can you do?' }) });
      await response.text();
      const value = timings.take('/stream');
      if (i >= warmUp) values.push(value);
    }
    return values;
  } finally {
    await app.close();
  }
}

function median(values: number[]) {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = sorted.length / 2;
  return Number.isInteger(middle) ? (sorted[middle - 1] + sorted[middle]) / 2 : sorted[Math.floor(middle)];
}

function percentile(values: number[], fraction: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil(fraction * sorted.length) - 1)];
}

const ms = (value: number) => `${value.toFixed(1)} ms`;
