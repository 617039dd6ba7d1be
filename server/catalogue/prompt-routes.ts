// Prompt suggestions (chat prompt help and the Cmd+K quick box), one prompt, preset tiles.
import type { FastifyInstance } from 'fastify';
import type { PresetListOptions, PromptSearch } from './prompts';
import { IdParams } from '../../contract/common';

export async function promptRoutes(app: FastifyInstance) {
  app.get<{ Querystring: PromptSearch }>(
    '/prompts',
    {
      config: { public: true },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            query: { type: 'string', maxLength: 500 },
            limit: { type: 'integer', minimum: 1, maximum: 25, default: 5 },
          },
        },
      },
    },
    async (request) => app.services.catalogue.searchPrompts(request.query),
  );

  app.get<{ Params: { id: string } }>(
    '/prompts/:id',
    { config: { public: true, owns: 'catalogue' }, schema: { params: IdParams } },
    async (request) => app.services.catalogue.prompt(request.params.id),
  );

  app.get<{ Querystring: PresetListOptions }>(
    '/presets',
    {
      config: { public: true },
      schema: {
        querystring: {
          type: 'object',
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: 100, default: 25 },
            sort: { type: 'string', enum: ['random', 'default'] },
            locale: { type: 'string', maxLength: 20 },
            starting_after: { type: 'string', minLength: 1, maxLength: 64 },
          },
        },
      },
    },
    async (request) => app.services.catalogue.presets(request.query),
  );
}
