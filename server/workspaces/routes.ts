// Workspaces (docs/rest-api.md, "Workspaces"). Every change answers the Workspace object, but a
// member leaving, which answers 204 with no body (SPEC §4: that is how the page knows it left).
// Whoever loses access is forgotten by the token cache at once (server/account/tokens.ts). Every
// change needs a login: a REST API key reads workspaces but never changes who is in one.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { IdParams } from '../../contract/common';
import {
  CreateWorkspaceBody, InvitationBody, InvitationParams, InvitationView, MemberParams, SwitchWorkspaceBody, TokenParams, UpdateWorkspaceBody,
  Workspace, WorkspaceList, WorkspaceToken,
} from '../../contract/workspaces';
import type { AuthContext } from '../lib/auth-context';
import { authOf } from '../plugins/authentication';

export async function workspaceRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { workspaces, invitations } = app.services.workspaces;
  const { tokens } = app.services.account;
  const tokenFor = async (auth: AuthContext) => ({ jwt: await tokens.signToken(auth), workspace_id: auth.workspaceId });
  // Each invitation sends a mail to an address the owner typed: bounded like signup, per client IP.
  const rateLimit = { max: app.config.authRateLimit, timeWindow: '1 minute' };

  app.get('/workspaces', { schema: { response: { 200: WorkspaceList } } }, async (request) => workspaces.list(authOf(request)));

  app.post('/workspaces', { config: { loginOnly: true }, schema: { body: CreateWorkspaceBody, response: { 201: Workspace } } }, async (request, reply) => {
    reply.status(201);
    return workspaces.create(authOf(request), request.body.name);
  });

  app.get('/workspaces/:id', { config: { owns: 'workspace' }, schema: { params: IdParams, response: { 200: Workspace } } }, async (request) =>
    workspaces.view(authOf(request), request.params.id),
  );

  app.patch(
    '/workspaces/:id',
    { config: { owns: 'workspace', loginOnly: true }, schema: { params: IdParams, body: UpdateWorkspaceBody, response: { 200: Workspace } } },
    async (request) => workspaces.update(authOf(request), request.params.id, request.body),
  );

  // Answers a token for the workspace the caller acts in now (another one if it was this one).
  app.delete('/workspaces/:id', { config: { owns: 'workspace', loginOnly: true }, schema: { params: IdParams, response: { 200: WorkspaceToken } } }, async (request) => {
    const auth = authOf(request);
    const { members, current } = await workspaces.remove(auth, request.params.id);
    for (const userId of members) tokens.forget(userId, request.params.id);
    return tokenFor({ ...auth, workspaceId: current });
  });

  // The token first: one an API key may not have (tokens.ts) is refused before anything changes.
  app.post('/account/workspace', { schema: { body: SwitchWorkspaceBody, response: { 200: WorkspaceToken } } }, async (request) => {
    const next = await workspaces.switchTo(authOf(request), request.body.id);
    const answer = await tokenFor(next);
    await workspaces.actIn(next);
    return answer;
  });

  app.post(
    '/workspaces/:id/invitations',
    { config: { owns: 'workspace', loginOnly: true, rateLimit }, schema: { params: IdParams, body: InvitationBody, response: { 201: Workspace } } },
    async (request, reply) => {
      reply.status(201);
      return invitations.invite(authOf(request), request.params.id, request.body.email);
    },
  );

  app.delete(
    '/workspaces/:id/invitations/:invitationId',
    { config: { owns: 'workspace', loginOnly: true }, schema: { params: InvitationParams, response: { 200: Workspace } } },
    async (request) => invitations.removeInvitation(authOf(request), request.params.id, request.params.invitationId),
  );

  app.delete('/workspaces/:id/users/:userId', { config: { owns: 'workspace', loginOnly: true }, schema: { params: MemberParams, response: { 200: Workspace, 204: Type.Null() } } }, async (request, reply) => {
    const auth = authOf(request);
    const { id, userId } = request.params;
    const done = await workspaces.removeMember(auth, id, userId);
    tokens.forget(userId, id);
    if (done === 'left') return reply.status(204).send(null);
    return workspaces.view(auth, id);
  });

  app.get('/invitations/:token', { config: { owns: 'invitation' }, schema: { params: TokenParams, response: { 200: InvitationView } } }, async (request) =>
    invitations.show(authOf(request), request.params.token),
  );

  app.post('/invitations/:token/accept', { config: { owns: 'invitation', loginOnly: true, rateLimit }, schema: { params: TokenParams, response: { 200: WorkspaceToken } } }, async (request) =>
    tokenFor(await invitations.accept(authOf(request), request.params.token)),
  );
}
