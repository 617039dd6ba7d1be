// Signing up, logging in and the captcha that guards signup (docs/rest-api.md, "Auth").
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import {
  LoginBody,
  LoginChallengeResponse,
  LoginResponse,
  LoginTwoFactorBody,
  MessageResponse,
  PasswordResetBody,
  PasswordResetRequestBody,
  SessionAfterRemovalBody,
  SessionAfterRemovalResponse,
  SignupBody,
  SignupResponse,
} from '../../contract/account';
import { HttpError } from '../lib/errors';
import { authOf } from '../plugins/authentication';
import { resetRequested } from './passwords';

export async function authRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { captcha, sessions, tokens, profile, twoFactor, passwords, email } = app.services.account;
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
      // The account exists whatever the mail server says: a mail that could not leave is sent
      // again with Resend on the account page.
      if (!session.isGuest) await email.welcome(session).catch((error: unknown) => request.log.error({ err: error }, 'The verification mail could not be sent.'));
      const message = session.isGuest ? 'Welcome to Atelier!' : 'Your account has been created.';
      reply.status(201);
      return { jwt: await tokens.signToken(session), message, user: await profile.view(session) };
    },
  );

  app.post(
    '/auth/login',
    { config: { public: true }, schema: { body: LoginBody, response: { 200: Type.Union([LoginResponse, LoginChallengeResponse]) } } },
    async (request, reply) => {
      const { twoFactor: needsCode, ...session } = await sessions.login(request.body.email, request.body.password, request.ip).catch(withRetryAfter(reply));
      // No token yet for a 2FA account: the code comes next, with the challenge.
      if (needsCode) return twoFactor.challenge(session.userId);
      return { jwt: await tokens.signToken(session), user: await profile.view(session) };
    },
  );

  // The login's second step (two-factor.ts): a code of the authenticator app or a recovery code.
  app.post(
    '/auth/login/2fa',
    { config: { public: true }, schema: { body: LoginTwoFactorBody, response: { 200: LoginResponse } } },
    async (request, reply) => {
      const user = await twoFactor.complete(request.body.challenge, request.body.code, request.ip).catch(withRetryAfter(reply));
      const session = await sessions.sessionOf(user);
      return { jwt: await tokens.signToken(session), user: await profile.view(session) };
    },
  );

  // Ends this session on the server: the token is refused from now on, wherever it is sent.
  app.post('/auth/logout', async (request, reply) => {
    authOf(request);
    const token = /^bearer +(\S+) *$/i.exec(request.headers.authorization ?? '')?.[1];
    if (token) await tokens.revoke(token);
    reply.status(204).send();
  });

  // A member removed from the workspace their session is in lands in another of theirs, not
  // logged out (tokens.ts, `endedMembership`). The old token comes in the body, since as a
  // bearer it is refused; it is used up here, and the new session is never in the workspace
  // they left: only in one they are still a member of.
  app.post(
    '/auth/session-after-removal',
    { config: { public: true, rateLimit }, schema: { body: SessionAfterRemovalBody, response: { 200: SessionAfterRemovalResponse } } },
    async (request) => {
      const ended = await tokens.endedMembership(request.body.token);
      const session = await sessions.sessionAfterRemoval(ended.userId);
      await tokens.revoke(request.body.token);
      const left = await profile.workspaceName(ended.workspaceId);
      return { jwt: await tokens.signToken(session), user: await profile.view(session), removed_from: left };
    },
  );

  // The same answer whether the address has an account or not (passwords.ts).
  app.post(
    '/auth/password-reset',
    { config: { public: true, rateLimit }, schema: { body: PasswordResetRequestBody, response: { 200: MessageResponse } } },
    async (request) => {
      passwords.requestReset(request.body.email);
      return { message: resetRequested };
    },
  );

  app.post(
    '/auth/password-reset/:token',
    { config: { public: true, rateLimit, owns: 'secret-link' }, schema: { params: TokenParams, body: PasswordResetBody, response: { 200: MessageResponse } } },
    async (request) => {
      await passwords.reset(request.params.token, request.body.password);
      return { message: 'Your password has been changed. Log in with it now.' };
    },
  );
}

/** A mailed link's secret in the path. */
export const TokenParams = Type.Object({ token: Type.String({ minLength: 1, maxLength: 200 }) });

/** A back-off (LoginThrottled) also says when to retry in the Retry-After header. */
export function withRetryAfter(reply: { header(name: string, value: string): unknown }) {
  return (error: unknown): never => {
    const seconds = (error as { retryAfterSeconds?: unknown }).retryAfterSeconds;
    if (error instanceof HttpError && error.statusCode === 429 && typeof seconds === 'number') reply.header('retry-after', String(seconds));
    throw error;
  };
}
