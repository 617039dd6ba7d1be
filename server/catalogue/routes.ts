// The model catalogue (docs/rest-api.md, "Models"): public, with availability for the caller.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ModelList, ModelQuery } from '../../contract/catalogue';

export async function modelRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();

  app.get(
    '/models',
    { config: { public: true }, schema: { querystring: ModelQuery, response: { 200: ModelList } } },
    async (request) => ({
      object: 'list' as const,
      data: await app.services.catalogue.models(request.auth?.workspaceId ?? null, request.query),
    }),
  );
}
