// The assistants (docs/rest-api.md, "Assistants"), paged like SPEC §7 says.
import type { FastifyInstance } from 'fastify';
import { assistantPageLimit, type AssistantListOptions } from './assistants';

export async function assistantRoutes(app: FastifyInstance) {
  app.get<{ Querystring: AssistantListOptions }>(
    '/assistants',
    {
      // Public like the model catalogue; `granted` is computed for the caller when logged in.
      config: { public: true },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: assistantPageLimit, default: assistantPageLimit },
            starting_after: { type: 'string', minLength: 1, maxLength: 64 },
          },
        },
      },
    },
    async (request) => app.services.catalogue.assistants(request.auth?.workspaceId ?? null, request.query),
  );
}
