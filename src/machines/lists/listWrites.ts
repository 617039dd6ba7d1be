// Optimistic writes of a resource list: the change is shown at once and queued for the
// server; when the server refuses, `rollBack` puts the list back as it was (for that item) and
// the machine shows the server's message. Pure functions over the machine's items.
import type { ListItem } from '../../lib/lists/order';

export type ListWrite =
  | { kind: 'status'; id: string; status: 0 | 1; previous: number | null | undefined; generation: number }
  | { kind: 'remove'; id: string; item: ListItem; index: number; generation: number };

/** The item's status shown as `status` at once, and the write that tells the server. */
export function applyStatus(items: ListItem[], id: string, status: 0 | 1, generation: number): { items: ListItem[]; write: ListWrite } {
  const previous = items.find((item) => item.id === id)?.status;
  return {
    items: items.map((item) => (item.id === id ? { ...item, status } : item)),
    write: { kind: 'status', id, status, previous, generation },
  };
}

export function applyRemove(items: ListItem[], id: string, generation: number): { items: ListItem[]; write: ListWrite } {
  const index = items.findIndex((item) => item.id === id);
  return { items: items.filter((item) => item.id !== id), write: { kind: 'remove', id, item: items[index], index, generation } };
}

/**
 * The refused first write of `queue` undone: the list as it would be had it never been made (a
 * list loaded since, with other filters, is left alone), and the writes still waiting, whose
 * copy of a deleted item gets the status back too.
 */
export function rollBack(items: ListItem[], queue: readonly ListWrite[], generation: number): { items: ListItem[]; writes: ListWrite[] } {
  const [write, ...writes] = queue;
  if (write.generation !== generation) return { items, writes };
  if (write.kind === 'status') {
    const restore = (item: ListItem) => (item.id === write.id ? { ...item, status: write.previous } : item);
    return { items: items.map(restore), writes: writes.map((w) => (w.kind === 'remove' ? { ...w, item: restore(w.item) } : w)) };
  }
  if (items.some((item) => item.id === write.id)) return { items, writes };
  const at = Math.min(write.index, items.length);
  return { items: [...items.slice(0, at), write.item, ...items.slice(at)], writes };
}
