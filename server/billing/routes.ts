// Billing (docs/rest-api.md, "Billing"): plans and quotes, custom credits, checkout and its
// payment callback, the sandbox's authentication page, orders, the subscription, and the
// workspace's billing address. Plans, quotes and the config are public (the plans page can be
// read before signing up); the rest is the caller's workspace's.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import {
  BillingConfig, BillingWorkspace, CheckoutBody, CheckoutResponse, CompleteBody, CountResponse, CustomCreditsQuery, Order, OrderList, OrderListQuery, PlanList,
  PlanListQuery, PlanQuery, PlanQuote, Precheck, Quote, SandboxPageQuery, WorkspaceAddressBody,
} from '../../contract/billing';
import { AccountWorkspace } from '../../contract/account';
import { IdParams } from '../../contract/common';
import { authOf } from '../plugins/authentication';
import { webhookRoutes } from './webhook-routes';
import { sandboxPagePolicy } from './sandbox-page';

export async function billingRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { billing } = app.services;

  app.get('/billing/config', { config: { public: true }, schema: { response: { 200: BillingConfig } } }, async () => billing.config());

  app.get('/billing/plans', { config: { public: true }, schema: { querystring: PlanListQuery, response: { 200: PlanList } } }, async (request) => billing.plans(request.query));

  app.get(
    '/billing/plans/:id',
    { config: { public: true, owns: 'catalogue' }, schema: { params: IdParams, querystring: PlanQuery, response: { 200: PlanQuote } } },
    async (request) => billing.quote(request.params.id, request.query.coupon),
  );

  app.get(
    '/billing/plans/:id/precheck',
    { config: { owns: 'catalogue' }, schema: { params: IdParams, response: { 200: Precheck } } },
    async (request) => billing.precheck(authOf(request), request.params.id),
  );

  app.get(
    '/billing/custom-credits',
    { config: { public: true }, schema: { querystring: CustomCreditsQuery, response: { 200: Quote } } },
    async (request) => billing.customCredits(request.query.amount, request.query.coupon),
  );

  app.post('/billing/checkout', { config: { loginOnly: true }, schema: { body: CheckoutBody, response: { 200: CheckoutResponse } } }, async (request) => billing.checkout(authOf(request), request.body));

  // Opened by the browser's navigation, which carries no token: the key in its address is the proof.
  app.get(
    '/billing/sandbox/authenticate/:id',
    { config: { public: true, owns: 'order' }, schema: { params: IdParams, querystring: SandboxPageQuery } },
    async (request, reply) => {
      const page = await billing.sandboxPage(request.params.id, request.query.key);
      reply.header('content-security-policy', sandboxPagePolicy).header('cache-control', 'no-store').type('text/html; charset=utf-8');
      return page;
    },
  );

  app.post(
    '/billing/orders/:id/complete',
    { config: { owns: 'order' }, schema: { params: IdParams, body: CompleteBody, response: { 200: Order } } },
    async (request) => billing.complete(authOf(request), request.params.id, request.body),
  );

  app.get('/billing/orders', { schema: { querystring: OrderListQuery, response: { 200: OrderList } } }, async (request) => billing.orders(authOf(request), request.query));

  app.get('/billing/orders/count', { schema: { response: { 200: CountResponse } } }, async (request) => billing.orderCount(authOf(request)));

  app.get(
    '/billing/orders/:id',
    { config: { owns: 'order' }, schema: { params: IdParams, response: { 200: Order } } },
    async (request) => billing.order(authOf(request), request.params.id),
  );

  app.get(
    '/billing/order/:id/download',
    { config: { owns: 'order' }, schema: { params: IdParams } },
    async (request, reply) => {
      const { filename, pdf } = await billing.invoice(authOf(request), request.params.id);
      reply.type('application/pdf').header('content-disposition', `attachment; filename="${filename}"`).header('cache-control', 'private, no-store');
      return Buffer.from(pdf);
    },
  );

  app.delete('/billing/subscription', { config: { loginOnly: true }, schema: { response: { 200: AccountWorkspace } } }, async (request) =>
    billing.cancelSubscription(authOf(request)),
  );

  app.post(
    '/workspaces/:id',
    { config: { owns: 'workspace', loginOnly: true }, schema: { params: IdParams, body: WorkspaceAddressBody, response: { 200: BillingWorkspace } } },
    async (request) => billing.setAddress(authOf(request), request.params.id, request.body.address),
  );

  // Stripe's webhook, in a scope of its own: it reads its body as the bytes Stripe signed.
  await app.register(webhookRoutes);
}
