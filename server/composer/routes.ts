// The Composer tool's routes (docs/rest-api.md, "Composer"), under /api and logged in:
// compositions made as jobs (the request answers a list, SPEC §7) and kept in the library.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../contract/common';
import { Composition, CompositionBody, CompositionList, CompositionListQuery, CompositionRenameBody } from '../../contract/composer';
import { authOf } from '../plugins/authentication';
import { listPageRoute, sendListPage } from '../plugins/list-pages';
import { linkedPageKey } from '../lib/media-items';

export async function composerRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { composer } = app.services;

  app.post('/ai/compositions', { schema: { body: CompositionBody, response: { 201: CompositionList } } }, async (request, reply) => {
    const made = await composer.compose(authOf(request), request.body);
    reply.status(201);
    return made;
  });

  app.get('/library/compositions', { ...listPageRoute, schema: { querystring: CompositionListQuery, response: { 200: CompositionList } } }, (request, reply) => {
    const auth = authOf(request);
    return sendListPage(request, reply, auth.workspaceId, linkedPageKey('compositions', request.query), () => composer.compositions(auth, request.query));
  });

  app.get('/library/compositions/:id', { config: { owns: 'composition' }, schema: { params: IdParams, response: { 200: Composition } } }, async (request) =>
    composer.composition(authOf(request), request.params.id),
  );

  app.post(
    '/library/compositions/:id',
    { config: { owns: 'composition' }, schema: { params: IdParams, body: CompositionRenameBody, response: { 200: Composition } } },
    async (request) => composer.rename(authOf(request), request.params.id, request.body.title),
  );

  app.delete('/library/compositions/:id', { config: { owns: 'composition' }, schema: { params: IdParams } }, async (request, reply) => {
    await composer.remove(authOf(request), request.params.id);
    reply.status(204).send();
  });
}
