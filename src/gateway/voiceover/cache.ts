// Voiceover's graphcache config. Each page is its own query, so a speech just made goes at the
// top of every cached first page of the history, a deleted one out of every page; a voice just
// cloned goes on top of the voices lists it belongs in (all of them, or the workspace's, when
// its name matches the search), and the workspace's count is asked again.
import type { GatewayCache } from '../domain';
import { listCache } from '../list-cache';

const speeches = listCache({ typename: 'Speech', one: 'speech', page: 'speeches' });
const voices = listCache({ typename: 'Voice', one: 'voice', page: 'voices', count: 'voiceCount' });

export const voiceoverCache: GatewayCache = {
  resolvers: {
    // A speech in the cache (just made, or listed) opens without a request; polling asks the network.
    Query: { speech: speeches.one },
  },
  updates: {
    Mutation: {
      createSpeech: (result, _args, cache) => {
        const created = (result as { createSpeech?: { id: string } | null }).createSpeech;
        if (created) speeches.prepend(cache, created.id, () => true);
      },
      deleteSpeech: (_result, args, cache) => speeches.remove(cache, args.id as string),
      cloneVoice: (result, _args, cache) => {
        const cloned = (result as { cloneVoice?: { id: string; name: string } | null }).cloneVoice;
        if (cloned) voices.prepend(cache, cloned.id, (args) => typeof args.query !== 'string' || !args.query || cloned.name.toLowerCase().includes(args.query.toLowerCase()));
      },
    },
  },
};
