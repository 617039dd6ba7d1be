// Sharing a conversation by link (SPEC §3, docs/rest-api.md "Sharing"): the owner's switch, and
// the public share page's data and files, readable without logging in while it is shared.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../contract/common';
import { Conversation, ConversationWithMessages, SharedAttachmentParams, VisibilityBody } from '../../contract/library';
import { authOf } from '../plugins/authentication';
import { sendAttachment } from './attachment-download';

export async function sharingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { library } = app.services;

  app.post(
    '/library/:id',
    { config: { owns: 'conversation' }, schema: { params: IdParams, body: VisibilityBody, response: { 200: Conversation } } },
    async (request) => library.setVisibility(authOf(request), request.params.id, request.body.visibility),
  );

  // The public share page's data. Anyone may read it while it is shared; search engines may not index it.
  app.get(
    '/share/:id',
    { config: { public: true, owns: 'conversation' }, schema: { params: IdParams, response: { 200: ConversationWithMessages } } },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex');
      reply.header('cache-control', 'no-store');
      return library.shared(request.params.id);
    },
  );

  // A file of a shared conversation, for its readers (no login): only while the conversation is
  // shared, and never cached, so withdrawing the link stops the downloads at once.
  app.get(
    '/share/:conversationId/attachments/:id',
    { config: { public: true, owns: 'attachment' }, schema: { params: SharedAttachmentParams } },
    async (request, reply) => {
      const attachment = await library.sharedAttachment(request.params.conversationId, request.params.id);
      reply.header('x-robots-tag', 'noindex');
      return sendAttachment(reply, attachment, 'no-store');
    },
  );
}
