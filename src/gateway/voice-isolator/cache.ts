// The voice isolator's graphcache config. Each page is its own query, so an upload just made goes
// at the top of every cached first page of the history, a deleted one out of every page.
import type { GatewayCache } from '../domain';
import { listCache } from '../list-cache';

const isolatedVoices = listCache({ typename: 'IsolatedVoice', one: 'isolatedVoice', page: 'isolatedVoices' });

export const voiceIsolatorCache: GatewayCache = {
  resolvers: {
    // An item in the cache (just made, or listed) opens without a request; polling asks the network.
    Query: { isolatedVoice: isolatedVoices.one },
  },
  updates: {
    Mutation: {
      isolateVoice: (result, _args, cache) => {
        const created = (result as { isolateVoice?: { id: string } | null }).isolateVoice;
        if (created) isolatedVoices.prepend(cache, created.id, () => true);
      },
      deleteIsolatedVoice: (_result, args, cache) => isolatedVoices.remove(cache, args.id as string),
    },
  },
};
