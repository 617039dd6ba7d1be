// The live bus: how live jobs reach other server processes, for every kind of job, and how
// other news every process must hear at once travels (revoked sessions, server/account/tokens.ts).
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { isPostgresUrl } from '../../config';

// Several server processes on one PostgreSQL (ARCHITECTURE: streams fan out through
// LISTEN/NOTIFY). The process running a job announces its growth on one channel, with offsets,
// in the same statement that stores it (growing-output.ts): NOTIFY is delivered at commit, so a
// follower is never shown text the database does not hold, and a crash cannot take back what a
// follower saw. A process whose tab re-attached to that job forwards the news (catching up from
// the stored row when it missed some, follow-stored.ts). Stop travels the same way to the
// process that runs the job. With PGlite (one process) there is no bus.
//
// Every item names the job's kind beside its id: two kinds' tables may hold the same id, and
// their news must never mix.
//
// A kind that is not a job (revocations) is watched whole: every item of it, whatever its id.
// Those watchers must not miss news, so while any exists the connection is kept open: opened
// again when lost, and each watcher told it may have missed some (once lost, once open again).

export const CHANNEL = 'atelier_live';
/** The bus connection's application_name. */
export const busConnectionName = 'atelier-live-bus';
/** How long a lost connection waits before it is opened again for the watchers. */
const reopenAfterMs = 500;
/** How often a growing output is stored and announced on PostgreSQL: smooth for followers, ~10 writes a second. */
export const batchEveryMs = 100;
/**
 * NOTIFY refuses payloads of 8000 bytes or more: text is announced in pieces of at most this
 * many UTF-16 units, at most 6 bytes each once in JSON (an escaped control character).
 */
const maxPieceChars = 1000;

export interface LiveNews {
  kind: string;
  id: string;
  /** Text added to one growing column, starting at offset `at` of it. */
  grew?: { column: string; at: number; text: string };
  /** The job ended (stored). */
  end?: true;
  /** Asks the process running the job to stop it. */
  stop?: true;
}

const keyOf = (kind: string, id: string) => JSON.stringify([kind, id]);

/** What watches every item of one kind (bus.watch). */
export interface BusWatcher {
  heard(id: string): void;
  /** The connection was lost or has just been opened again: news may have been missed. */
  missed(): void;
}

export function createLiveBus(databaseUrl: string | null) {
  if (!isPostgresUrl(databaseUrl)) return null;
  // Tells this bus's own notifications apart (several apps may share one Node process in tests).
  const me = randomBytes(6).toString('hex');
  let client: pg.Client | null = null;
  let ready: Promise<pg.Client> | null = null;
  const listeners = new Map<string, Set<(news: LiveNews) => void>>();
  let stopHandler: (kind: string, id: string) => void = () => {};
  const watchers = new Map<string, Set<BusWatcher>>();
  let closed = false;
  let reopening: NodeJS.Timeout | null = null;
  const tellMissed = () => watchers.forEach((set) => set.forEach((watcher) => watcher.missed()));

  /** While anyone watches, a lost connection is opened again (retried until it opens). */
  function keepOpen() {
    if (closed || reopening || watchers.size === 0) return;
    reopening = setTimeout(() => {
      reopening = null;
      connect().then(tellMissed, keepOpen);
    }, reopenAfterMs);
    reopening.unref();
  }

  function connect(): Promise<pg.Client> {
    ready ??= (async () => {
      // Loaded here: only PostgreSQL has a bus, and the embedded default never needs the driver.
      const { default: driver } = await import('pg');
      // Named, so an operator (and a test) can tell it among the connections in pg_stat_activity.
      const connection = new driver.Client({ connectionString: databaseUrl!, application_name: busConnectionName });
      connection.on('notification', (message) => {
        let news: LiveNews & { from?: string };
        try {
          news = JSON.parse(message.payload ?? '');
        } catch {
          return;
        }
        if (news.from === me || typeof news.kind !== 'string' || typeof news.id !== 'string') return;
        if (news.stop) stopHandler(news.kind, news.id);
        for (const watcher of watchers.get(news.kind) ?? []) watcher.heard(news.id);
        for (const listener of listeners.get(keyOf(news.kind, news.id)) ?? []) listener(news);
      });
      // A lost connection is opened again on next use (followers catch up from the stored row),
      // or soon while something watches.
      const lost = () => {
        if (client !== connection) return;
        client = null;
        ready = null;
        void connection.end().catch(() => {});
        tellMissed();
        keepOpen();
      };
      connection.on('error', lost);
      connection.on('end', lost);
      await connection.connect();
      await connection.query(`LISTEN ${CHANNEL}`);
      client = connection;
      return connection;
    })().catch((error) => {
      ready = null;
      throw error;
    });
    return ready;
  }

  return {
    /** Listening before the first job starts, so a Stop from another process is heard. */
    ready: () => connect().then(() => undefined),
    /**
     * The notifications that announce text added to a job's columns, for the statement that
     * stores it to send (pg_notify on CHANNEL): pieces small enough for NOTIFY, in order.
     */
    growthPayloads(kind: string, id: string, added: readonly { column: string; at: number; text: string }[]): string[] {
      const payloads: string[] = [];
      for (const { column, at, text } of added) {
        for (const [from, piece] of pieces(at, text)) payloads.push(JSON.stringify({ kind, id, grew: { column, at: from, text: piece }, from: me }));
      }
      return payloads;
    },
    async publish(news: LiveNews) {
      const connection = await connect();
      await connection.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ ...news, from: me })]);
    },
    /** Calls `listener` with the news of one job; returns the way to stop listening. */
    async listen(kind: string, id: string, listener: (news: LiveNews) => void): Promise<() => void> {
      await connect();
      const key = keyOf(kind, id);
      const set = listeners.get(key) ?? new Set();
      set.add(listener);
      listeners.set(key, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(key);
      };
    },
    onStop(handler: (kind: string, id: string) => void) {
      stopHandler = handler;
    },
    /**
     * Calls `watcher` with every item of `kind` another process publishes, from now on (the
     * connection opens if it is not open yet; `ready` waits for it). Returns the way to stop.
     */
    watch(kind: string, watcher: BusWatcher): () => void {
      const set = watchers.get(kind) ?? new Set();
      set.add(watcher);
      watchers.set(kind, set);
      connect().catch(keepOpen);
      return () => {
        set.delete(watcher);
        if (set.size === 0) watchers.delete(kind);
      };
    },
    async close() {
      closed = true;
      if (reopening) clearTimeout(reopening);
      // One still opening is closed once open, or it would keep the process alive.
      const connection = client ?? (await ready?.catch(() => null));
      client = null;
      ready = null;
      await connection?.end().catch(() => {});
    },
  };
}

export type LiveBus = NonNullable<ReturnType<typeof createLiveBus>>;

/** `text` starting at offset `at`, cut into NOTIFY-sized pieces (a surrogate pair is never cut). */
function pieces(at: number, text: string): [number, string][] {
  const result: [number, string][] = [];
  for (let from = 0; from < text.length; ) {
    let to = Math.min(text.length, from + maxPieceChars);
    if (to < text.length && /[\uD800-\uDBFF]/.test(text[to - 1]!)) to--;
    result.push([at + from, text.slice(from, to)]);
    from = to;
  }
  return result;
}
