// The classifier (docs/rest-api.md, "Classifier"): classify a text, and the classifications kept
// in the library — list and search, count, open, status 1/0, delete.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  Classification, ClassificationCountQuery, ClassificationList, ClassificationListQuery, ClassifyBody, CountResponse, StatusBody,
} from '../../contract/classifier';
import { IdParams } from '../../contract/common';
import { authOf } from '../plugins/authentication';
import { listPageRoute, sendListPage } from '../plugins/list-pages';
import { classificationCountKey, classificationPageKey } from './classifications';

export async function classifierRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { classifier } = app.services;

  app.post('/ai/classifications', { schema: { body: ClassifyBody, response: { 201: Classification } } }, async (request, reply) => {
    reply.status(201);
    return classifier.classify(authOf(request), request.body.input);
  });

  app.get(
    '/library/classifications',
    { ...listPageRoute, schema: { querystring: ClassificationListQuery, response: { 200: ClassificationList } } },
    (request, reply) => {
      const auth = authOf(request);
      return sendListPage(request, reply, auth.workspaceId, classificationPageKey(request.query), () => classifier.list(auth, request.query));
    },
  );

  app.get(
    '/library/classifications/count',
    { ...listPageRoute, schema: { querystring: ClassificationCountQuery, response: { 200: CountResponse } } },
    (request, reply) => {
      const auth = authOf(request);
      return sendListPage(request, reply, auth.workspaceId, classificationCountKey(request.query), () => classifier.count(auth, request.query));
    },
  );

  app.get(
    '/library/classifications/:id',
    { config: { owns: 'classification' }, schema: { params: IdParams, response: { 200: Classification } } },
    async (request) => classifier.get(authOf(request), request.params.id),
  );

  app.post(
    '/library/classifications/:id',
    { config: { owns: 'classification' }, schema: { params: IdParams, body: StatusBody, response: { 200: Classification } } },
    async (request) => classifier.setStatus(authOf(request), request.params.id, request.body.status),
  );

  app.delete(
    '/library/classifications/:id',
    { config: { owns: 'classification' }, schema: { params: IdParams } },
    async (request, reply) => {
      await classifier.remove(authOf(request), request.params.id);
      reply.status(204).send();
    },
  );
}
