// Prompt suggestions (chat prompt help and the Cmd+K quick box), one prompt, preset tiles.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { PresetList, PresetQuery, Prompt, PromptList, PromptParams, PromptQuery } from '../../contract/catalogue';

export async function promptRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { catalogue } = app.services;

  app.get(
    '/prompts',
    { config: { public: true }, schema: { querystring: PromptQuery, response: { 200: PromptList } } },
    async (request) => catalogue.searchPrompts(request.query),
  );

  app.get(
    '/prompts/:id',
    { config: { public: true, owns: 'catalogue' }, schema: { params: PromptParams, response: { 200: Prompt } } },
    async (request) => catalogue.prompt(request.params.id),
  );

  app.get(
    '/presets',
    { config: { public: true }, schema: { querystring: PresetQuery, response: { 200: PresetList } } },
    async (request) => catalogue.presets(request.query),
  );
}
