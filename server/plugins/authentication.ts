import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../lib/errors';
import type { AuthContext, AuthService } from '../services/auth';

/**
 * Every /api route needs a valid token unless it says `config: { public: true }`: forgetting
 * the flag fails closed. Public routes still read a token when one is sent (e.g. `granted`).
 */
export function registerAuthentication(app: FastifyInstance, auth: AuthService) {
  app.decorateRequest('auth', null);
  app.addHook('preHandler', async (request) => {
    if (request.is404) return;
    const header = request.headers.authorization;
    const token = header?.startsWith('Bearer ') ? header.slice(7).trim() : null;
    const isPublic = request.routeOptions.config?.public === true;
    if (!token) {
      if (isPublic) return;
      throw new HttpError(401, 'Please log in to continue.');
    }
    request.auth = await auth.authenticate(token);
  });
}

/** For handlers of non-public routes: the preHandler has already refused anonymous calls. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, 'Please log in to continue.');
  return request.auth;
}
