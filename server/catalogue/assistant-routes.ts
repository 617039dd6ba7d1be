// The assistants (docs/rest-api.md, "Assistants"), paged like SPEC §7 says.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { AssistantList, AssistantQuery } from '../../contract/catalogue';

export async function assistantRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/assistants',
    // Public like the model catalogue; `granted` is computed for the caller when logged in.
    { config: { public: true }, schema: { querystring: AssistantQuery, response: { 200: AssistantList } } },
    async (request) => app.services.catalogue.assistants(request.auth?.workspaceId ?? null, request.query),
  );
}
