import type { FastifyInstance } from 'fastify';
import { authOf } from '../plugins/authentication';
import {
  deleteConversation,
  getConversation,
  listConversations,
  renameConversation,
  type ListOptions,
} from '../services/conversations';
import { idParams, pageQuery } from './schemas';

export async function libraryRoutes(app: FastifyInstance) {
  app.get<{ Querystring: ListOptions }>('/library/conversations', { schema: { querystring: { ...pageQuery, properties: { ...pageQuery.properties, query: { type: 'string', maxLength: 200 } } } } }, async (request) =>
    listConversations(app.db, authOf(request), request.query),
  );

  app.get<{ Params: { id: string } }>(
    '/library/conversations/:id',
    { config: { owns: 'conversation' }, schema: { params: idParams } },
    async (request) => getConversation(app.db, authOf(request), request.params.id),
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
    async (request) => renameConversation(app.db, authOf(request), request.params.id, request.body.title),
  );

  app.delete<{ Params: { id: string } }>(
    '/library/conversations/:id',
    { config: { owns: 'conversation' }, schema: { params: idParams } },
    async (request, reply) => {
      await deleteConversation(app.db, app.files, authOf(request), request.params.id);
      reply.status(204).send();
    },
  );
}
