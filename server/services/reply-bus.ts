import { randomBytes } from 'node:crypto';
import type pg from 'pg';

// Several server processes on one PostgreSQL (ARCHITECTURE: streams fan out through
// LISTEN/NOTIFY). The process generating a reply announces its growth on one channel, in
// small batches with offsets; a process whose tab re-attached to that reply forwards them
// (catching up from the stored row when it missed some). Stop travels the same way to the
// process that generates the reply. With PGlite (one process) there is no bus.

const CHANNEL = 'atelier_replies';
/** A batch is sent at least this often while a reply grows, and before it would pass NOTIFY's 8000-byte limit. */
export const batchEveryMs = 50;
const maxBatchChars = 3000;

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
  if (!databaseUrl || !/^postgres(ql)?:\/\//.test(databaseUrl)) return null;
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
        if (client === connection) (client = null), (ready = null);
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

/** Collects a reply's growth and announces it in batches (offset + text) on the bus. */
export function batchPublisher(bus: ReplyBus, messageId: string) {
  let content = { at: 0, text: '' };
  let reasoning = { at: 0, text: '' };
  let timer: NodeJS.Timeout | null = null;
  let sending = Promise.resolve();
  const flush = () => {
    if (timer) clearTimeout(timer);
    timer = null;
    const news: ReplyNews = { m: messageId };
    if (content.text) news.c = [content.at, content.text];
    if (reasoning.text) news.r = [reasoning.at, reasoning.text];
    content = { at: content.at + content.text.length, text: '' };
    reasoning = { at: reasoning.at + reasoning.text.length, text: '' };
    if (news.c || news.r) sending = sending.then(() => bus.publish(news)).catch(() => {});
  };
  return {
    add(kind: 'content' | 'reasoning', text: string) {
      const part = kind === 'content' ? content : reasoning;
      part.text += text;
      if (content.text.length + reasoning.text.length > maxBatchChars) flush();
      else timer ??= setTimeout(flush, batchEveryMs);
    },
    /** The rest, then the end. */
    async end() {
      flush();
      sending = sending.then(() => bus.publish({ m: messageId, end: true })).catch(() => {});
      await sending;
    },
  };
}
