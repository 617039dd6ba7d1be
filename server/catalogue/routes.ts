// The model catalogue (docs/rest-api.md, "Models"): public, with availability for the caller.
import type { FastifyInstance } from 'fastify';

export async function modelRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { type?: string } }>(
    '/models',
    {
      config: { public: true },
      schema: { querystring: { type: 'object', properties: { type: { type: 'string', maxLength: 40 } } } },
    },
    async (request) => ({
      object: 'list',
      data: await app.services.catalogue.models(request.auth?.workspaceId ?? null, request.query),
    }),
  );
}
