// REST API keys' graphcache config. A key made is first in the list (newest first) and a revoked
// one leaves it, both written here from the answer and the arguments, so the list is not asked
// again after either. The made key's secret is the answer's only: the list never holds it.
import type { Cache, Data, Variables } from '@urql/exchange-graphcache';
import { gql } from '@urql/core';
import type { GatewayCache } from '../domain';

const KeyList = gql`
  query ApiKeyList {
    apiKeys { id name prefix createdAt lastUsedAt }
  }
`;

interface ListedKey {
  __typename: 'ApiKey';
  id: string;
  name: string;
  prefix: string;
  createdAt: string;
  lastUsedAt: string | null;
}

function editList(cache: Cache, change: (keys: ListedKey[]) => ListedKey[]) {
  cache.updateQuery<{ apiKeys: ListedKey[] }>({ query: KeyList }, (data) => (data?.apiKeys ? { ...data, apiKeys: change(data.apiKeys) } : data));
}

function addKey(result: Data, _: Variables, cache: Cache) {
  const made = result.createApiKey as Omit<ListedKey, '__typename' | 'lastUsedAt'> | null;
  if (!made) return;
  // The list's own fields: the secret stays in the answer.
  const listed: ListedKey & { key?: string } = { ...made, __typename: 'ApiKey', lastUsedAt: null };
  delete listed.key;
  editList(cache, (keys) => [listed, ...keys.filter((key) => key.id !== made.id)]);
}

function dropKey(_: Data, args: Variables, cache: Cache) {
  editList(cache, (keys) => keys.filter((key) => key.id !== args.id));
}

export const apiKeysCache: GatewayCache = {
  updates: { Mutation: { createApiKey: addKey, revokeApiKey: dropKey } },
};
