// Paging a resource list by cursor (SPEC §7): 25 at a time, each page asked `starting_after`
// the last id of the one before; the list is fully loaded when a page comes back with fewer
// items than it asked for (an empty page included).
import { pageSize } from '../../../contract/limits';
import type { ListItem } from './order';

export const LIST_PAGE_SIZE = pageSize;

export function isLastPage(received: number, limit: number = LIST_PAGE_SIZE): boolean {
  return received < limit;
}

/** The cursor for the page after `items`, or undefined for the first page. */
export function cursorAfter(items: readonly ListItem[]): string | undefined {
  return items.at(-1)?.id;
}

/** `page` after `items`, without an item already shown (a row may move between pages while paging). */
export function appendPage<T extends ListItem>(items: readonly T[], page: readonly T[]): T[] {
  if (!page.length) return items as T[]; // the same list: nothing for a view to render again
  const shown = new Set(items.map((item) => item.id));
  return [...items, ...page.filter((item) => !shown.has(item.id))];
}
