// Replies that survive: Stop is explicit, and a tab that comes back re-attaches to the reply
// still being generated. See docs/rest-api.md, "Chat".
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ReplyParams } from '../../contract/chat';
import { Message } from '../../contract/library';
import { openEventStream } from '../lib/sse';
import { authOf } from '../plugins/authentication';

export async function resumeRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { chat } = app.services;

  app.post(
    '/ai/conversations/:id/messages/:messageId/stop',
    { config: { owns: 'conversation' }, schema: { params: ReplyParams, response: { 200: Message } } },
    async (request) => chat.stop(authOf(request), request.params.id, request.params.messageId),
  );

  // An event stream, like the send's answer: no response schema.
  app.get(
    '/ai/conversations/:id/messages/:messageId/stream',
    { config: { owns: 'conversation' }, schema: { params: ReplyParams } },
    async (request, reply) => {
      // Checked before the stream opens, so a wrong id is a plain JSON 404.
      const found = await chat.findReply(authOf(request), request.params.id, request.params.messageId);
      await chat.follow(found, openEventStream(reply));
    },
  );
}
