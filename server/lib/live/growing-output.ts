// A live job's output as the database holds it while it grows, whatever the kind (live-store.ts).
import { sql } from 'kysely';
import type { DB } from '../../db/connect';
import { newId } from '../ids';
import { emptyOutput, grow, jobTables, processId, storedColumns, type LiveRow, type LiveStore, type Output } from './live-store';
import { batchEveryMs, CHANNEL, type LiveBus } from './live-bus';

// How often a growing output is written while it streams: often enough that a reload or a crash
// loses little, rarely enough that a fast model does not turn every token into a write. With a
// bus (PostgreSQL) followers on other processes see the text as it is written, so more often.
const persistEveryMs = 250;

/**
 * The job's row: stored at once as a placeholder with no output (so its id is known before the
 * first token, to stop or re-attach to it), saved as it grows. Every write refreshes the
 * heartbeat that tells other processes the job is still running, and with a bus announces the
 * text it stored, in the same statement (see live-bus.ts).
 *
 * Writes run on a timer, one at a time, so a model that pauses does not hold back what it
 * already sent; settle() ends them before the final write.
 */
export class GrowingOutput<Row extends LiveRow = LiveRow> {
  readonly output: Output;
  private id: string | null = null;
  private lastWrite = 0;
  /** How much of each the stored row holds: news announce only what lies past it. */
  private stored: { texts: Record<string, number>; list: number };
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;
  private failure: unknown = null;
  private settled = false;
  private readonly writeEveryMs: number;

  constructor(
    private readonly db: DB,
    private readonly store: LiveStore<Row>,
    /** The row's own columns (chat: conversation, parent, model…), written with the placeholder. */
    private readonly values: Record<string, unknown>,
    private readonly bus: LiveBus | null = null,
  ) {
    this.output = emptyOutput(store);
    this.stored = this.lengths();
    this.writeEveryMs = bus ? batchEveryMs : persistEveryMs;
  }

  get hasOutput(): boolean {
    return Object.values(this.output.texts).some((text) => text.length > 0) || this.output.list.length > 0;
  }

  /** Stores the placeholder (is_processing, owned by this process), after `before` in the same transaction. */
  async start(before?: (trx: DB) => Promise<void>): Promise<Row> {
    if (!before) return this.insert(true);
    return this.db.transaction().execute(async (trx) => {
      await before(trx);
      return this.insert(true, trx);
    });
  }

  /** Adds an event's growth, stored with the next write; throws if an earlier write failed. */
  async add(event: string, data: unknown) {
    if (this.failure) throw this.failure;
    if (!grow(this.store, this.output, event, data)) throw new Error(`"${event}" is not output of a ${this.store.kind}.`);
    if (!this.id) await this.insert(true);
    else this.schedule();
  }

  /**
   * No more writes while growing: waits for the one under way. Called before the final write's
   * transaction, so no growing write can land after it (or wait on PGlite's one connection
   * that the transaction holds).
   */
  async settle(): Promise<void> {
    this.settled = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    await this.writing;
  }

  /** The final write, inside the caller's transaction (with its billing); creates the row if none was stored. */
  async finish(trx: DB, options: { incomplete?: boolean } = {}): Promise<Row> {
    await this.settle();
    if (!this.id) return this.insert(false, trx);
    return this.update(trx, false, options.incomplete ?? false);
  }

  /** Removes the placeholder of a job that failed before producing anything. */
  async discard(trx: DB = this.db): Promise<void> {
    await this.settle();
    if (this.id) await jobTables(trx).deleteFrom(this.store.table).where('id', '=', this.id).execute();
  }

  private get unsaved(): boolean {
    const { texts, list } = this.lengths();
    return list > this.stored.list || Object.entries(texts).some(([column, length]) => length > this.stored.texts[column]!);
  }

  private schedule() {
    if (this.settled || this.timer || this.writing || !this.unsaved) return;
    const wait = Math.max(0, this.lastWrite + this.writeEveryMs - Date.now());
    this.timer = setTimeout(() => {
      this.timer = null;
      this.writing = this.update(this.db, true)
        .then(
          () => {},
          (error: unknown) => void (this.failure = error),
        )
        .finally(() => {
          this.writing = null;
          if (!this.failure) this.schedule();
        });
    }, wait);
  }

  private async insert(isProcessing: boolean, db = this.db): Promise<Row> {
    this.id = newId();
    this.lastWrite = Date.now();
    const written = this.lengths();
    const row = await jobTables(db)
      .insertInto(this.store.table)
      .values({
        ...this.values,
        id: this.id,
        ...storedColumns(this.store, this.output),
        is_processing: isProcessing,
        owner: isProcessing ? processId : null,
        heartbeat_at: sql<Date>`now()`,
      } as never)
      .returningAll()
      .executeTakeFirstOrThrow();
    this.stored = written;
    return row as unknown as Row;
  }

  private async update(db: DB, isProcessing: boolean, incomplete = false): Promise<Row> {
    this.lastWrite = Date.now();
    const written = this.lengths();
    const saving = jobTables(db)
      .updateTable(this.store.table)
      .set({
        ...storedColumns(this.store, this.output),
        is_processing: isProcessing,
        // A job wrongly taken for dead (its heartbeat was late) is running again.
        is_incomplete: incomplete,
        ...(isProcessing ? {} : { owner: null }),
        heartbeat_at: sql<Date>`now()`,
        ...(this.store.updatedAt ? { [this.store.updatedAt]: new Date() } : {}),
      })
      .where('id', '=', this.id!)
      .returningAll();
    const added = this.store.texts.map(({ column }) => ({ column, at: this.stored.texts[column]!, text: this.output.texts[column]!.slice(this.stored.texts[column]) }));
    const news = isProcessing && this.bus ? this.bus.growthPayloads(this.store.kind, this.id!, added) : [];
    // One statement: the text and its announcement commit together (NOTIFY is sent at commit).
    const row =
      news.length === 0
        ? await saving.executeTakeFirstOrThrow()
        : await jobTables(db)
            .with('saved', () => saving)
            .selectFrom('saved')
            .selectAll()
            .select(sql<number>`(select count(pg_notify(${CHANNEL}, payload)) from unnest(${news}::text[]) as payload)`.as('announced'))
            .executeTakeFirstOrThrow();
    this.stored = written;
    return row as unknown as Row;
  }

  private lengths() {
    return { texts: Object.fromEntries(Object.entries(this.output.texts).map(([column, text]) => [column, text.length])), list: this.output.list.length };
  }
}
