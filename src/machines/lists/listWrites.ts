// Optimistic writes of a resource list: a status toggle or a delete waits in the list machine's
// queue and is shown done at once over the rows the cache holds; when the server refuses, the
// write leaves the queue and the item shows as the cache still holds it (nothing to roll back).
// When it accepts, its answer updates the cache (the entity's status; list-cache.ts takes a
// deleted item out of every page), so the rows read from the cache already show it.
import type { ListItem } from '../../lib/lists/order';

export type ListWrite = { kind: 'status'; id: string; status: 0 | 1 } | { kind: 'remove'; id: string };

/** `rows` as they will be once the `writes` waiting are done: the same array when none touch them. */
export function pendingView<T extends ListItem>(rows: readonly T[], writes: readonly ListWrite[]): readonly T[] {
  if (!writes.length) return rows;
  const removed = new Set(writes.filter((write) => write.kind === 'remove').map((write) => write.id));
  // The last status asked for an item is the one it will have.
  const status = new Map(writes.flatMap((write) => (write.kind === 'status' ? [[write.id, write.status] as const] : [])));
  return rows.filter((row) => !removed.has(row.id)).map((row) => (status.has(row.id) && row.status !== status.get(row.id) ? { ...row, status: status.get(row.id) } : row));
}

/** How many deletes are on their way: the count shown is the server's less these. */
export const pendingRemoves = (writes: readonly ListWrite[]) => writes.filter((write) => write.kind === 'remove').length;
