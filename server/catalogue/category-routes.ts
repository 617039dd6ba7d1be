// The categories strip's source: public, like the rest of the catalogue.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { CategoryList, CategoryQuery } from '../../contract/categories';

export async function categoryRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  app.get(
    '/categories',
    { config: { public: true }, schema: { querystring: CategoryQuery, response: { 200: CategoryList } } },
    async (request) => app.services.catalogue.categories(request.query),
  );
}
