// The Voice isolator tool's resolvers: GraphQL → REST. The REST answer is the GraphQL type's shape,
// so it is returned as it comes.
import type { Wire } from '../../../contract/common';
import type { VoiceIsolatorEcho } from '../../../contract/voice-isolator';
import type { Resolvers } from '../generated/resolvers';

export const voiceIsolatorResolvers: Resolvers = {
  Mutation: {
    voiceIsolatorEcho: (_, { text }, { rest }) => rest.post<Wire<typeof VoiceIsolatorEcho>>('/voice-isolator/echo', { text }),
  },
};
