// The admin page's routes (docs/rest-api.md, "Admin"), all under /api/admin. Every one is checked
// when the request arrives, before its body is read: only a logged-in admin, as the database says
// now, gets past; everyone else (a user, a guest, a REST API key) gets the 404 of a route that does
// not exist, so the admin area does not show itself to those who may not use it.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  AdminAuditList, AdminClaimList, AdminFeedbackList, AdminPayout, AdminPayoutList, AdminPayoutListQuery, AdminSearchQuery, AdminUser, AdminUserChange, AdminUserDetail,
  AdminUserList, AdminWorkspaceDetail, AdminWorkspaceList, CreditAdjustment, CreditAdjustmentBody, SettlePayoutBody,
} from '../../contract/admin';
import { IdParams, PageQuery } from '../../contract/common';
import { imageTypeOf } from '../feedback/routes';
import { userFilePolicy } from '../library/attachment-download';
import { authOf } from '../plugins/authentication';
import { listPageRoute, sendListPage } from '../plugins/list-pages';

export async function adminRoutes(fastify: FastifyInstance) {
  await fastify.register(async (scope) => {
    const app = scope.withTypeProvider<TypeBoxTypeProvider>();
    const { admin } = app.services;
    const { tokens } = app.services.account;
    // After the app's authentication (its hook is the parent's, so it runs first).
    app.addHook('onRequest', async (request) => admin.assertAdmin(request.auth));

    app.get('/admin/payouts', { schema: { querystring: AdminPayoutListQuery, response: { 200: AdminPayoutList } } }, async (request) => admin.payouts(request.query));

    app.post('/admin/payouts/:id', { config: { owns: 'payout' }, schema: { params: IdParams, body: SettlePayoutBody, response: { 200: AdminPayout } } }, async (request) =>
      admin.settle(authOf(request), request.params.id, request.body.status),
    );

    app.get('/admin/feedback', { schema: { querystring: PageQuery, response: { 200: AdminFeedbackList } } }, async (request) => admin.feedback(request.query));

    // A screenshot anyone could have sent, served from our origin: its type from its bytes (only the
    // four raster types the form accepts), shown inline but never run (nosniff, a sandbox CSP).
    app.get('/admin/feedback/:id/screenshot', { config: { owns: 'site-feedback' }, schema: { params: IdParams } }, async (request, reply) => {
      const data = await admin.screenshot(request.params.id);
      const type = imageTypeOf(data) ?? 'application/octet-stream';
      const extension = type.startsWith('image/') ? type.slice(6) : 'bin';
      return reply
        .header('content-type', type)
        .header('content-disposition', `${type.startsWith('image/') ? 'inline' : 'attachment'}; filename="feedback-${request.params.id.replace(/[^\w-]/g, '')}.${extension}"`)
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', userFilePolicy)
        .header('cache-control', 'private, no-store')
        .send(data);
    });

    app.get('/admin/claims', { schema: { querystring: PageQuery, response: { 200: AdminClaimList } } }, async (request) => admin.claims(request.query));

    // Read afresh every time (no kept page: an entry is added by every change anywhere), through
    // the one list primitive so it is sent like every other list page.
    app.get('/admin/audit', { ...listPageRoute, schema: { querystring: AdminSearchQuery, response: { 200: AdminAuditList } } }, (request, reply) =>
      sendListPage(request, reply, 'admin', null, () => admin.audit(request.query)),
    );

    app.get('/admin/users', { ...listPageRoute, schema: { querystring: AdminSearchQuery, response: { 200: AdminUserList } } }, (request, reply) =>
      sendListPage(request, reply, 'admin', null, () => admin.users(request.query)),
    );

    app.get('/admin/users/:id', { config: { owns: 'admin-user' }, schema: { params: IdParams, response: { 200: AdminUserDetail } } }, async (request) => admin.user(request.params.id));

    // A suspension or a lost admin flag takes effect at the user's next request: what the token
    // cache remembers of them (their sessions and API keys) is forgotten once the change commits.
    app.patch('/admin/users/:id', { config: { owns: 'admin-user' }, schema: { params: IdParams, body: AdminUserChange, response: { 200: AdminUser } } }, async (request) => {
      const user = await admin.changeUser(authOf(request), request.params.id, request.body);
      tokens.forget(request.params.id);
      return user;
    });

    app.get('/admin/workspaces', { ...listPageRoute, schema: { querystring: AdminSearchQuery, response: { 200: AdminWorkspaceList } } }, (request, reply) =>
      sendListPage(request, reply, 'admin', null, () => admin.workspaces(request.query)),
    );

    app.get('/admin/workspaces/:id', { config: { owns: 'admin-workspace' }, schema: { params: IdParams, response: { 200: AdminWorkspaceDetail } } }, async (request) =>
      admin.workspace(request.params.id),
    );

    app.post(
      '/admin/workspaces/:id/credits',
      { config: { owns: 'admin-workspace' }, schema: { params: IdParams, body: CreditAdjustmentBody, response: { 200: CreditAdjustment } } },
      async (request) => admin.adjustCredits(authOf(request), request.params.id, request.body),
    );
  });
}
