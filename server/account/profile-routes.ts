// The signed-in user's account (docs/rest-api.md, "Account"): read it, change the names.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { ProfileBody, ProfileResponse, User } from '../../contract/account';
import { authOf } from '../plugins/authentication';

export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { profile, tokens } = app.services.account;

  app.get('/account', { schema: { response: { 200: User } } }, async (request) => profile.view(authOf(request)));

  app.post('/account', { schema: { body: ProfileBody, response: { 200: ProfileResponse } } }, async (request) => {
    const auth = authOf(request);
    const user = await profile.update(auth, request.body);
    return { jwt: await tokens.signToken(auth), ...user };
  });
}
