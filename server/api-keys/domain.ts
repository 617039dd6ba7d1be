// The api-keys domain: a user's REST API keys, which act as bearer tokens on the REST API and
// the OpenAI-compatible API for their user in the workspace they were made in.
import { defineDomain } from '../domain';
import { apiKeyRepository } from './repository';
import { apiKeyRoutes } from './routes';
import { createApiKeyService } from './service';

export const apiKeysDomain = defineDomain({
  name: 'api-keys',
  services: ({ db }) => createApiKeyService(apiKeyRepository(db)),
  routes: apiKeyRoutes,
});
