// REST API keys' resolvers (docs/rest-api.md, "REST API keys"): the REST answers pass through
// as they are, typed with the contract's schemas.
import type { ApiKeyList, CreatedApiKey } from '../../../contract/api-keys';
import type { Wire } from '../../../contract/common';
import type { Resolvers } from '../generated/resolvers';

const apiKey = (id: string) => `/account/rest-api-keys/${encodeURIComponent(id)}`;

export const apiKeysResolvers: Resolvers = {
  Query: {
    apiKeys: async (_, __, { rest }) => (await rest.get<Wire<typeof ApiKeyList>>('/account/rest-api-keys')).data,
  },
  Mutation: {
    createApiKey: (_, { name, password }, { rest }) =>
      rest.post<Wire<typeof CreatedApiKey>>('/account/rest-api-keys', { ...(name?.trim() ? { name: name.trim() } : {}), ...(password ? { password } : {}) }),
    revokeApiKey: async (_, { id }, { rest }) => {
      await rest.del(apiKey(id));
      return true;
    },
  },
};
