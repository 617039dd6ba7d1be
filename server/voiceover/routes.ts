// The Voiceover tool's routes (docs/rest-api.md, "Voiceover"), under /api and logged in.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { VoiceoverEcho, VoiceoverEchoBody } from '../../contract/voiceover';
import { authOf } from '../plugins/authentication';

export async function voiceoverRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const echoes = app.services.voiceover;

  app.post('/voiceover/echo', { schema: { body: VoiceoverEchoBody, response: { 200: VoiceoverEcho } } }, async (request) => {
    const { text } = request.body;
    return { text, characters: [...text].length, echoes: await echoes.add(authOf(request).userId, text) };
  });
}
