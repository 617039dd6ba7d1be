// The Transcriber's resolvers and cache config, loaded with its first operation (index.ts). Each
// history page is its own query, so a transcription just made goes at the top of every cached
// first page, a deleted one out of every page; a renamed one changes in place (its answer carries it).
import type { GatewayDomain } from '../domain';
import { listCache } from '../list-cache';
import { transcriberResolvers } from './resolvers';

const transcriptions = listCache({ typename: 'Transcription', one: 'transcription', page: 'transcriptions' });

export const transcriberDomain: GatewayDomain = {
  name: 'transcriber',
  resolvers: [transcriberResolvers],
  cache: {
    // A transcription in the cache (just made, or listed) opens without a request; polling asks the network.
    resolvers: { Query: { transcription: transcriptions.one } },
    updates: {
      Mutation: {
        createTranscription: (result, _args, cache) => {
          const created = (result as { createTranscription?: { id: string } | null }).createTranscription;
          if (created) transcriptions.prepend(cache, created.id, () => true);
        },
        deleteTranscription: (_result, args, cache) => transcriptions.remove(cache, args.id as string),
      },
    },
  },
};
