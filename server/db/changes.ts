// Which workspaces' data changed, as the database tells it: the triggers of migration 0011
// NOTIFY a workspace's id (and the transaction's) on CHANNEL whenever a row a list shows is
// written, at commit. What a
// process keeps in memory about a workspace's lists (server/lib/list-cache.ts) listens here.
//
// - PGlite (one process): its own `listen`, called back before the committing query resolves.
// - PostgreSQL: every pooled connection LISTENs too, so a write of this process is heard on its
//   own connection before its COMMIT resolves (PostgreSQL delivers a session's own notifications
//   before it is ready for the next query): a user reading the list right after their write sees
//   it. Writes of other processes arrive on one more connection that stays open, within
//   milliseconds. While that connection is down nothing may be trusted: `live` is false until it
//   is open again, and then everything kept is dropped (`reset`), since news was missed.
import type { PGlite } from '@electric-sql/pglite';
import { sql } from 'kysely';
import type pg from 'pg';

export const CHANNEL = 'atelier_changes';

/**
 * For a migration: every write to `table` (which has a `workspace_id` column) is announced.
 * The function it calls is migration 0011's.
 */
export const announceChanges = (table: string) => sql`
  create trigger ${sql.raw(`${table}_workspace_changes`)}
  after insert or update or delete on ${sql.table(table)}
  for each row execute function notify_workspace_change()`;

export interface ChangeListener {
  /** A workspace's data changed. */
  changed(workspaceId: string): void;
  /** Changes may have been missed: forget everything. */
  reset(): void;
}

export interface ChangeFeed {
  /** Once listening (or, on PostgreSQL, once the first try to listen failed: tried again later). */
  ready(): Promise<void>;
  /** Whether every change is being heard; when false, asks to start listening again. */
  live(): boolean;
  subscribe(listener: ChangeListener): () => void;
  close(): Promise<void>;
}

/** Notifications remembered to recognise the same one heard again on another connection. */
const maxRemembered = 10_000;

function listenerSet() {
  const listeners = new Set<ChangeListener>();
  // Insertion order: the first is the oldest, forgotten first.
  const heard = new Set<string>();
  return {
    add(listener: ChangeListener) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** A notification's payload: "{workspaceId} {transactionId}". */
    heard(payload: string) {
      if (heard.has(payload)) return;
      heard.add(payload);
      if (heard.size > maxRemembered) heard.delete(heard.values().next().value!);
      const workspaceId = payload.split(' ', 1)[0]!;
      listeners.forEach((listener) => listener.changed(workspaceId));
    },
    reset: () => listeners.forEach((listener) => listener.reset()),
  };
}

export function pgliteChangeFeed(pglite: PGlite): ChangeFeed {
  const listeners = listenerSet();
  let listening = false;
  let unlisten: (() => Promise<void>) | null = null;
  const started = pglite.listen(CHANNEL, listeners.heard).then(
    (stop) => {
      unlisten = stop;
      listening = true;
    },
    () => {},
  );
  return {
    ready: () => started,
    live: () => listening && !pglite.closed,
    subscribe: listeners.add,
    async close() {
      await started;
      listening = false;
      if (!pglite.closed) await unlisten?.().catch(() => {});
    },
  };
}

/** `attach` goes on the pool's `connect` event; the standing connection opens on the first `live()`. */
export function postgresChangeFeed(connectionString: string) {
  const listeners = listenerSet();
  const onNotification = (message: pg.Notification) => {
    if (message.channel === CHANNEL && message.payload) listeners.heard(message.payload);
  };
  let standing: pg.Client | null = null;
  let opening: Promise<void> | null = null;
  let closed = false;

  function open() {
    opening ??= (async () => {
      const { default: driver } = await import('pg');
      const client = new driver.Client({ connectionString });
      const lost = () => {
        if (standing !== client) return;
        standing = null;
        opening = null;
        listeners.reset();
        void client.end().catch(() => {});
      };
      client.on('error', lost);
      client.on('end', lost);
      client.on('notification', onNotification);
      await client.connect();
      await client.query(`LISTEN ${CHANNEL}`);
      if (closed) return void (await client.end());
      // Whatever happened before this point was not heard.
      listeners.reset();
      standing = client;
    })().catch(() => {
      // Tried again on the next `live()`; until then nothing is served from memory.
      opening = null;
    });
    return opening;
  }

  return {
    ready: () => open(),
    live() {
      if (standing) return true;
      if (!closed) void open();
      return false;
    },
    subscribe: listeners.add,
    attach(client: pg.PoolClient) {
      client.on('notification', onNotification);
      // Queued before the query the connection was opened for.
      void client.query(`LISTEN ${CHANNEL}`).catch(() => {});
    },
    async close() {
      closed = true;
      await opening;
      const client = standing;
      standing = null;
      await client?.end().catch(() => {});
    },
  } satisfies ChangeFeed & Record<string, unknown>;
}

const feeds = new WeakMap<object, ChangeFeed>();

/** The feed of a database opened by connect.ts (`db`); none for one opened otherwise. */
export function changeFeedOf(db: object): ChangeFeed | null {
  return feeds.get(db) ?? null;
}

export function attachChangeFeed(db: object, feed: ChangeFeed) {
  feeds.set(db, feed);
}
