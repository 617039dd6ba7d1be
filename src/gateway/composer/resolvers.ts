// The Composer tool's resolvers: GraphQL → REST. The REST answer is the GraphQL type's shape,
// so it is returned as it comes.
import type { Wire } from '../../../contract/common';
import type { ComposerEcho } from '../../../contract/composer';
import type { Resolvers } from '../generated/resolvers';

export const composerResolvers: Resolvers = {
  Mutation: {
    composerEcho: (_, { text }, { rest }) => rest.post<Wire<typeof ComposerEcho>>('/composer/echo', { text }),
  },
};
