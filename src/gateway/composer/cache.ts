// The Composer tool's graphcache config. Each history page is its own query, so compositions just
// made go at the top of every cached first page, a deleted one out of every page.
import type { GatewayCache } from '../domain';
import { listCache } from '../list-cache';

const compositions = listCache({ typename: 'Composition', one: 'composition', page: 'compositions' });

export const composerCache: GatewayCache = {
  resolvers: {
    // A composition in the cache (just made, or listed) opens without a request; polling asks the network.
    Query: { composition: compositions.one },
  },
  updates: {
    Mutation: {
      createCompositions: (result, _args, cache) => {
        const made = (result as { createCompositions?: { id: string }[] | null }).createCompositions ?? [];
        // Oldest of the batch first, so the first made ends on top as the server lists them.
        for (const { id } of [...made].reverse()) compositions.prepend(cache, id, () => true);
      },
      deleteComposition: (_result, args, cache) => compositions.remove(cache, args.id as string),
    },
  },
};
