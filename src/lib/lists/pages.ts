// Paging a resource list by cursor (SPEC §7): 25 at a time, each page asked `starting_after`
// the last id of the one before; the list is fully loaded when a page comes back with fewer
// items than it asked for (an empty page included). The next page is asked for as the reader
// nears the end, and a search waits for typing to pause. Every list pages by these: usePages and
// the list view, the chat history, the gateway's `hasMore`.
import { pageSize } from '../../../contract/limits';

export const LIST_PAGE_SIZE = pageSize;

/** A page's arguments: the cursor (the last id shown) and the page size. */
export type PageVariables = { startingAfter?: string | null; limit?: number | null };

/** SPEC §7: the next page is asked for when the reader is this close to the bottom. */
export const LOAD_MORE_WITHIN_PX = 500;

/** A list's search asks the server once typing pauses this long. */
export const SEARCH_DEBOUNCE_MS = 200;

/** The scrolled element is near enough its end to ask for the next page. */
export function nearListEnd({ scrollHeight, scrollTop, clientHeight }: Pick<Element, 'scrollHeight' | 'scrollTop' | 'clientHeight'>): boolean {
  // No layout (scrollHeight 0, as in tests without one): nothing to measure.
  return scrollHeight > 0 && scrollHeight - scrollTop - clientHeight <= LOAD_MORE_WITHIN_PX;
}

export function isLastPage(received: number, limit: number = LIST_PAGE_SIZE): boolean {
  return received < limit;
}
