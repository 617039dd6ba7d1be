// Graphcache for branches: the server moves a conversation's chosen leaf to every message it
// stores, so the cache does the same as the stream delivers them (no refetch needed).
import type { Cache } from '@urql/exchange-graphcache';
import { gql } from '@urql/core';

const CurrentLeaf = gql`
  fragment CurrentLeaf on Conversation {
    id
    currentLeafId
  }
`;

export function followStoredMessage(cache: Cache, message: { id: string; conversationId: string }) {
  cache.writeFragment(CurrentLeaf, { __typename: 'Conversation', id: message.conversationId, currentLeafId: message.id });
}
