// Chatting (docs/rest-api.md, "Chat"): a new conversation, and a message whose reply streams
// back as server-sent events. Stop and re-attach are in resume-routes.ts, branches and
// feedback in branch-routes.ts.
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/errors';
import { authOf } from '../plugins/authentication';
import type { SendInput } from './prepare-reply';
import { acceptedExtensions, extensionOf, maxFileBytes, maxFiles, tooLarge, unsupportedType, type UploadedFile } from '../library/attachments';
import { messageView } from '../library/conversations';
import { openEventStream } from '../lib/sse';
import { announceCopy } from '../library/sharing';
import { registerForm } from '../plugins/forms';
import { idParams } from '../../contract/common';

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
  const { chat } = app.services;
  // The message form may arrive as multipart (it can carry files[]); its fields become the body
  // and go through the same schema as JSON. Files are read into memory (25 MB each at most)
  // and checked in chat.prepare (attachments.ts).
  await registerForm(app, {
    fileFields: ['files[]', 'files'],
    maxFiles,
    maxFileBytes,
    tooLarge,
    tooMany: `At most ${maxFiles} files can be attached to one message.`,
    async readFile(part): Promise<UploadedFile> {
      if (!(acceptedExtensions as readonly string[]).includes(extensionOf(part.filename))) {
        part.file.resume();
        throw badRequest(unsupportedType);
      }
      return { name: part.filename, mime: part.mimetype, data: await part.toBuffer() };
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
      return chat.createConversation(authOf(request), request.body?.title ?? '', request.body?.temporary === true);
    },
  );

  app.post<{ Params: { id: string }; Body: SendInput }>(
    '/ai/conversations/:id/messages',
    {
      config: { owns: 'conversation' },
      schema: { params: idParams, body: sendBody },
      // Before the body is read: files for a conversation the caller can't write to are not taken in.
      onRequest: async (request) => {
        await chat.checkWritable(authOf(request), (request.params as { id: string }).id);
      },
    },
    async (request, reply) => {
      // Every check happens here, before the stream opens, so refusals are plain JSON errors.
      const auth = authOf(request);
      request.body.files = uploadsOf(request.body as unknown as Record<string, unknown>);
      const { prepared, copyId } = await chat.prepareSend(auth, request.params.id, request.body);
      const stream = openEventStream(reply);
      if (copyId) announceCopy(stream, copyId);
      stream.send('message', messageView(prepared.userMessage));
      await chat.generate(prepared, stream);
    },
  );
}

/** The files of a multipart message (`files[]` or `files`); a JSON body carries none. */
function uploadsOf(body: Record<string, unknown>): UploadedFile[] {
  const raw = body['files[]'] ?? body.files;
  delete body['files[]'];
  const list = Array.isArray(raw) ? raw : raw === undefined ? [] : [raw];
  return list.filter((item): item is UploadedFile => !!item && typeof item === 'object' && Buffer.isBuffer((item as UploadedFile).data));
}
