// The signed-in user's account (docs/rest-api.md, "Account"): read it, change the names, turn
// 2FA on and off (and the mailed link that turns it off again), the email address and its
// verification, the password, where this session comes from, and the claim form.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  AccountMessage,
  ClaimBody,
  EmailChangeBody,
  IpLocation,
  MessageResponse,
  PasswordChangeBody,
  PasswordChangeResponse,
  ProfileBody,
  ProfileResponse,
  Submitted,
  TwoFactorSetup,
  TwoFactorSetupBody,
  UndoTwoFactorBody,
  User,
  VerificationResponse,
} from '../../contract/account';
import { badRequest } from '../lib/errors';
import { authOf } from '../plugins/authentication';
import { passwordChanged } from './passwords';
import { TokenParams, withRetryAfter } from './routes';
import { twoFactorUndone } from './undo-two-factor';

export const thanksForClaim = 'Thank you. We received your message and will answer by email.';

export async function profileRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { profile, tokens, twoFactor, undoTwoFactor, email, passwords, security } = app.services.account;
  const rateLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };

  app.get('/account', { schema: { response: { 200: User } } }, async (request) => profile.view(authOf(request)));

  // The profile form; with `enable2fa` and `code2fa` it also turns 2FA on (with `password` too;
  // answering the recovery codes, once) or off.
  app.post('/account', { config: { loginOnly: true }, schema: { body: ProfileBody, response: { 200: ProfileResponse } } }, async (request, reply) => {
    const auth = authOf(request);
    const { enable2fa, code2fa, password, first_name, last_name } = request.body;
    // The names first: a refused name must not leave 2FA on with its recovery codes never shown.
    let user = await profile.update(auth, { first_name, last_name });
    let recoveryCodes: string[] | undefined;
    if (enable2fa === true) recoveryCodes = await twoFactor.enable(auth, { code: code2fa, password }, request.ip).catch(withRetryAfter(reply));
    if (enable2fa === false) await twoFactor.disable(auth, code2fa, request.ip).catch(withRetryAfter(reply));
    if (enable2fa !== undefined) user = await profile.view(auth);
    return { jwt: await tokens.signToken(auth), ...user, ...(recoveryCodes ? { recovery_codes: recoveryCodes } : {}) };
  });

  app.post('/account/generate-2fa', { config: { loginOnly: true }, schema: { body: TwoFactorSetupBody, response: { 200: TwoFactorSetup } } }, async (request) =>
    twoFactor.setup(authOf(request)),
  );

  app.post('/account/email', { config: { loginOnly: true }, schema: { body: EmailChangeBody, response: { 200: AccountMessage } } }, async (request, reply) => {
    const auth = authOf(request);
    const message = await email.change(auth, request.body, request.ip).catch(withRetryAfter(reply));
    return { message, user: await profile.view(auth) };
  });

  app.post('/account/verification', { config: { loginOnly: true }, schema: { response: { 200: VerificationResponse } } }, async (request, reply) =>
    email.resend(authOf(request)).catch(withRetryAfter(reply)),
  );

  // The mailed link, opened in the browser: no token, the link is the proof. Redirects into the app.
  app.get('/account/verify/:token', { config: { public: true, owns: 'secret-link' }, schema: { params: TokenParams } }, async (request, reply) => {
    const verified = await email.verify(request.params.token);
    return reply.redirect(verified ? '/account?verified=1' : '/account?verified=0', 303);
  });

  // The link mailed when 2FA was turned on (undo-two-factor.ts): the link's secret and the
  // password are the proof, no session. The secret travels in the body, not the path, so it stays
  // out of access logs.
  app.post('/account/undo-2fa', { config: { public: true, rateLimit }, schema: { body: UndoTwoFactorBody, response: { 200: MessageResponse } } }, async (request, reply) => {
    await undoTwoFactor.undo(request.body.token, request.body.password, request.ip).catch(withRetryAfter(reply));
    return { message: twoFactorUndone };
  });

  app.post('/account/password', { config: { loginOnly: true }, schema: { body: PasswordChangeBody, response: { 200: PasswordChangeResponse } } }, async (request, reply) => {
    const auth = authOf(request);
    await passwords.change(auth, request.body, request.ip).catch(withRetryAfter(reply));
    // Signed after the version moved on: this session goes on, every other one ended.
    return { message: passwordChanged, jwt: await tokens.signToken(auth) };
  });

  app.get('/account/ip', { schema: { response: { 200: IpLocation } } }, async (request) => profile.locateAndRecord(authOf(request), request.ip));

  app.post('/account/claims', { schema: { body: ClaimBody, response: { 201: Submitted } } }, async (request, reply) => {
    const auth = authOf(request);
    const subject = request.body.subject.trim();
    const message = request.body.message.trim();
    if (!subject) throw badRequest('Please enter a subject.');
    if (!message) throw badRequest('Please enter a message.');
    const id = await security.addClaim({ userId: auth.userId, workspaceId: auth.workspaceId, subject, message });
    reply.status(201);
    return { id, message: thanksForClaim };
  });
}
