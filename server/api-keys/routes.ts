// REST API keys (docs/rest-api.md, "REST API keys"): create (with the password; the key answered
// once), list, revoke.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ApiKeyList, CreateApiKeyBody, CreatedApiKey } from '../../contract/api-keys';
import { IdParams } from '../../contract/common';
import { withRetryAfter } from '../account/routes';
import { authOf } from '../plugins/authentication';

export async function apiKeyRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const apiKeys = app.services['api-keys'];
  // Registered with the app's routes, before it listens: from then on `Bearer atl_…` is a key.
  apiKeys.connect(app.services.account.tokens, app.services.account.passwords.confirm);

  app.post(
    '/account/rest-api-keys',
    {
      // The body is optional (a key needs no name): none is read as `{}` before validation.
      preValidation: (request, _reply, done) => {
        request.body ??= {};
        done();
      },
      schema: { body: CreateApiKeyBody, response: { 201: CreatedApiKey } },
    },
    async (request, reply) => {
      const created = await apiKeys.create(authOf(request), request.body, request.ip).catch(withRetryAfter(reply));
      reply.status(201);
      return created;
    },
  );

  app.get('/account/rest-api-keys', { schema: { response: { 200: ApiKeyList } } }, async (request) => apiKeys.list(authOf(request)));

  app.delete('/account/rest-api-keys/:id', { config: { owns: 'api-key' }, schema: { params: IdParams } }, async (request, reply) => {
    await apiKeys.revoke(authOf(request), request.params.id);
    reply.status(204).send();
  });
}
