// The graphcache side of a tool's library list (the classifier's history, the writer's
// documents): each page is its own query (the next starts after the last id shown), so an item
// just made goes at the top of every cached first page whose filter it matches, a deleted one
// comes out of every cached page, and the counts are asked again after either. One item opens
// from the cache when the cache holds it whole (just made, or listed), else it is fetched.
import type { Cache, Variables } from '@urql/exchange-graphcache';

type Link = string | null;

export interface ListFields {
  /** The item's type: `Classification`. */
  typename: string;
  /** The query fields: one item, a page, the count (a list may have none). */
  one: string;
  page: string;
  count?: string;
}

export function listCache({ typename, one, page: pageField, count }: ListFields) {
  const keyOf = (cache: Cache, id: string) => cache.keyOfEntity({ __typename: typename, id });
  /** Every cached page, with the arguments it was asked with. */
  const pages = (cache: Cache): Array<{ page: string; args: Variables; fieldKey: string }> =>
    cache.inspectFields('Query').flatMap((field) => {
      if (field.fieldName !== pageField) return [];
      const page = cache.resolve('Query', field.fieldKey) as Link;
      return page ? [{ page, args: field.arguments ?? {}, fieldKey: field.fieldKey }] : [];
    });
  const items = (cache: Cache, page: string) => (cache.resolve(page, 'items') as string[] | null) ?? [];
  const forgetCounts = (cache: Cache) => {
    if (count === undefined) return;
    for (const field of cache.inspectFields('Query')) if (field.fieldName === count) cache.invalidate('Query', field.fieldKey);
  };
  return {
    /** The cache resolver of the one-item query. */
    one: (_parent: unknown, args: Variables, cache: Cache) => {
      const link = cache.resolve('Query', one, args);
      return link !== undefined ? (link as Link) : { __typename: typename, id: args.id as string };
    },
    /**
     * An item just made, first in every cached first page whose arguments `matches`: newest
     * first, and not of inactive items only (a new item is active). In another order its place
     * is further down, where only the server knows: those pages are read again.
     */
    prepend(cache: Cache, id: string, matches: (args: Variables) => boolean) {
      const key = keyOf(cache, id);
      if (!key) return;
      for (const { page, args, fieldKey } of pages(cache)) {
        if (args.status === 0 || !matches(args)) continue;
        if ((args.sort ?? 'newest') !== 'newest') cache.invalidate('Query', fieldKey);
        else if (!args.startingAfter) {
          const shown = items(cache, page);
          if (!shown.includes(key)) cache.link(page, 'items', [key, ...shown]);
        }
      }
      forgetCounts(cache);
    },
    /** A deleted item, out of every cached page and the cache. */
    remove(cache: Cache, id: string) {
      const key = keyOf(cache, id);
      if (!key) return;
      for (const { page } of pages(cache)) {
        const shown = items(cache, page);
        if (shown.includes(key)) cache.link(page, 'items', shown.filter((item) => item !== key));
      }
      cache.invalidate(key);
      forgetCounts(cache);
    },
  };
}
