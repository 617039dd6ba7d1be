// Voiceover's routes (docs/rest-api.md, "Voiceover"), under /api and logged in: the voices a user
// may use and the workspace's clones (cloning is a multipart form, in its own scope because the
// multipart parser is registered per scope: plugins/forms.ts), and speeches, made as jobs and
// kept in the library.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { IdParams } from '../../contract/common';
import { Count } from '../../contract/workspaces';
import {
  CloneFields, maxVoiceSampleBytes, Speech, SpeechBody, SpeechList, SpeechListQuery, SpeechRenameBody, Voice, VoiceCountQuery, VoiceList, VoiceListQuery,
  VoiceUpdateBody, voiceSampleTooLarge,
} from '../../contract/voiceover';
import { authOf } from '../plugins/authentication';
import { listPageRoute, sendListPage } from '../plugins/list-pages';
import { registerUpload, uploadOf } from '../plugins/upload';
import { linkedPageKey } from '../lib/media-items';

/** The clone's fields and its sample, the file read into a Buffer by the form (below). */
const CloneForm = Type.Object({ ...CloneFields.properties, file: Type.Optional(Type.Unknown({ title: 'Voice sample' })) });

export async function voiceoverRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { voiceover } = app.services;

  app.get('/voices', { schema: { querystring: VoiceListQuery, response: { 200: VoiceList } } }, async (request) => voiceover.voices(authOf(request), request.query));

  app.get('/voices/count', { schema: { querystring: VoiceCountQuery, response: { 200: Count } } }, async (request) => voiceover.countVoices(authOf(request)));

  app.post(
    '/voices/:id',
    { config: { owns: 'voice' }, schema: { params: IdParams, body: VoiceUpdateBody, response: { 200: Voice } } },
    async (request) => voiceover.updateVoice(authOf(request), request.params.id, request.body),
  );

  await app.register(async (scope) => {
    await registerUpload(scope, { field: 'file', maxBytes: maxVoiceSampleBytes, tooLarge: voiceSampleTooLarge });
    scope.withTypeProvider<TypeBoxTypeProvider>().post('/voices', { schema: { body: CloneForm, response: { 201: Voice } } }, async (request, reply) => {
      const { name, consent, locale, gender } = request.body;
      const voice = await voiceover.clone(authOf(request), { name, consent, locale, gender, sample: uploadOf(request.body, 'file')?.data });
      reply.status(201);
      return voice;
    });
  });

  app.post('/ai/speeches', { schema: { body: SpeechBody, response: { 201: Speech } } }, async (request, reply) => {
    const speech = await voiceover.speak(authOf(request), request.body);
    reply.status(201);
    return speech;
  });

  app.get('/library/speeches', { ...listPageRoute, schema: { querystring: SpeechListQuery, response: { 200: SpeechList } } }, (request, reply) => {
    const auth = authOf(request);
    return sendListPage(request, reply, auth.workspaceId, linkedPageKey('speeches', request.query), () => voiceover.speeches(auth, request.query));
  });

  app.get('/library/speeches/:id', { config: { owns: 'speech' }, schema: { params: IdParams, response: { 200: Speech } } }, async (request) =>
    voiceover.speech(authOf(request), request.params.id),
  );

  app.post(
    '/library/speeches/:id',
    { config: { owns: 'speech' }, schema: { params: IdParams, body: SpeechRenameBody, response: { 200: Speech } } },
    async (request) => voiceover.rename(authOf(request), request.params.id, request.body.title),
  );

  app.delete('/library/speeches/:id', { config: { owns: 'speech' }, schema: { params: IdParams } }, async (request, reply) => {
    await voiceover.remove(authOf(request), request.params.id);
    reply.status(204).send();
  });
}
