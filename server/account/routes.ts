// Signing up, logging in and the captcha that guards signup (docs/rest-api.md, "Auth").
import type { FastifyInstance } from 'fastify';
import { LoginThrottled } from './login-throttle';
import type { SignupInput } from './sessions';

export async function authRoutes(app: FastifyInstance) {
  const { captcha, sessions, tokens, profile } = app.services.account;
  // Captcha and signup only: a flat per-IP limit on login would refuse the right password along
  // with the wrong ones; login has its own back-off per account and per address instead.
  const rateLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };

  app.get('/auth/captcha', { config: { public: true, rateLimit } }, () => captcha.challenge());

  app.post<{ Body: SignupInput }>(
    '/auth/signup',
    {
      config: { public: true, rateLimit },
      schema: {
        body: {
          type: 'object',
          required: ['type'],
          properties: {
            type: { type: 'string', enum: ['user', 'guest'] },
            email: { type: 'string', maxLength: 254 },
            password: { type: 'string', maxLength: 200 },
            first_name: { type: 'string', maxLength: 1000 },
            last_name: { type: 'string', maxLength: 1000 },
            'captcha-token': { type: 'string', maxLength: 10000 },
            ref: { type: 'string', maxLength: 100 },
          },
        },
      },
    },
    async (request, reply) => {
      const session = await sessions.signup(request.body);
      const message = session.isGuest ? 'Welcome to Atelier!' : 'Your account has been created.';
      reply.status(201);
      return { jwt: await tokens.signToken(session), message, user: await profile.view(session) };
    },
  );

  app.post<{ Body: { email: string; password: string } }>(
    '/auth/login',
    {
      config: { public: true },
      schema: {
        body: {
          type: 'object',
          required: ['email', 'password'],
          properties: { email: { type: 'string', maxLength: 254 }, password: { type: 'string', maxLength: 200 } },
        },
      },
    },
    async (request, reply) => {
      const session = await sessions.login(request.body.email, request.body.password, request.ip).catch((error: unknown) => {
        if (error instanceof LoginThrottled) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      });
      return { jwt: await tokens.signToken(session), user: await profile.view(session) };
    },
  );
}
