// Growing output, shared by live jobs (server/lib/live): today the chat's assistant message.
// The assistant message being streamed, as the database holds it while it grows.
import { sql } from 'kysely';
import type { DB } from '../../db/connect';
import { json } from '../../db/json';
import type { Message, ToolCall } from '../../db/types';
import { newId } from '../ids';
import { processId } from './live-jobs';
import { batchEveryMs, CHANNEL, type ReplyBus } from './live-bus';

// How often a growing reply is written while it streams: often enough that a reload or a crash
// loses little, rarely enough that a fast model does not turn every token into a write. With a
// bus (PostgreSQL) followers on other processes see the text as it is written, so more often.
const persistEveryMs = 250;

/**
 * The assistant message being streamed: stored at once as an empty placeholder (so its id is
 * known before the first token, to stop or re-attach to it), saved as it grows. Every write
 * refreshes the heartbeat that tells other processes the reply is still being generated, and
 * with a bus announces the text it stored, in the same statement (see live-bus.ts).
 *
 * Writes run on a timer, one at a time, so a model that pauses does not hold back what it
 * already sent; settle() ends them before the final write.
 */
export class GrowingReply {
  content = '';
  reasoning = '';
  /** Every tool call so far, in order (a model may call tools several times in one reply). */
  calls: ToolCall[] = [];
  private id: string | null = null;
  private lastWrite = 0;
  /** How much of each the stored row holds: news announce only what lies past it. */
  private stored = { content: 0, reasoning: 0, calls: 0 };
  private timer: NodeJS.Timeout | null = null;
  private writing: Promise<void> | null = null;
  private failure: unknown = null;
  private settled = false;
  private readonly writeEveryMs: number;

  constructor(
    private readonly db: DB,
    private readonly base: { conversation_id: string; parent_id: string; model: string; assistant_id: string | null },
    private readonly bus: ReplyBus | null = null,
  ) {
    this.writeEveryMs = bus ? batchEveryMs : persistEveryMs;
  }

  get hasOutput(): boolean {
    return this.content.length > 0 || this.reasoning.length > 0 || this.calls.length > 0;
  }

  /** Stores the placeholder (is_processing, owned by this process). */
  async start(): Promise<Message> {
    return this.insert(true);
  }

  /** Adds a chunk, stored with the next write; throws if an earlier write failed. */
  async add(chunk: { kind: 'content' | 'reasoning'; text: string } | { kind: 'call'; call: ToolCall }) {
    if (this.failure) throw this.failure;
    if (chunk.kind === 'call') this.calls.push(chunk.call);
    else this[chunk.kind] += chunk.text;
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

  /** The final write, inside the caller's transaction (with the usage); creates the row if none was stored. */
  async finish(trx: DB, options: { incomplete?: boolean } = {}): Promise<Message> {
    await this.settle();
    if (!this.id) return this.insert(false, trx);
    return this.update(trx, false, options.incomplete ?? false);
  }

  /** Removes the placeholder of a reply that failed before producing anything. */
  async discard(trx: DB = this.db): Promise<void> {
    await this.settle();
    if (this.id) await trx.deleteFrom('messages').where('id', '=', this.id).execute();
  }

  private get unsaved(): boolean {
    return this.content.length > this.stored.content || this.reasoning.length > this.stored.reasoning || this.calls.length > this.stored.calls;
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

  private async insert(isProcessing: boolean, db = this.db): Promise<Message> {
    this.id = newId();
    this.lastWrite = Date.now();
    const written = this.lengths();
    const row = await db
      .insertInto('messages')
      .values({
        id: this.id,
        role: 'assistant',
        ...this.base,
        quote: null,
        ...this.fields(),
        is_processing: isProcessing,
        owner: isProcessing ? processId : null,
        heartbeat_at: sql<Date>`now()`,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    this.stored = written;
    return row;
  }

  private async update(db: DB, isProcessing: boolean, incomplete = false): Promise<Message> {
    this.lastWrite = Date.now();
    const written = this.lengths();
    const saving = db
      .updateTable('messages')
      .set({
        ...this.fields(),
        is_processing: isProcessing,
        // A reply wrongly taken for dead (its heartbeat was late) is generating again.
        is_incomplete: incomplete,
        ...(isProcessing ? {} : { owner: null }),
        heartbeat_at: sql<Date>`now()`,
        updated_at: new Date(),
      })
      .where('id', '=', this.id!)
      .returningAll();
    const news =
      isProcessing && this.bus
        ? this.bus.growthPayloads(this.id!, {
            c: [this.stored.content, this.content.slice(this.stored.content)],
            r: [this.stored.reasoning, this.reasoning.slice(this.stored.reasoning)],
          })
        : [];
    // One statement: the text and its announcement commit together (NOTIFY is sent at commit).
    const row =
      news.length === 0
        ? await saving.executeTakeFirstOrThrow()
        : await db
            .with('saved', () => saving)
            .selectFrom('saved')
            .selectAll()
            .select(sql<number>`(select count(pg_notify(${CHANNEL}, payload)) from unnest(${news}::text[]) as payload)`.as('announced'))
            .executeTakeFirstOrThrow();
    this.stored = written;
    return row as Message;
  }

  private lengths() {
    return { content: this.content.length, reasoning: this.reasoning.length, calls: this.calls.length };
  }

  private fields() {
    // `call` is the last one: what SPEC's Message carries.
    const last = this.calls.at(-1);
    return { content: this.content, reasoning: this.reasoning, call: last ? json(last) : null, calls: json(this.calls) };
  }
}
