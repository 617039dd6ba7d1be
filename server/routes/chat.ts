import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';
import { authOf } from '../plugins/authentication';
import type { SendInput } from '../services/chat';
import { createConversation, messageView } from '../services/conversations';
import { openEventStream } from '../lib/sse';
import { announceCopy, prepareInCopyIfShared } from '../services/sharing';
import { idParams } from './schemas';

const sendBody = {
  type: 'object',
  required: ['content'],
  properties: {
    content: { type: 'string', maxLength: 100_000 },
    parent_id: { type: ['string', 'null'], maxLength: 64 },
    model: { type: ['string', 'null'], maxLength: 100 },
    assistant_id: { type: ['string', 'null'], maxLength: 64 },
    quote: { type: ['string', 'null'], maxLength: 20_000 },
    style: { type: ['string', 'null'], maxLength: 100 },
    temporary: { type: 'boolean' },
    regenerate_id: { type: ['string', 'null'], maxLength: 64 },
  },
} as const;

export async function chatRoutes(app: FastifyInstance) {
  // The message form may arrive as multipart (it can carry files[]); its fields become the body
  // and go through the same schema as JSON.
  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    limits: { fileSize: 25 * 1024 * 1024, files: 10, fields: 20 },
    async onFile(part) {
      part.file.resume();
      throw badRequest('File attachments are not supported yet. Paste the text into the message instead.');
    },
  });

  app.post<{ Body: { title?: string; temporary?: boolean } | undefined }>(
    '/ai/conversations',
    {
      schema: {
        body: { type: ['object', 'null'], properties: { title: { type: 'string', maxLength: 1000 }, temporary: { type: 'boolean' } } },
      },
    },
    async (request, reply) => {
      reply.status(201);
      return createConversation(app.db, authOf(request), request.body?.title ?? '', request.body?.temporary === true);
    },
  );

  app.post<{ Params: { id: string }; Body: SendInput }>(
    '/ai/conversations/:id/messages',
    { config: { owns: 'conversation' }, schema: { params: idParams, body: sendBody } },
    async (request, reply) => {
      const { chat } = app.services;
      // Every check happens here, before the stream opens, so refusals are plain JSON errors.
      // Someone else's shared conversation is continued in a copy of it (server/services/sharing.ts).
      const auth = authOf(request);
      const { prepared, copyId } = await prepareInCopyIfShared(app.db, auth, request.params.id, request.body, (id, body) => chat.prepare(auth, id, body));
      const stream = openEventStream(reply);
      if (copyId) announceCopy(stream, copyId);
      stream.send('message', messageView(prepared.userMessage));
      await chat.generate(prepared, stream);
    },
  );
}
