// What one kind of live job is, said once: the table that holds its row, the output that grows in
// it and the events that carry that growth. Everything else in server/lib/live is shared by
// every kind: a chat reply is one (server/chat/live-reply.ts); a writer's document or a media
// job is another, with a table of its own that has the same four columns.
import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/connect';
import { json } from '../../db/json';

/** Names this process on the rows of the jobs it runs (shared by every app in it). */
export const processId = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

/**
 * The columns every live job's table has (beside its own): whether it is being generated, by
 * which process, and when that process last said it was alive. A partial index on
 * is_processing keeps the sweep cheap (see migration 0005-resume).
 */
export interface LiveRow {
  id: string;
  is_processing: boolean;
  /** Cut short by a shutdown or a crash (a Stop is not: the user chose where it ends). */
  is_incomplete: boolean;
  /** processId of the process generating it. */
  owner: string | null;
  heartbeat_at: Date | null;
}

/** The output so far: each growing text column, and the growing list when the kind has one. */
export interface Output {
  texts: Record<string, string>;
  list: unknown[];
}

export interface LiveStore<Row extends LiveRow = LiveRow> {
  /** Tells kinds apart in the registry and on the bus, where ids of two tables could meet. */
  kind: string;
  table: string;
  /** The text columns that grow, in the order their growth is sent, each with its event (data `{ text }`). */
  texts: readonly { column: string; event: string }[];
  /** A list that grows (chat: tool calls), stored whole with each write; each item is an event's data. */
  list?: { column: string; event: string };
  /** Columns that follow from the output (chat: `call`, the last tool call), written with it. */
  derived?(output: Output): Partial<Row>;
  /** A column set to now with every write after the first, when the table keeps one. */
  updatedAt?: string;
  /** The event that carries the whole row: a late follower's snapshot first, the stored row at the end. */
  rowEvent: string;
  /** How a row is sent (the snapshot, the stored row at the end). */
  view(row: Row): unknown;
  /** What a follower is told when the job fails, cannot be stored, or its row is gone. */
  errors: { failed: string; unsaved: string; gone: string };
}

/** Any kind's table, for the queries shared by every kind: the four columns are known, the rest is the store's. */
export type JobTables = Record<string, LiveRow & { [column: string]: unknown }>;
export const jobTables = (db: DB) => db as unknown as Kysely<JobTables>;

export function emptyOutput<Row extends LiveRow>(store: LiveStore<Row>): Output {
  return { texts: Object.fromEntries(store.texts.map(({ column }) => [column, ''])), list: [] };
}

/** Adds an event's data to the output; false when the event is not growth of this kind. */
export function grow<Row extends LiveRow>(store: LiveStore<Row>, output: Output, event: string, data: unknown): boolean {
  const text = store.texts.find((field) => field.event === event);
  if (text) output.texts[text.column] += (data as { text: string }).text;
  else if (store.list?.event === event) output.list.push(data);
  else return false;
  return true;
}

/** The columns the output fills, as the row holds them once read (the list as an array). */
export function outputColumns<Row extends LiveRow>(store: LiveStore<Row>, output: Output): Record<string, unknown> {
  return {
    ...output.texts,
    ...(store.list ? { [store.list.column]: [...output.list] } : {}),
    ...store.derived?.(output),
  };
}

/** The same, to write: JSON columns as JSON text, as both drivers take them (server/db/json.ts). */
export function storedColumns<Row extends LiveRow>(store: LiveStore<Row>, output: Output): Record<string, unknown> {
  const columns = outputColumns(store, output);
  for (const [column, value] of Object.entries(columns)) {
    if (value !== null && typeof value === 'object' && !(value instanceof Date)) columns[column] = json(value);
  }
  return columns;
}
