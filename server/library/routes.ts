// The conversation history (docs/rest-api.md, "Library"): list and search, open, rename,
// delete; and a workspace's stored files, for their owner.
import type { FastifyInstance } from 'fastify';
import { authOf } from '../plugins/authentication';
import { sendAttachment } from './attachment-download';
import type { ListOptions } from './conversations';
import { idParams, pageQuery } from '../../contract/common';

export async function libraryRoutes(app: FastifyInstance) {
  const { library } = app.services;

  app.get<{ Querystring: ListOptions }>('/library/conversations', { schema: { querystring: { ...pageQuery, properties: { ...pageQuery.properties, query: { type: 'string', maxLength: 200 } } } } }, async (request) =>
    library.list(authOf(request), request.query),
  );

  app.get<{ Params: { id: string } }>(
    '/library/conversations/:id',
    { config: { owns: 'conversation' }, schema: { params: idParams } },
    async (request) => library.get(authOf(request), request.params.id),
  );

  app.post<{ Params: { id: string }; Body: { title: string } }>(
    '/library/conversations/:id',
    {
      config: { owns: 'conversation' },
      schema: {
        params: idParams,
        body: { type: 'object', required: ['title'], properties: { title: { type: 'string', maxLength: 1000 } } },
      },
    },
    async (request) => library.rename(authOf(request), request.params.id, request.body.title),
  );

  app.delete<{ Params: { id: string } }>(
    '/library/conversations/:id',
    { config: { owns: 'conversation' }, schema: { params: idParams } },
    async (request, reply) => {
      await library.remove(authOf(request), request.params.id);
      reply.status(204).send();
    },
  );

  app.get<{ Params: { id: string } }>(
    '/ai/attachments/:id',
    { config: { owns: 'attachment' }, schema: { params: idParams } },
    async (request, reply) => sendAttachment(reply, await library.attachment(authOf(request), request.params.id), 'private, max-age=3600'),
  );
}
