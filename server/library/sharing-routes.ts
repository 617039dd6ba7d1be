// Sharing a conversation by link (SPEC §3, docs/rest-api.md "Sharing"): the owner's switch, and
// the public share page's data and files, readable without logging in while it is shared.
import type { FastifyInstance } from 'fastify';
import { authOf } from '../plugins/authentication';
import { sendAttachment } from './attachment-download';
import { idParams } from '../../contract/common';

const sharedAttachmentParams = {
  type: 'object',
  required: ['conversationId', 'id'],
  properties: { conversationId: idParams.properties.id, id: idParams.properties.id },
} as const;

export async function sharingRoutes(app: FastifyInstance) {
  const { library } = app.services;

  app.post<{ Params: { id: string }; Body: { visibility: number } }>(
    '/library/:id',
    {
      config: { owns: 'conversation' },
      schema: {
        params: idParams,
        body: { type: 'object', required: ['visibility'], properties: { visibility: { type: 'integer', enum: [0, 2] } } },
      },
    },
    async (request) => library.setVisibility(authOf(request), request.params.id, request.body.visibility),
  );

  // The public share page's data. Anyone may read it while it is shared; search engines may not index it.
  app.get<{ Params: { id: string } }>(
    '/share/:id',
    { config: { public: true, owns: 'conversation' }, schema: { params: idParams } },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex');
      reply.header('cache-control', 'no-store');
      return library.shared(request.params.id);
    },
  );

  // A file of a shared conversation, for its readers (no login): only while the conversation is
  // shared, and never cached, so withdrawing the link stops the downloads at once.
  app.get<{ Params: { conversationId: string; id: string } }>(
    '/share/:conversationId/attachments/:id',
    { config: { public: true, owns: 'attachment' }, schema: { params: sharedAttachmentParams } },
    async (request, reply) => {
      const attachment = await library.sharedAttachment(request.params.conversationId, request.params.id);
      reply.header('x-robots-tag', 'noindex');
      return sendAttachment(reply, attachment, 'no-store');
    },
  );
}
