// Graphcache for the history's pages: `conversations` (and `searchConversations`) are paged by
// cursor (`startingAfter` = last id of the previous page). Asking for a page answers every page
// from the first one up to it, chained by those cursors, so the UI keeps one query and just
// moves `startingAfter` to load more (like graphcache's simplePagination, which only knows
// offsets).
import type { Cache, ResolveInfo, Variables } from '@urql/exchange-graphcache';

type Link = string | null;

export function mergeConversationPages(_: unknown, args: Variables, cache: Cache, info: ResolveInfo) {
  const pages = cachedPages(cache, info.fieldName, args);
  const wanted = pages.get((args.startingAfter as string | null | undefined) ?? null);
  let chain = pageChain(cache, pages, wanted);
  if (!wanted) {
    if (!chain.length) return undefined; // nothing cached: fetch
    info.partial = true; // show the pages we have while the wanted one is fetched
  } else if (chain.at(-1) !== wanted) {
    chain = [wanted]; // not reachable from the first page: answer it alone
  }
  const items = new Set<string>();
  for (const page of chain) {
    // A deleted conversation's record is gone; its link stays only as a cursor.
    for (const key of pageLinks(cache, page)) if (cache.resolve(key, 'id') != null) items.add(key);
  }
  return { __typename: 'ConversationPage', items: [...items], hasMore: cache.resolve(chain.at(-1)!, 'hasMore') === true };
}

/** Puts a new conversation at the top of every cached first page of the history, newest first (in another order it has its place further down). */
export function prependToHistory(cache: Cache, conversationKey: string) {
  for (const page of firstPages(cache)) {
    const items = pageLinks(cache, page);
    if (!items.includes(conversationKey)) cache.link(page, 'items', [conversationKey, ...items]);
  }
}

/** Cached `conversations` (or search) pages of one page size and query, by the id they start after (null: the first page). */
function cachedPages(cache: Cache, fieldName: string, args: Variables): Map<string | null, string> {
  const pages = new Map<string | null, string>();
  for (const field of cache.inspectFields('Query')) {
    if (field.fieldName !== fieldName || (field.arguments?.limit ?? null) !== (args.limit ?? null)) continue;
    if ((field.arguments?.query ?? null) !== (args.query ?? null)) continue;
    // Another order is another list: its pages chain only with each other.
    if ((field.arguments?.sort ?? null) !== (args.sort ?? null)) continue;
    const page = cache.resolve('Query', field.fieldKey) as Link;
    const after = (field.arguments?.startingAfter as string | null | undefined) ?? null;
    if (page) pages.set(after, page);
  }
  return pages;
}

function firstPages(cache: Cache): string[] {
  return cache
    .inspectFields('Query')
    .filter((field) => field.fieldName === 'conversations' && !field.arguments?.startingAfter && (field.arguments?.sort ?? 'newest') === 'newest')
    .map((field) => cache.resolve('Query', field.fieldKey) as Link)
    .filter((page): page is string => !!page);
}

/** Pages from the first one, each followed by the page that starts after one of its items, up to `last`. */
function pageChain(cache: Cache, pages: Map<string | null, string>, last: string | undefined): string[] {
  const byCursor = new Map<string | null, string>();
  for (const [after, page] of pages) byCursor.set(after && cache.keyOfEntity({ __typename: 'Conversation', id: after }), page);
  const chain: string[] = [];
  let page = pages.get(null);
  while (page && !chain.includes(page)) {
    chain.push(page);
    if (page === last) break;
    // Usually the cursor is the page's last item; after a delete the UI may use the last one
    // still shown, so take the latest item of this page that some cached page starts after.
    const cursor = pageLinks(cache, page).findLast((key) => byCursor.has(key));
    page = cursor && byCursor.get(cursor);
  }
  return chain;
}

function pageLinks(cache: Cache, page: string): string[] {
  return (cache.resolve(page, 'items') as string[] | null) ?? [];
}
