// Signing up, logging in and the captcha that guards signup (docs/rest-api.md, "Auth").
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { LoginBody, LoginResponse, SignupBody, SignupResponse } from '../../contract/account';
import { LoginThrottled } from './login-throttle';

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { captcha, sessions, tokens, profile } = app.services.account;
  // Captcha and signup only: a flat per-IP limit on login would refuse the right password along
  // with the wrong ones; login has its own back-off per account and per address instead.
  const rateLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };

  // The ALTCHA challenge, as altcha-lib makes it: its shape is the widget's, not ours to list.
  app.get('/auth/captcha', { config: { public: true, rateLimit } }, () => captcha.challenge());

  app.post(
    '/auth/signup',
    { config: { public: true, rateLimit }, schema: { body: SignupBody, response: { 201: SignupResponse } } },
    async (request, reply) => {
      const session = await sessions.signup(request.body);
      const message = session.isGuest ? 'Welcome to Atelier!' : 'Your account has been created.';
      reply.status(201);
      return { jwt: await tokens.signToken(session), message, user: await profile.view(session) };
    },
  );

  app.post(
    '/auth/login',
    { config: { public: true }, schema: { body: LoginBody, response: { 200: LoginResponse } } },
    async (request, reply) => {
      const session = await sessions.login(request.body.email, request.body.password, request.ip).catch((error: unknown) => {
        if (error instanceof LoginThrottled) reply.header('retry-after', String(error.retryAfterSeconds));
        throw error;
      });
      return { jwt: await tokens.signToken(session), user: await profile.view(session) };
    },
  );
}
