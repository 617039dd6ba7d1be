// The signed-in user's account (docs/rest-api.md, "Account"): read it, change the names.
import type { FastifyInstance } from 'fastify';
import { authOf } from '../plugins/authentication';

export async function profileRoutes(app: FastifyInstance) {
  const { profile, tokens } = app.services.account;

  app.get('/account', async (request) => profile.view(authOf(request)));

  app.post<{ Body: { first_name?: string; last_name?: string } }>(
    '/account',
    {
      schema: {
        body: {
          type: 'object',
          properties: { first_name: { type: 'string', maxLength: 1000 }, last_name: { type: 'string', maxLength: 1000 } },
        },
      },
    },
    async (request) => {
      const auth = authOf(request);
      const user = await profile.update(auth, request.body);
      return { jwt: await tokens.signToken(auth), ...user };
    },
  );
}
