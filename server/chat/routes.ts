// Chatting (docs/rest-api.md, "Chat"): a new conversation, and a message whose reply streams
// back as server-sent events. Stop and re-attach are in resume-routes.ts, branches and
// feedback in branch-routes.ts.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { NewConversationBody, SendBody } from '../../contract/chat';
import { isAcceptedFile, maxFileBytes, maxFiles, tooManyFiles } from '../../contract/tool-limits';
import { IdParams } from '../../contract/common';
import { Conversation } from '../../contract/library';
import { badRequest } from '../lib/errors';
import { authOf } from '../plugins/authentication';
import type { SendInput } from './check-send';
import { tooLarge, unsupportedType, type UploadedFile } from '../library/attachments';
import { openEventStream } from '../lib/sse';
import { registerForm } from '../plugins/forms';

export async function chatRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { chat } = app.services;
  // The message form may arrive as multipart (it can carry files[]); its fields become the body
  // and go through the same schema as JSON. Files are read into memory (25 MB each at most)
  // and checked in chat.checkSend (attachments.ts).
  await registerForm(fastify, {
    fileFields: ['files[]', 'files'],
    maxFiles,
    maxFileBytes,
    tooLarge,
    tooMany: tooManyFiles,
    async readFile(part): Promise<UploadedFile> {
      if (!isAcceptedFile(part.filename)) {
        part.file.resume();
        throw badRequest(unsupportedType);
      }
      return { name: part.filename, mime: part.mimetype, data: await part.toBuffer() };
    },
  });

  app.post(
    '/ai/conversations',
    { schema: { body: NewConversationBody, response: { 201: Conversation } } },
    async (request, reply) => {
      reply.status(201);
      return chat.createConversation(authOf(request), request.body?.title ?? '', request.body?.temporary === true);
    },
  );

  // The answer is an event stream (lib/sse.ts), written by hand: no response schema.
  app.post(
    '/ai/conversations/:id/messages',
    {
      config: { owns: 'conversation' },
      schema: { params: IdParams, body: SendBody },
      // Before the body is read: files for a conversation the caller can't write to are not taken in.
      onRequest: async (request) => {
        await chat.checkWritable(authOf(request), (request.params as { id: string }).id);
      },
    },
    async (request, reply) => {
      // Every check happens here, before the stream opens, so refusals are plain JSON errors;
      // the writes wait until the stream's headers are out, so its first byte comes at once.
      const input: SendInput = request.body;
      input.files = uploadsOf(request.body as Record<string, unknown>);
      const checked = await chat.checkSend(authOf(request), request.params.id, input);
      await chat.send(checked, openEventStream(reply));
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
