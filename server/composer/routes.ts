// The Composer tool's routes (docs/rest-api.md, "Composer"), under /api and logged in.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ComposerEcho, ComposerEchoBody } from '../../contract/composer';
import { authOf } from '../plugins/authentication';

export async function composerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const echoes = app.services.composer;

  app.post('/composer/echo', { schema: { body: ComposerEchoBody, response: { 200: ComposerEcho } } }, async (request) => {
    const { text } = request.body;
    return { text, characters: [...text].length, echoes: await echoes.add(authOf(request).userId, text) };
  });
}
