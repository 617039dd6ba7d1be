// Replies that survive: Stop is explicit, and a tab that comes back re-attaches to the reply
// still being generated. See docs/rest-api.md, "Chat".
import type { FastifyInstance } from 'fastify';
import { openEventStream } from '../lib/sse';
import { authOf } from '../plugins/authentication';

const replyParams = {
  type: 'object',
  required: ['id', 'messageId'],
  properties: { id: { type: 'string', maxLength: 64 }, messageId: { type: 'string', maxLength: 64 } },
} as const;

export async function resumeRoutes(app: FastifyInstance) {
  const { chat } = app.services;

  app.post<{ Params: { id: string; messageId: string } }>(
    '/ai/conversations/:id/messages/:messageId/stop',
    { config: { owns: 'conversation' }, schema: { params: replyParams } },
    async (request) => chat.stop(authOf(request), request.params.id, request.params.messageId),
  );

  app.get<{ Params: { id: string; messageId: string } }>(
    '/ai/conversations/:id/messages/:messageId/stream',
    { config: { owns: 'conversation' }, schema: { params: replyParams } },
    async (request, reply) => {
      // Checked before the stream opens, so a wrong id is a plain JSON 404.
      const found = await chat.findReply(authOf(request), request.params.id, request.params.messageId);
      await chat.follow(found, openEventStream(reply));
    },
  );
}
