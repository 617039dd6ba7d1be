import type { FastifyInstance } from 'fastify';
import { authOf } from '../plugins/authentication';
import { userView } from '../services/accounts';
import { cleanName } from '../services/sessions';

export async function accountRoutes(app: FastifyInstance) {
  app.get('/account', async (request) => userView(app.db, authOf(request)));

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
      const changes: { first_name?: string; last_name?: string } = {};
      if (request.body.first_name !== undefined) changes.first_name = cleanName(request.body.first_name, 'first name', true);
      if (request.body.last_name !== undefined && !auth.isGuest) changes.last_name = cleanName(request.body.last_name, 'last name', false);
      if (Object.keys(changes).length > 0) {
        await app.db.updateTable('users').set({ ...changes, updated_at: new Date() }).where('id', '=', auth.userId).execute();
      }
      return { jwt: await app.services.auth.signToken(auth), ...(await userView(app.db, auth)) };
    },
  );
}
