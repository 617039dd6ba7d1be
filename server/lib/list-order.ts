// The order of a library list (conversations, documents, classifications) and its cursor, said
// once for every table with `id`, `title`, `created_at` and `workspace_id`. The cursor compares
// the row tuple the list is ordered by with the tuple of the `starting_after` row, so each page
// starts right after the last one shown whatever the order; ties (rows created in the same
// instant, equal titles) are broken by id. Compared in SQL: the timestamps keep microseconds
// that a JS Date would lose.
import { sql, type RawBuilder } from 'kysely';
import type { ListSort } from '../../contract/limits';

interface Order {
  /** The expression sorted on first (then `id` in the same direction), over the row `prefix`. */
  key: (prefix: string) => string;
  direction: 'asc' | 'desc';
}

// Titles A–Z as a reader expects: without regard to case.
const orders: Record<ListSort, Order> = {
  'created_at:desc': { key: (prefix) => `${prefix}created_at`, direction: 'desc' },
  'created_at:asc': { key: (prefix) => `${prefix}created_at`, direction: 'asc' },
  'title:asc': { key: (prefix) => `lower(${prefix}title)`, direction: 'asc' },
};

export interface ListOrder {
  /** The ORDER BY terms, in order. */
  by: [RawBuilder<unknown>, RawBuilder<unknown>];
  /** The rows after the cursor row `after` of the workspace (none when it names no such row). */
  after(after: string): RawBuilder<boolean>;
}

export function listOrder(table: string, workspaceId: string, sort: ListSort = 'created_at:desc'): ListOrder {
  const { key, direction } = orders[sort];
  const dir = sql.raw(direction);
  const compare = sql.raw(direction === 'asc' ? '>' : '<');
  return {
    by: [sql`${sql.raw(key(''))} ${dir}`, sql`id ${dir}`],
    after: (after) =>
      sql<boolean>`(${sql.raw(key(''))}, id) ${compare} (select ${sql.raw(key('cursor.'))}, cursor.id from ${sql.table(table)} cursor where cursor.id = ${after} and cursor.workspace_id = ${workspaceId})`,
  };
}
