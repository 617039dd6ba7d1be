// The dashboard (docs/rest-api.md, "Dashboard"): a workspace's usage per UTC day for the 30-day
// chart. Its recent documents are the writer's and the coder's lists (server/writer/routes.ts).
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { IdParams } from '../../contract/common';
import { UsageDataset, UsageQuery, usageLimit, usageLimitRefused } from '../../contract/dashboard';
import { badRequest } from '../lib/errors';
import { authOf } from '../plugins/authentication';

export async function dashboardRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { dashboard } = app.services;

  app.get('/workspaces/:id/datasets/usage', { config: { owns: 'workspace' }, schema: { params: IdParams, querystring: UsageQuery, response: { 200: UsageDataset } } }, async (request) => {
    const auth = authOf(request);
    const days = usageLimit(request.query.limit);
    if (days === null) throw badRequest(usageLimitRefused);
    return dashboard.usageDataset(auth, request.params.id, days);
  });
}
