// Branches and message actions (docs/rest-api.md, "Branches"): switching the chosen path of a
// conversation, and conversation feedback.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { BranchBody, BranchResponse, FeedbackResponse, MessageFeedbackBody } from '../../contract/chat';
import { IdParams } from '../../contract/common';
import { authOf } from '../plugins/authentication';

export async function branchRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { chat } = app.services;

  app.post(
    '/library/conversations/:id/branch',
    { config: { owns: 'conversation' }, schema: { params: IdParams, body: BranchBody, response: { 200: BranchResponse } } },
    async (request) => chat.chooseBranch(authOf(request), request.params.id, request.body.leaf_id),
  );

  app.post(
    '/ai/services/feedback/:id',
    { config: { owns: 'conversation' }, schema: { params: IdParams, body: MessageFeedbackBody, response: { 200: FeedbackResponse } } },
    async (request) => chat.saveFeedback(authOf(request), request.params.id, request.body),
  );
}
