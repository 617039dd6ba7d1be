// The openai-api domain: an OpenAI-compatible API at /v1 (models, chat completions) over the
// workspace's chat models, on REST API keys (server/api-keys), billed like the chat.
import { defineDomain } from '../domain';
import { openAIApiRepositories } from './repository';
import { openAIRoutes } from './routes';
import { createOpenAIApiService } from './service';

export const openAIApiDomain = defineDomain({
  name: 'openai-api',
  services: ({ db, config, engines, credits }) => createOpenAIApiService({ repositories: openAIApiRepositories(db), config, engines, credits }),
  // Nothing under /api: its routes are OpenAI's paths.
  routes: async () => {},
  rootRoutes: openAIRoutes,
});
