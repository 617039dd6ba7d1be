import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import { sql } from 'kysely';
import type { DB } from '../db/connect';

// Replies that survive (issue 3, item 11): a reply is generated detached from the HTTP request
// that asked for it. This process keeps every reply it is generating here, by message id:
// the text so far, and whoever is listening (the POST that started it, then any tab that
// re-attaches with GET …/messages/{id}/stream). A listener leaving does not stop the reply;
// only the stop route (or the process shutting down) does.
//
// Several processes on one PostgreSQL: each reply belongs to the process generating it, which
// refreshes the row's heartbeat; a process that starts marks replies whose heartbeat went stale
// (their process died) as incomplete. A tab re-attaching on another process gets the stored
// reply as it grows (polled), and Stop only reaches the process that generates it.

/** Names this process on the rows of the replies it generates. */
export const processId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/** How often a running reply says it is still alive, and when silence means its process died. */
export const heartbeatEveryMs = 10_000;
export const staleAfterSeconds = 30;

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

export function createLiveReplies(db: DB) {
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
      const replies = [...running.values()];
      for (const reply of replies) reply.stop('shutdown');
      await Promise.all(replies.map((reply) => reply.done));
    },
  };
}

export type LiveReplies = ReturnType<typeof createLiveReplies>;

/**
 * At start: replies left "generating" by a process that is gone (no heartbeat for
 * staleAfterSeconds) keep what they stored and are marked incomplete. Replies of processes
 * still alive (fresh heartbeat) are left alone.
 */
export async function markInterruptedReplies(db: DB): Promise<number> {
  const result = await db
    .updateTable('messages')
    .set({ is_processing: false, is_incomplete: true, updated_at: new Date() })
    .where('is_processing', '=', true)
    .where((eb) =>
      eb.or([eb('heartbeat_at', 'is', null), eb('heartbeat_at', '<', sql<Date>`now() - ${sql.raw(`interval '${staleAfterSeconds} seconds'`)}`)]),
    )
    .executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0);
}
