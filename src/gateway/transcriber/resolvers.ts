// The Transcriber tool's resolvers: GraphQL → REST. The REST answer is the GraphQL type's shape,
// so it is returned as it comes.
import type { Wire } from '../../../contract/common';
import type { TranscriberEcho } from '../../../contract/transcriber';
import type { Resolvers } from '../generated/resolvers';

export const transcriberResolvers: Resolvers = {
  Mutation: {
    transcriberEcho: (_, { text }, { rest }) => rest.post<Wire<typeof TranscriberEcho>>('/transcriber/echo', { text }),
  },
};
