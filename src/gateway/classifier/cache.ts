// The classifier's graphcache config. Each history page is its own query (the next one starts
// after the last id shown), so a new classification is put at the top of every cached first
// page its filter matches, and a deleted one is taken out of every cached page; counts are
// asked again after either.
import type { Cache, Variables } from '@urql/exchange-graphcache';
import { embedded, type GatewayCache } from '../domain';

type Link = string | null;

export const classifierCache: GatewayCache = {
  keys: {
    ClassificationPage: embedded,
    ClassificationModeration: embedded,
    ModerationCategory: embedded,
    ClassificationSentiment: embedded,
    ClassificationLanguage: embedded,
  },
  resolvers: {
    Query: {
      // One already in the cache (just classified, or shown in the history) opens without a
      // request; one the cache doesn't hold whole is a miss and is fetched.
      classification: (_, args, cache) => {
        const link = cache.resolve('Query', 'classification', args);
        return link !== undefined ? (link as Link) : { __typename: 'Classification', id: args.id as string };
      },
    },
  },
  updates: {
    Mutation: {
      classify: (result, _args, cache) => {
        const created = (result as { classify?: { id: string; input: string } | null }).classify;
        const key = created && cache.keyOfEntity({ __typename: 'Classification', id: created.id });
        if (!created || !key) return;
        for (const { page, args } of pages(cache)) {
          if (args.startingAfter || !matches(created.input, args.query)) continue;
          const items = links(cache, page);
          if (!items.includes(key)) cache.link(page, 'items', [key, ...items]);
        }
        forgetCounts(cache);
      },
      deleteClassification: (_result, args, cache) => {
        const key = cache.keyOfEntity({ __typename: 'Classification', id: args.id as string });
        if (!key) return;
        for (const { page } of pages(cache)) {
          const items = links(cache, page);
          if (items.includes(key)) cache.link(page, 'items', items.filter((item) => item !== key));
        }
        cache.invalidate(key);
        forgetCounts(cache);
      },
    },
  },
};

/** The server's filter: the input contains the query, case-insensitive. */
function matches(input: string, query: unknown): boolean {
  return typeof query !== 'string' || !query || input.toLowerCase().includes(query.toLowerCase());
}

/** Every cached history page, with the arguments it was asked with. */
function pages(cache: Cache): Array<{ page: string; args: Variables }> {
  return cache.inspectFields('Query').flatMap((field) => {
    if (field.fieldName !== 'classifications') return [];
    const page = cache.resolve('Query', field.fieldKey) as Link;
    return page ? [{ page, args: field.arguments ?? {} }] : [];
  });
}

function links(cache: Cache, page: string): string[] {
  return (cache.resolve(page, 'items') as string[] | null) ?? [];
}

function forgetCounts(cache: Cache) {
  for (const field of cache.inspectFields('Query')) {
    if (field.fieldName === 'classificationCount') cache.invalidate('Query', field.fieldKey);
  }
}
