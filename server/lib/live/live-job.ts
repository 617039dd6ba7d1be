// One live job in this process: output generated detached from the request that asked for it,
// told to any number of followers as it grows, stoppable, then stored and billed once.
import type { DB } from '../../db/connect';
import type { GrowingOutput } from './growing-output';
import type { LiveBus } from './live-bus';
import { emptyOutput, grow, outputColumns, type LiveRow, type LiveStore, type Output } from './live-store';

export interface Listener {
  send(event: string, data: unknown): void;
  end(): void;
}

/** Why a job stopped early: the user asked, or the server is shutting down (then it is incomplete). */
export type StopReason = 'stop' | 'shutdown';

/**
 * Whoever listens — the request that started the job, then any tab that re-attaches — a
 * follower leaving does not stop the job; only stop() does (a Stop, or the process shutting
 * down). The caller runs the work: add() each piece of output, fail() on an error, then
 * complete() once, whatever ended it.
 */
export class LiveJob<Row extends LiveRow = LiveRow> {
  readonly controller = new AbortController();
  /** The stored row once the job ended (null when it failed before any output or could not be stored). */
  readonly done: Promise<Row | null>;
  private resolveDone!: (row: Row | null) => void;
  private readonly listeners = new Set<Listener>();
  private ended = false;
  private completing = false;
  private last: { event: string; data: unknown } | null = null;
  /** What followers were told so far: a follower arriving now gets exactly this, then what comes next. */
  private readonly shown: Output;
  private savingFailed = false;
  private failure: string | null = null;

  constructor(
    private readonly db: DB,
    readonly store: LiveStore<Row>,
    /** The stored placeholder, with is_processing true. */
    readonly row: Row,
    readonly output: GrowingOutput<Row>,
    private readonly bus: LiveBus | null,
  ) {
    this.shown = emptyOutput(store);
    this.done = new Promise((resolve) => (this.resolveDone = resolve));
  }

  get id(): string {
    return this.row.id;
  }

  /** Aborted on stop: hand it to the engine so the upstream call ends too. */
  get signal(): AbortSignal {
    return this.controller.signal;
  }

  get stopReason(): StopReason | null {
    return this.signal.aborted ? (this.signal.reason as StopReason) : null;
  }

  stop(reason: StopReason) {
    if (!this.signal.aborted) this.controller.abort(reason);
  }

  /** The row as it is now: what a follower that arrives late is shown first. */
  snapshot(): unknown {
    return this.store.view({ ...this.row, ...outputColumns(this.store, this.shown), is_processing: true });
  }

  /**
   * Sends the job so far as one row event, then every event from now on, atomically, so
   * nothing falls between the two. Returns when the job ended or the follower left.
   */
  follow(listener: Listener & { onDisconnect(callback: () => void): void }): Promise<void> {
    if (this.ended) {
      // It ended between being found and being followed: just its last event.
      listener.send(this.last!.event, this.last!.data);
      listener.end();
      return Promise.resolve();
    }
    listener.send(this.store.rowEvent, this.snapshot());
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

  /** A piece of output (an event of the store, chat: `token`): stored with the next write, then told to every follower. */
  async add(event: string, data: unknown): Promise<void> {
    try {
      await this.output.add(event, data);
    } catch (error) {
      this.savingFailed = true;
      throw error;
    }
    grow(this.store, this.shown, event, data);
    for (const listener of this.listeners) listener.send(event, data);
  }

  /** Why the work failed, for followers: a write that failed, else the error's own message (engines write theirs for users). A stop is no failure. */
  fail(error: unknown) {
    if (this.savingFailed) this.failure = this.store.errors.unsaved;
    else if (!this.signal.aborted) this.failure = error instanceof Error ? error.message : this.store.errors.failed;
  }

  /**
   * Ends the job, once: the final write and `bill` in one transaction (so what was generated is
   * billed exactly once, with the row that holds it), then the last event to every follower —
   * the stored row, or an error — and the news to other processes. A job that failed before
   * any output leaves no row (`bill` gets null).
   */
  async complete(bill: (trx: DB, row: Row | null) => Promise<void> = async () => {}): Promise<Row | null> {
    if (this.completing) return this.done;
    this.completing = true;
    const { output, store, failure } = this;
    // The growing writes end before the final one's transaction begins.
    await output.settle();
    try {
      const stored = await this.db.transaction().execute(async (trx) => {
        let row: Row | null = null;
        if (failure && !output.hasOutput) await output.discard(trx);
        else row = await output.finish(trx, { incomplete: this.stopReason === 'shutdown' });
        await bill(trx, row);
        return row;
      });
      if (failure || !stored) this.end({ event: 'error', data: { message: failure ?? store.errors.failed } }, stored);
      else this.end({ event: store.rowEvent, data: store.view(stored) }, stored);
    } catch {
      // E.g. the row's parent was deleted while the job ran. The streams must still end.
      this.end({ event: 'error', data: { message: failure ?? store.errors.unsaved } }, null);
    }
    // Followers on other processes read the stored row when they hear it ended (after the commit).
    await this.bus?.publish({ kind: store.kind, id: this.id, end: true }).catch(() => {});
    return this.done;
  }

  /** The last event (the stored row or an error) to everyone, then the streams end. */
  private end(last: { event: string; data: unknown }, stored: Row | null) {
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
