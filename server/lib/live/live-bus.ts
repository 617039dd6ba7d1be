// The live bus: how live jobs reach other server processes (shared by every kind of job;
// chat replies are the only one yet).
import { randomBytes } from 'node:crypto';
import type pg from 'pg';
import { isPostgresUrl } from '../../config';

// Several server processes on one PostgreSQL (ARCHITECTURE: streams fan out through
// LISTEN/NOTIFY). The process generating a reply announces its growth on one channel, with
// offsets, in the same statement that stores it (growing-output.ts): NOTIFY is delivered at
// commit, so a follower is never shown text the database does not hold, and a crash cannot take
// back what a follower saw. A process whose tab re-attached to that reply forwards the news
// (catching up from the stored row when it missed some). Stop travels the same way to the
// process that generates the reply. With PGlite (one process) there is no bus.

export const CHANNEL = 'atelier_replies';
/** How often a growing reply is stored and announced on PostgreSQL: smooth for followers, ~10 writes a second. */
export const batchEveryMs = 100;
/**
 * NOTIFY refuses payloads of 8000 bytes or more: text is announced in pieces of at most this
 * many UTF-16 units, at most 6 bytes each once in JSON (an escaped control character).
 */
const maxPieceChars = 1000;

export interface ReplyNews {
  /** The message id of the reply. */
  m: string;
  /** Text added to the content / reasoning: [offset it starts at, text]. */
  c?: [number, string];
  r?: [number, string];
  /** The reply ended (stored). */
  end?: true;
  /** Asks the process generating the reply to stop it. */
  stop?: true;
}

export function createReplyBus(databaseUrl: string | null) {
  if (!isPostgresUrl(databaseUrl)) return null;
  // Tells this bus's own notifications apart (several apps may share one Node process in tests).
  const me = randomBytes(6).toString('hex');
  let client: pg.Client | null = null;
  let ready: Promise<pg.Client> | null = null;
  const listeners = new Map<string, Set<(news: ReplyNews) => void>>();
  let stopHandler: (messageId: string) => void = () => {};

  function connect(): Promise<pg.Client> {
    ready ??= (async () => {
      // Loaded here: only PostgreSQL has a bus, and the embedded default never needs the driver.
      const { default: driver } = await import('pg');
      const connection = new driver.Client({ connectionString: databaseUrl! });
      connection.on('notification', (message) => {
        let news: ReplyNews & { from?: string };
        try {
          news = JSON.parse(message.payload ?? '');
        } catch {
          return;
        }
        if (news.from === me) return;
        if (news.stop) stopHandler(news.m);
        for (const listener of listeners.get(news.m) ?? []) listener(news);
      });
      // A lost connection is opened again on next use; followers catch up from the stored row.
      connection.on('error', () => {
        if (client !== connection) return;
        client = null;
        ready = null;
      });
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
    /** Listening before the first reply starts, so a Stop from another process is heard. */
    ready: () => connect().then(() => undefined),
    /**
     * The notifications that announce text added to a reply, for the statement that stores it
     * to send (pg_notify on CHANNEL): pieces small enough for NOTIFY, in order.
     */
    growthPayloads(messageId: string, added: { c: [number, string]; r: [number, string] }): string[] {
      const payloads: string[] = [];
      for (const kind of ['r', 'c'] as const) {
        for (const [at, text] of pieces(...added[kind])) payloads.push(JSON.stringify({ m: messageId, [kind]: [at, text], from: me }));
      }
      return payloads;
    },
    async publish(news: ReplyNews) {
      const connection = await connect();
      await connection.query('select pg_notify($1, $2)', [CHANNEL, JSON.stringify({ ...news, from: me })]);
    },
    /** Calls `listener` with the news of one reply; returns the way to stop listening. */
    async listen(messageId: string, listener: (news: ReplyNews) => void): Promise<() => void> {
      await connect();
      const set = listeners.get(messageId) ?? new Set();
      set.add(listener);
      listeners.set(messageId, set);
      return () => {
        set.delete(listener);
        if (set.size === 0) listeners.delete(messageId);
      };
    },
    onStop(handler: (messageId: string) => void) {
      stopHandler = handler;
    },
    async close() {
      const connection = client;
      client = null;
      ready = null;
      await connection?.end().catch(() => {});
    },
  };
}

export type ReplyBus = NonNullable<ReturnType<typeof createReplyBus>>;

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
