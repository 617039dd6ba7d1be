import type { DB } from '../db/connect';
import { json } from '../db/json';
import type { Message } from '../db/types';
import { newId } from '../lib/ids';

// How often a growing reply is written while it streams: often enough that a reload or a crash
// loses little, rarely enough that a fast model does not turn every token into a write.
const persistEveryMs = 250;

type Call = { name: string; arguments: string; result: string };

/** The assistant message being streamed: created at its first chunk, saved as it grows. */
export class GrowingReply {
  content = '';
  reasoning = '';
  call: Call | null = null;
  private id: string | null = null;
  private lastWrite = 0;

  constructor(
    private readonly db: DB,
    private readonly base: { conversation_id: string; parent_id: string; model: string; assistant_id: string | null },
  ) {}

  get hasOutput(): boolean {
    return this.content.length > 0 || this.reasoning.length > 0 || this.call !== null;
  }

  async add(chunk: { kind: 'content' | 'reasoning'; text: string } | { kind: 'call'; call: Call }) {
    if (chunk.kind === 'call') this.call = chunk.call;
    else this[chunk.kind] += chunk.text;
    if (!this.id) await this.insert(true);
    else if (Date.now() - this.lastWrite >= persistEveryMs) await this.update(this.db, true);
  }

  /** The final write, inside the caller's transaction (with the usage); creates the row if no chunk came. */
  async finish(trx: DB): Promise<Message> {
    if (!this.id) return this.insert(false, trx);
    return this.update(trx, false);
  }

  private async insert(isProcessing: boolean, db = this.db): Promise<Message> {
    this.id = newId();
    this.lastWrite = Date.now();
    return db
      .insertInto('messages')
      .values({ id: this.id, role: 'assistant', ...this.base, quote: null, ...this.fields(), is_processing: isProcessing })
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  private async update(db: DB, isProcessing: boolean): Promise<Message> {
    this.lastWrite = Date.now();
    return db
      .updateTable('messages')
      .set({ ...this.fields(), is_processing: isProcessing, updated_at: new Date() })
      .where('id', '=', this.id!)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  private fields() {
    return { content: this.content, reasoning: this.reasoning, call: this.call ? json(this.call) : null };
  }
}
