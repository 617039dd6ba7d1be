// List reads under load: `GET /api/library/conversations` of a signed-in user with 60
// conversations (a page of 25 comes back) against a bare fastify handler, side by side in the
// same run, at 1 and 50 connections (autocannon over loopback, 1 s warm-up then 5 s each).
// The app as it runs by default, pages kept in memory between changes; then the same server
// restarted with LIST_CACHE_MB=0, every read a query: what a page costs right after a change, and
// what every search costs (a search is never kept). The search matches the messages, not the
// titles, so it reads both. Both servers are child processes started the same way, so they pay
// the same process costs; the client accepts compression as a browser does. On the embedded
// PGlite, and on PostgreSQL when a URL is set (TEST_DATABASE_URL, or DATABASE_URL when it is a
// postgres:// one).
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { isPostgresUrl } from '../server/config';
import { createTestDatabase } from '../tests/server/helpers/app';
import { freePort, startServer, type ServerProcess } from '../tests/server/helpers/server-process';
import { guestSession } from './guest';

/** Against bare fastify at 50 connections: pages kept in memory, and every read from the database. */
const targets = { kept: 0.6, fromDatabase: 0.1 };
const noise = 0.1;
const conversations = 60;
const connectionCounts = [1, 50] as const;
const browserHeaders = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };

export interface ListReadFigures {
  database: 'PGlite' | 'PostgreSQL';
  /** req/s by connection count. */
  app: Record<number, number>;
  bare: Record<number, number>;
  /** req/s at 50 connections with every read from the database (LIST_CACHE_MB=0): a history page, and a search. */
  fromDatabase: { list: number; search: number };
  pageBytes: number;
}

export async function listReadsBench(): Promise<{ runs: ListReadFigures[]; postgresSkipped: boolean }> {
  const runs = [await measure('PGlite', null)];
  const postgresUrl = process.env.TEST_DATABASE_URL || (isPostgresUrl(process.env.DATABASE_URL ?? null) ? process.env.DATABASE_URL! : null);
  if (postgresUrl) {
    const database = await createTestDatabase(postgresUrl);
    try {
      runs.push(await measure('PostgreSQL', database.url));
    } finally {
      await database.drop();
    }
  }
  return { runs, postgresSkipped: !postgresUrl };
}

export function printListReadFigures({ runs, postgresSkipped }: Awaited<ReturnType<typeof listReadsBench>>) {
  for (const run of runs) {
    for (const connections of connectionCounts) {
      const ratio = run.app[connections] / run.bare[connections];
      const verdict = connections === 50 ? against(ratio, targets.kept) : '';
      console.log(
        `list reads on ${run.database}, ${connections} connection${connections > 1 ? 's' : ''}: ${rate(run.app[connections])} vs bare fastify ${rate(run.bare[connections])}, ratio ${ratio.toFixed(2)}${verdict}`,
      );
    }
    // Two runs of the same load differ by several per cent here: "not fewer" allows that much.
    const change = run.app[50] / run.app[1] - 1;
    const holds = change >= -noise;
    console.log(
      `list reads on ${run.database}: 50 connections ${rate(run.app[50])} vs 1 connection ${rate(run.app[1])}, ${(change * 100).toFixed(0)} % (target: not fewer, ${noise * 100} % noise allowed) ${holds ? 'ok' : 'MISSED'}; a page is ${run.pageBytes} bytes of JSON`,
    );
    for (const [what, perSecond] of [['list reads', run.fromDatabase.list], ['searches', run.fromDatabase.search]] as const) {
      const ratio = perSecond / run.bare[50];
      console.log(
        `${what} on ${run.database}, every page from the database (LIST_CACHE_MB=0), 50 connections: ${rate(perSecond)} vs bare fastify ${rate(run.bare[50])}, ratio ${ratio.toFixed(3)}${against(ratio, targets.fromDatabase)}`,
      );
    }
  }
  if (postgresSkipped) console.log('PostgreSQL: skipped (no database URL)');
}

const rate = (perSecond: number) => `${perSecond.toFixed(0)} req/s`;
const against = (ratio: number, target: number) => ` (target ${target}) ${ratio >= target ? 'ok' : 'MISSED'}`;

async function measure(database: ListReadFigures['database'], databaseUrl: string | null): Promise<ListReadFigures> {
  const dataDir = await mkdtemp(join(tmpdir(), 'atelier-bench-lists-'));
  const servers: ServerProcess[] = [];
  try {
    const env = { DATA_DIR: dataDir, DATABASE_URL: databaseUrl ?? '', LOCAL_ENGINE_TOKEN_DELAY_MS: '0', LOG_LEVEL: 'info' };
    const app = await startServer(env);
    servers.push(app);
    const bare = await startBareFastify();
    servers.push(bare);
    const { jwt, pageBytes } = await seedHistory(app.url);
    const list = { url: `${app.url}/api/library/conversations`, headers: { ...browserHeaders, authorization: `Bearer ${jwt}` } };
    const figures: ListReadFigures = { database, app: {}, bare: {}, pageBytes, fromDatabase: { list: 0, search: 0 } };
    for (const connections of connectionCounts) {
      figures.bare[connections] = await load({ url: `${bare.url}/`, headers: browserHeaders }, connections);
      figures.app[connections] = await load(list, connections);
    }
    await app.stop();
    const uncached = await startServer({ ...env, LIST_CACHE_MB: '0' });
    servers.push(uncached);
    figures.fromDatabase.list = await load({ ...list, url: `${uncached.url}/api/library/conversations` }, 50);
    figures.fromDatabase.search = await load({ ...list, url: `${uncached.url}/api/library/conversations?query=${searched}` }, 50);
    return figures;
  } finally {
    for (const server of servers) await server.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** 2xx responses per second over 5 s after a 1 s warm-up; any failure stops the bench. */
async function load(request: { url: string; headers: Record<string, string> }, connections: number): Promise<number> {
  await autocannon({ ...request, connections, duration: 1 });
  const result = await autocannon({ ...request, connections, duration: 5 });
  if (result.errors || result.non2xx) throw new Error(`${request.url}: ${result.errors} errors, ${result.non2xx} non-2xx answers under load`);
  return result.requests.total / result.duration;
}

/** A word of every question and of no title: a search for it reads the messages. */
const searched = 'records';

/** A guest with `conversations` conversations, each one real turn with the offline assistant. */
async function seedHistory(url: string) {
  const { rest, jwt } = await guestSession(url);
  for (let i = 0; i < conversations; i++) {
    // Titled when made, so the first message does not title it.
    const conversation = await rest.post<{ id: string }>('/ai/conversations', { title: `Conversation ${i} about sorting` });
    for await (const _ of rest.stream(`/ai/conversations/${conversation.id}/messages`, { content: `Question ${i}: how do I sort records by two columns?` })) {
      // drained: the reply is stored when the stream ends
    }
  }
  const page = await fetch(`${url}/api/library/conversations`, { headers: { authorization: `Bearer ${jwt}` } });
  const body = await page.text();
  const rows = (JSON.parse(body) as { data: unknown[] }).data.length;
  if (rows !== 25) throw new Error(`expected a page of 25 conversations, got ${rows}`);
  const found = (await rest.get<{ data: unknown[] }>('/library/conversations', { query: searched })).data.length;
  if (found !== 25) throw new Error(`expected a search to find a page of 25 conversations, got ${found}`);
  return { jwt, pageBytes: Buffer.byteLength(body) };
}

async function startBareFastify(): Promise<ServerProcess> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', resolve(import.meta.dirname, 'bare-fastify.ts')], { env: { ...process.env, PORT: String(port) }, stdio: 'inherit' });
  const exited = new Promise<number | null>((done) => child.once('exit', done));
  const url = `http://127.0.0.1:${port}`;
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  const server: ServerProcess = { url, child, output: () => '', exited, crash: () => end('SIGKILL'), stop: () => end('SIGTERM') };
  for (let tries = 0; !(await fetch(url).then((response) => response.ok, () => false)); tries++) {
    if (child.exitCode !== null || tries > 600) throw new Error('the bare fastify server did not start');
    await new Promise((wait) => setTimeout(wait, 50));
  }
  return server;
}
