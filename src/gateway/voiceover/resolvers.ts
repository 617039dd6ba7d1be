// The Voiceover tool's resolvers: GraphQL → REST. The REST answer is the GraphQL type's shape,
// so it is returned as it comes.
import type { Wire } from '../../../contract/common';
import type { VoiceoverEcho } from '../../../contract/voiceover';
import type { Resolvers } from '../generated/resolvers';

export const voiceoverResolvers: Resolvers = {
  Mutation: {
    voiceoverEcho: (_, { text }, { rest }) => rest.post<Wire<typeof VoiceoverEcho>>('/voiceover/echo', { text }),
  },
};
