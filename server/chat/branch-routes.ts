// Branches and message actions (docs/rest-api.md, "Branches"): switching the chosen path of a
// conversation, and conversation feedback.
import type { FastifyInstance } from 'fastify';
import { authOf } from '../plugins/authentication';
import { idParams } from '../../contract/common';

export async function branchRoutes(app: FastifyInstance) {
  const { chat } = app.services;

  app.post<{ Params: { id: string }; Body: { leaf_id: string } }>(
    '/library/conversations/:id/branch',
    {
      config: { owns: 'conversation' },
      schema: {
        params: idParams,
        body: { type: 'object', required: ['leaf_id'], properties: { leaf_id: { type: 'string', minLength: 1, maxLength: 64 } } },
      },
    },
    async (request) => chat.chooseBranch(authOf(request), request.params.id, request.body.leaf_id),
  );

  app.post<{ Params: { id: string }; Body: { feedback: unknown; message?: string | null } }>(
    '/ai/services/feedback/:id',
    {
      config: { owns: 'conversation' },
      schema: {
        params: idParams,
        body: {
          type: 'object',
          required: ['feedback'],
          properties: {
            feedback: { anyOf: [{ type: 'string', maxLength: 10 }, { type: 'integer' }, { type: 'boolean' }] },
            message: { type: ['string', 'null'], maxLength: 5000 },
          },
        },
      },
    },
    async (request) => chat.saveFeedback(authOf(request), request.params.id, request.body),
  );
}
