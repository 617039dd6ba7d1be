// The Transcriber's routes (docs/rest-api.md, "Transcriber"), under /api and logged in: a file to
// transcribe (multipart, in its own scope because the form parser is registered per scope:
// plugins/forms.ts; refused past 25 MB while it streams), and the transcriptions in the library.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { IdParams } from '../../contract/common';
import { maxMediaUploadBytes, mediaUploadTooLarge } from '../../contract/media-upload';
import { Transcription, TranscriptionFields, TranscriptionList, TranscriptionListQuery, TranscriptionRenameBody } from '../../contract/transcriber';
import { authOf } from '../plugins/authentication';
import { listPageRoute, sendListPage } from '../plugins/list-pages';
import { registerUpload, uploadOf } from '../plugins/upload';

/** The model and the file, read into a Buffer by the form (below). */
const TranscriptionForm = Type.Object({ ...TranscriptionFields.properties, file: Type.Optional(Type.Unknown({ title: 'File' })) });

/**
 * A page's key in the app's list cache (server/lib/list-cache.ts): every value it depends on. The
 * page carries signed links that live a day: the key changes every hour, so a kept page never hands
 * out a link older than that.
 */
const pageKey = ({ limit, starting_after }: { limit?: number; starting_after?: string }, now = Date.now()) =>
  `transcriptions ${limit ?? ''} ${starting_after ?? ''} ${Math.floor(now / 3600_000)}`;

export async function transcriberRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { transcriber } = app.services;

  await app.register(async (scope) => {
    await registerUpload(scope, { field: 'file', maxBytes: maxMediaUploadBytes, tooLarge: mediaUploadTooLarge });
    scope.withTypeProvider<TypeBoxTypeProvider>().post('/ai/transcriptions', { schema: { body: TranscriptionForm, response: { 201: Transcription } } }, async (request, reply) => {
      const transcription = await transcriber.create(authOf(request), { model: request.body.model, upload: uploadOf(request.body, 'file') });
      reply.status(201);
      return transcription;
    });
  });

  app.get('/library/transcriptions', { ...listPageRoute, schema: { querystring: TranscriptionListQuery, response: { 200: TranscriptionList } } }, (request, reply) => {
    const auth = authOf(request);
    return sendListPage(request, reply, auth.workspaceId, pageKey(request.query), () => transcriber.list(auth, request.query));
  });

  app.get('/library/transcriptions/:id', { config: { owns: 'transcription' }, schema: { params: IdParams, response: { 200: Transcription } } }, async (request) =>
    transcriber.one(authOf(request), request.params.id),
  );

  app.post(
    '/library/transcriptions/:id',
    { config: { owns: 'transcription' }, schema: { params: IdParams, body: TranscriptionRenameBody, response: { 200: Transcription } } },
    async (request) => transcriber.rename(authOf(request), request.params.id, request.body.title),
  );

  app.delete('/library/transcriptions/:id', { config: { owns: 'transcription' }, schema: { params: IdParams } }, async (request, reply) => {
    await transcriber.remove(authOf(request), request.params.id);
    reply.status(204).send();
  });
}
