// Live jobs: output generated detached from the request that asked for it, followed by any
// number of streams. Chat replies use it today; writer, coder and media jobs are meant to reuse
// it once its rows stop being chat messages (the names inside still say "reply").
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'kysely';
import type { Config } from '../../config';
import { isPostgresUrl } from '../../config';
import type { DB } from '../../db/connect';

// Replies that survive: a reply is generated detached from the HTTP request that asked for it.
// This process keeps every reply it is generating here, by message id: the text so far, and
// whoever is listening (the POST that started it, then any tab that re-attaches with
// GET …/messages/{id}/stream). A listener leaving does not stop the reply; only the stop route
// (or the process shutting down) does.
//
// A reply whose process died (kill -9, a crash, a lost machine) must not stay "generating":
// - the embedded database belongs to one process (DATA_DIR is locked), so at start every reply
//   still marked generating by another process is interrupted;
// - several processes on one PostgreSQL: each reply's process refreshes the row's heartbeat
//   every 2 s, and every process sweeps every 3 s for replies silent for 6 s, so one is marked
//   within 9 s of its process dying, followed or not. A tab re-attaching on another process gets
//   the stored reply as it grows, and Stop only reaches the process that generates it.

/** Names this process on the rows of the replies it generates (shared by every app in it). */
export const processId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/** How often a running reply says it is still alive, and when silence means its process died. */
export const heartbeatEveryMs = 2_000;
export const staleAfterMs = 6_000;
/** How often each process on PostgreSQL looks for replies whose process died. */
export const sweepEveryMs = 3_000;

export interface Listener {
  send(event: string, data: unknown): void;
  end(): void;
}

/** Why a reply stopped early: the user asked, or the server is shutting down (then it is incomplete). */
export type StopReason = 'stop' | 'shutdown';

export interface MessageShape {
  id: string;
  content: string;
  reasoning: string;
  call: unknown;
  calls: unknown[];
  is_processing: boolean;
}

export class LiveReply<M extends MessageShape = MessageShape> {
  content = '';
  reasoning = '';
  /** Every tool call so far, in order. */
  calls: unknown[] = [];
  readonly controller = new AbortController();
  /** The stored message once the reply ended (null when it failed before any output). */
  readonly done: Promise<M | null>;
  private resolveDone!: (message: M | null) => void;
  private readonly listeners = new Set<Listener>();
  private ended = false;
  private last: { event: string; data: unknown } | null = null;

  constructor(
    readonly conversationId: string,
    /** The stored placeholder: id, parent, model… with is_processing true. */
    readonly placeholder: M,
  ) {
    this.done = new Promise((resolve) => (this.resolveDone = resolve));
  }

  get messageId(): string {
    return this.placeholder.id;
  }

  get stopReason(): StopReason | null {
    return this.controller.signal.aborted ? (this.controller.signal.reason as StopReason) : null;
  }

  stop(reason: StopReason) {
    if (!this.controller.signal.aborted) this.controller.abort(reason);
  }

  /** The message as it is now: what a listener that arrives late is shown first. */
  snapshot(): M {
    return { ...this.placeholder, content: this.content, reasoning: this.reasoning, call: this.calls.at(-1) ?? null, calls: [...this.calls], is_processing: true };
  }

  /**
   * Sends the reply so far as one `message` event, then every event from now on, atomically,
   * so nothing falls between the two. Returns when the reply ended or the listener left.
   */
  follow(listener: Listener & { onDisconnect(callback: () => void): void }): Promise<void> {
    if (this.ended) {
      // It ended between being found and being followed: just its last event.
      listener.send(this.last!.event, this.last!.data);
      listener.end();
      return Promise.resolve();
    }
    listener.send('message', this.snapshot());
    return new Promise<void>((resolve) => {
      const wrapped: Listener = {
        send: (event, data) => listener.send(event, data),
        end: () => {
          listener.end();
          resolve();
        },
      };
      this.listeners.add(wrapped);
      listener.onDisconnect(() => {
        this.listeners.delete(wrapped);
        resolve();
      });
    });
  }

  publish(event: 'token' | 'reasoning-token' | 'call', data: { text: string } | Record<string, unknown>) {
    if (event === 'token') this.content += (data as { text: string }).text;
    else if (event === 'reasoning-token') this.reasoning += (data as { text: string }).text;
    else this.calls.push(data);
    for (const listener of this.listeners) listener.send(event, data);
  }

  /** The last event (the stored message or an error) to everyone, then the streams end. */
  finish(last: { event: 'message'; data: M } | { event: 'error'; data: { message: string } }, stored: M | null) {
    if (this.ended) return;
    this.ended = true;
    this.last = last;
    for (const listener of this.listeners) {
      listener.send(last.event, last.data);
      listener.end();
    }
    this.listeners.clear();
    this.resolveDone(stored);
  }
}

export function createLiveReplies(db: DB, options: { sweep: boolean }) {
  const running = new Map<string, LiveReply>();
  let timer: NodeJS.Timeout | null = null;

  async function beat() {
    const ids = [...running.keys()];
    if (ids.length === 0) return;
    await db
      .updateTable('messages')
      .set({ heartbeat_at: sql`now()` })
      .where('id', 'in', ids)
      .execute()
      .catch(() => {});
  }

  // One indexed update (the partial index on is_processing) every few seconds: cheap enough for
  // every process, and no reply waits for a follower or a restart to be marked.
  let sweeping = false;
  const sweeper = options.sweep
    ? setInterval(() => {
        if (sweeping) return;
        sweeping = true;
        void markStaleReplies(db)
          .catch(() => {})
          .finally(() => (sweeping = false));
      }, sweepEveryMs).unref()
    : null;

  return {
    add<M extends MessageShape>(reply: LiveReply<M>) {
      running.set(reply.messageId, reply as unknown as LiveReply);
      timer ??= setInterval(() => void beat(), heartbeatEveryMs).unref();
      void reply.done.then(() => {
        running.delete(reply.messageId);
        if (running.size === 0 && timer) {
          clearInterval(timer);
          timer = null;
        }
      });
    },
    get(messageId: string): LiveReply | undefined {
      return running.get(messageId);
    },
    /** Ends every running reply (kept, marked incomplete) and waits until they are stored. */
    async shutdown() {
      if (sweeper) clearInterval(sweeper);
      const replies = [...running.values()];
      for (const reply of replies) reply.stop('shutdown');
      await Promise.all(replies.map((reply) => reply.done));
    },
  };
}

export type LiveReplies = ReturnType<typeof createLiveReplies>;

const interrupted = () => ({ is_processing: false, is_incomplete: true, updated_at: new Date() });

/**
 * At start: replies left "generating" by a process that is gone keep what they stored and are
 * marked incomplete. The embedded database has one process (its folder is locked), so that is
 * every reply of another process; on PostgreSQL, those whose heartbeat went stale.
 */
export async function markInterruptedReplies(db: DB, config: Pick<Config, 'databaseUrl'>): Promise<number> {
  if (isPostgresUrl(config.databaseUrl)) return markStaleReplies(db);
  const result = await db
    .updateTable('messages')
    .set(interrupted())
    .where('is_processing', '=', true)
    .where((eb) => eb.or([eb('owner', 'is', null), eb('owner', '!=', processId)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0);
}

/**
 * Marks incomplete the replies (or the one reply `messageId`) whose heartbeat is older than
 * staleAfterMs. The database's clock decides, so servers whose clocks disagree agree on this.
 */
export async function markStaleReplies(db: DB, messageId?: string): Promise<number> {
  let query = db
    .updateTable('messages')
    .set(interrupted())
    .where('is_processing', '=', true)
    .where((eb) => eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', sql<Date>`now() - ${sql.raw(`interval '${staleAfterMs} milliseconds'`)}`)]));
  if (messageId) query = query.where('id', '=', messageId);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0);
}
