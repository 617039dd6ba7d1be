import type { FastifyInstance } from 'fastify';
import { authOf } from '../plugins/authentication';
import { getSharedConversation, setVisibility } from '../services/sharing';
import { idParams } from './schemas';

export async function sharingRoutes(app: FastifyInstance) {
  app.post<{ Params: { id: string }; Body: { visibility: number } }>(
    '/library/:id',
    {
      config: { owns: 'conversation' },
      schema: {
        params: idParams,
        body: { type: 'object', required: ['visibility'], properties: { visibility: { type: 'integer', enum: [0, 2] } } },
      },
    },
    async (request) => setVisibility(app.db, authOf(request), request.params.id, request.body.visibility),
  );

  // The public share page's data. Anyone may read it while it is shared; search engines may not index it.
  app.get<{ Params: { id: string } }>(
    '/share/:id',
    { config: { public: true, owns: 'conversation' }, schema: { params: idParams } },
    async (request, reply) => {
      reply.header('x-robots-tag', 'noindex');
      reply.header('cache-control', 'no-store');
      return getSharedConversation(app.db, request.params.id);
    },
  );
}
