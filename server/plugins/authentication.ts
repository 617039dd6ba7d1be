// Who is calling, for every /api route. The token itself is the account domain's business
// (server/account/tokens.ts); this plugin only needs something that turns a token into an
// AuthContext (server/lib/auth-context.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AuthContext, Authenticator } from '../lib/auth-context';
import { HttpError } from '../lib/errors';

/**
 * Every /api route needs a valid token unless it says `config: { public: true }`: forgetting
 * the flag fails closed. Public routes still read a token when one is sent (e.g. `granted`).
 * Checked when the request arrives, before its body is read: an upload from someone who is
 * not logged in is refused without being taken in.
 */
export function registerAuthentication(app: FastifyInstance, auth: Authenticator) {
  app.decorateRequest('auth', null);
  // A callback hook, not an async one: a token checked a moment ago answers without a promise,
  // which a list read served from memory notices (issue 9).
  app.addHook('onRequest', (request, _reply, done) => {
    if (request.is404) return done();
    // The scheme is case-insensitive (RFC 7235).
    const token = /^bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;
    const isPublic = request.routeOptions.config?.public === true;
    if (!token) return done(isPublic ? undefined : new HttpError(401, 'Please log in to continue.'));
    const loginOnly = request.routeOptions.config?.loginOnly === true;
    const known = auth.remembered(token);
    if (known) {
      request.auth = known;
      return done(loginOnly && known.apiKeyId ? needsLogin() : undefined);
    }
    auth.authenticate(token).then((checked) => {
      request.auth = checked;
      done(loginOnly && checked.apiKeyId ? needsLogin() : undefined);
    }, done);
  });
}

export const apiKeyNeedsLogin = 'This action needs you to be logged in: a REST API key cannot do it.';
const needsLogin = () => new HttpError(403, apiKeyNeedsLogin);

/** For handlers of non-public routes: the onRequest hook has already refused anonymous calls. */
export function authOf(request: FastifyRequest): AuthContext {
  if (!request.auth) throw new HttpError(401, 'Please log in to continue.');
  return request.auth;
}
