// The Voice isolator tool's routes (docs/rest-api.md, "Voice isolator"), under /api and logged in.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { VoiceIsolatorEcho, VoiceIsolatorEchoBody } from '../../contract/voice-isolator';
import { authOf } from '../plugins/authentication';

export async function voiceIsolatorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const echoes = app.services.voiceIsolator;

  app.post('/voice-isolator/echo', { schema: { body: VoiceIsolatorEchoBody, response: { 200: VoiceIsolatorEcho } } }, async (request) => {
    const { text } = request.body;
    return { text, characters: [...text].length, echoes: await echoes.add(authOf(request).userId, text) };
  });
}
