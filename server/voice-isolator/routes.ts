// The voice isolator's routes (docs/rest-api.md, "Voice isolator"), under /api and logged in: an
// upload to clean (a multipart form, in its own scope because the multipart parser is registered
// per scope: plugins/forms.ts; its limit and words are the transcriber's, contract/media-upload.ts),
// and the library's isolated voices.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { IdParams } from '../../contract/common';
import { maxMediaUploadBytes, mediaUploadTooLarge } from '../../contract/media-upload';
import { IsolatedVoice, IsolatedVoiceList, IsolatedVoiceListQuery, IsolatedVoiceRenameBody, IsolationFields } from '../../contract/voice-isolator';
import { authOf } from '../plugins/authentication';
import { listPageRoute, sendListPage } from '../plugins/list-pages';
import { registerUpload, uploadOf } from '../plugins/upload';
import { isolatedVoicePageKey } from './isolated-voices';

/** The model and the file, read into a Buffer by the form (below). */
const IsolationForm = Type.Object({ ...IsolationFields.properties, file: Type.Optional(Type.Unknown({ title: 'Audio or video file' })) });

export async function voiceIsolatorRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { voiceIsolator } = app.services;

  await app.register(async (scope) => {
    await registerUpload(scope, { field: 'file', maxBytes: maxMediaUploadBytes, tooLarge: mediaUploadTooLarge });
    scope.withTypeProvider<TypeBoxTypeProvider>().post('/ai/isolated-voices', { schema: { body: IsolationForm, response: { 201: IsolatedVoice } } }, async (request, reply) => {
      const item = await voiceIsolator.isolate(authOf(request), { model: request.body.model, file: uploadOf(request.body, 'file') });
      reply.status(201);
      return item;
    });
  });

  app.get('/library/isolated-voices', { ...listPageRoute, schema: { querystring: IsolatedVoiceListQuery, response: { 200: IsolatedVoiceList } } }, (request, reply) => {
    const auth = authOf(request);
    return sendListPage(request, reply, auth.workspaceId, isolatedVoicePageKey(request.query), () => voiceIsolator.list(auth, request.query));
  });

  app.get('/library/isolated-voices/:id', { config: { owns: 'isolatedVoice' }, schema: { params: IdParams, response: { 200: IsolatedVoice } } }, async (request) =>
    voiceIsolator.one(authOf(request), request.params.id),
  );

  app.post(
    '/library/isolated-voices/:id',
    { config: { owns: 'isolatedVoice' }, schema: { params: IdParams, body: IsolatedVoiceRenameBody, response: { 200: IsolatedVoice } } },
    async (request) => voiceIsolator.rename(authOf(request), request.params.id, request.body.title),
  );

  app.delete('/library/isolated-voices/:id', { config: { owns: 'isolatedVoice' }, schema: { params: IdParams } }, async (request, reply) => {
    await voiceIsolator.remove(authOf(request), request.params.id);
    reply.status(204).send();
  });
}
