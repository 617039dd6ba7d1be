import { sql } from 'kysely';
import type { DB } from '../db/connect';
import { json } from '../db/json';
import type { Message, ToolCall } from '../db/types';
import { newId } from '../lib/ids';
import { processId } from './live-replies';

// How often a growing reply is written while it streams: often enough that a reload or a crash
// loses little, rarely enough that a fast model does not turn every token into a write.
const persistEveryMs = 250;

/**
 * The assistant message being streamed: stored at once as an empty placeholder (so its id is
 * known before the first token, to stop or re-attach to it), saved as it grows. Every write
 * refreshes the heartbeat that tells other processes the reply is still being generated.
 */
export class GrowingReply {
  content = '';
  reasoning = '';
  /** Every tool call so far, in order (a model may call tools several times in one reply). */
  calls: ToolCall[] = [];
  private id: string | null = null;
  private lastWrite = 0;

  constructor(
    private readonly db: DB,
    private readonly base: { conversation_id: string; parent_id: string; model: string; assistant_id: string | null },
  ) {}

  get hasOutput(): boolean {
    return this.content.length > 0 || this.reasoning.length > 0 || this.calls.length > 0;
  }

  /** Stores the placeholder (is_processing, owned by this process). */
  async start(): Promise<Message> {
    return this.insert(true);
  }

  async add(chunk: { kind: 'content' | 'reasoning'; text: string } | { kind: 'call'; call: ToolCall }) {
    if (chunk.kind === 'call') this.calls.push(chunk.call);
    else this[chunk.kind] += chunk.text;
    if (!this.id) await this.insert(true);
    else if (Date.now() - this.lastWrite >= persistEveryMs) await this.update(this.db, true);
  }

  /** The final write, inside the caller's transaction (with the usage); creates the row if none was stored. */
  async finish(trx: DB, options: { incomplete?: boolean } = {}): Promise<Message> {
    if (!this.id) return this.insert(false, trx);
    return this.update(trx, false, options.incomplete ?? false);
  }

  /** Removes the placeholder of a reply that failed before producing anything. */
  async discard(trx: DB = this.db): Promise<void> {
    if (this.id) await trx.deleteFrom('messages').where('id', '=', this.id).execute();
  }

  private async insert(isProcessing: boolean, db = this.db): Promise<Message> {
    this.id = newId();
    this.lastWrite = Date.now();
    return db
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
  }

  private async update(db: DB, isProcessing: boolean, incomplete = false): Promise<Message> {
    this.lastWrite = Date.now();
    return db
      .updateTable('messages')
      .set({
        ...this.fields(),
        is_processing: isProcessing,
        ...(isProcessing ? {} : { is_incomplete: incomplete, owner: null }),
        heartbeat_at: sql<Date>`now()`,
        updated_at: new Date(),
      })
      .where('id', '=', this.id!)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  private fields() {
    // `call` is the last one: what SPEC's Message carries.
    const last = this.calls.at(-1);
    return { content: this.content, reasoning: this.reasoning, call: last ? json(last) : null, calls: json(this.calls) };
  }
}
