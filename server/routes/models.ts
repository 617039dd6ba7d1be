import type { FastifyInstance } from 'fastify';
import { listModels } from '../services/models';

export async function modelRoutes(app: FastifyInstance) {
  app.get<{ Querystring: { type?: string } }>(
    '/models',
    {
      config: { public: true },
      schema: { querystring: { type: 'object', properties: { type: { type: 'string', maxLength: 40 } } } },
    },
    async (request) => ({
      object: 'list',
      data: await listModels(app.db, app.config, request.auth?.workspaceId ?? null, request.query),
    }),
  );
}
