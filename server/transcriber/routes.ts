// The Transcriber tool's routes (docs/rest-api.md, "Transcriber"), under /api and logged in.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { TranscriberEcho, TranscriberEchoBody } from '../../contract/transcriber';
import { authOf } from '../plugins/authentication';

export async function transcriberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const echoes = app.services.transcriber;

  app.post('/transcriber/echo', { schema: { body: TranscriberEchoBody, response: { 200: TranscriberEcho } } }, async (request) => {
    const { text } = request.body;
    return { text, characters: [...text].length, echoes: await echoes.add(authOf(request).userId, text) };
  });
}
