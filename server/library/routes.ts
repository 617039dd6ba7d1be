// The conversation history (docs/rest-api.md, "Library"): list and search, open, rename,
// delete; and a workspace's stored files, for their owner.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../contract/common';
import { Conversation, ConversationList, ConversationListQuery, ConversationRead, ConversationReadQuery, PathPage, PathPageQuery, RenameBody } from '../../contract/library';
import { authOf } from '../plugins/authentication';
import { sendAttachment } from './attachment-download';
import { listPageRoute, sendListPage } from '../plugins/list-pages';
import { historyPageKey } from './conversations';

export async function libraryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { library } = app.services;

  app.get(
    '/library/conversations',
    { ...listPageRoute, schema: { querystring: ConversationListQuery, response: { 200: ConversationList } } },
    (request, reply) => {
      const auth = authOf(request);
      return sendListPage(request, reply, auth.workspaceId, historyPageKey(request.query), () => library.list(auth, request.query));
    },
  );

  // With `limit`, the newest messages of the chosen path only: how the app opens a conversation.
  app.get(
    '/library/conversations/:id',
    { config: { owns: 'conversation' }, schema: { params: IdParams, querystring: ConversationReadQuery, response: { 200: ConversationRead } } },
    async (request) => {
      const { limit, through } = request.query;
      return limit === undefined ? library.get(authOf(request), request.params.id) : library.getPage(authOf(request), request.params.id, { limit, through });
    },
  );

  // The messages of the path above `before` (scrolling up), oldest first.
  app.get(
    '/library/conversations/:id/messages',
    { config: { owns: 'conversation' }, schema: { params: IdParams, querystring: PathPageQuery, response: { 200: PathPage } } },
    async (request) => library.pathPage(authOf(request), request.params.id, request.query),
  );

  app.post(
    '/library/conversations/:id',
    { config: { owns: 'conversation' }, schema: { params: IdParams, body: RenameBody, response: { 200: Conversation } } },
    async (request) => library.rename(authOf(request), request.params.id, request.body.title),
  );

  app.delete(
    '/library/conversations/:id',
    { config: { owns: 'conversation' }, schema: { params: IdParams } },
    async (request, reply) => {
      await library.remove(authOf(request), request.params.id);
      reply.status(204).send();
    },
  );

  // The file's own bytes with headers that keep it from running on our origin: no response schema.
  app.get(
    '/ai/attachments/:id',
    { config: { owns: 'attachment' }, schema: { params: IdParams } },
    async (request, reply) => sendAttachment(reply, await library.attachment(authOf(request), request.params.id), 'private, max-age=3600'),
  );
}
