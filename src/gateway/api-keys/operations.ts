import { graphql } from '../generated';
// The domain's code comes with its operations: a screen that runs them has it at once (index.ts).
import './domain';

// REST API keys' operations: the list, a new key (sent in full this once) and a revocation.

export const ApiKeysQuery = graphql(`
  query ApiKeys {
    apiKeys { id name prefix createdAt lastUsedAt }
  }
`);

export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($name: String, $password: String) {
    createApiKey(name: $name, password: $password) { id name prefix createdAt key }
  }
`);

export const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($id: ID!) {
    revokeApiKey(id: $id)
  }
`);
