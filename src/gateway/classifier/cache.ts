// The classifier's graphcache config. Each history page is its own query (the next one starts
// after the last id shown), so a new classification is put at the top of every cached first
// page its filter matches, and a deleted one is taken out of every cached page; counts are
// asked again after either.
import type { GatewayCache } from '../domain';
import { listCache } from '../list-cache';

const history = listCache({ typename: 'Classification', one: 'classification', page: 'classifications', count: 'classificationCount' });

export const classifierCache: GatewayCache = {
  resolvers: {
    Query: {
      // One already in the cache (just classified, or shown in the history) opens without a
      // request; one the cache doesn't hold whole is a miss and is fetched.
      classification: history.one,
    },
  },
  updates: {
    Mutation: {
      classify: (result, _args, cache) => {
        const created = (result as { classify?: { id: string; input: string } | null }).classify;
        if (created) history.prepend(cache, created.id, (args) => matches(created.input, args.query));
      },
      deleteClassification: (_result, args, cache) => history.remove(cache, args.id as string),
    },
  },
};

/** The server's filter: the input contains the query, case-insensitive. */
function matches(input: string, query: unknown): boolean {
  return typeof query !== 'string' || !query || input.toLowerCase().includes(query.toLowerCase());
}
