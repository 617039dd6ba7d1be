import type { FastifyInstance } from 'fastify';
import { getPrompt, listPresets, searchPrompts, type PresetListOptions, type PromptSearch } from '../services/prompt-help';
import { idParams } from './schemas';

// Prompt suggestions (chat prompt help and the Cmd+K quick box), one prompt, preset tiles.
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
    async (request) => searchPrompts(app.db, request.query),
  );

  app.get<{ Params: { id: string } }>(
    '/prompts/:id',
    { config: { public: true, owns: 'catalogue' }, schema: { params: idParams } },
    async (request) => getPrompt(app.db, request.params.id),
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
    async (request) => listPresets(app.db, request.query),
  );
}
