// The affiliate program (docs/rest-api.md, "Affiliate program"): the caller's own summary, payout
// method and payouts; nothing here names another user's. Changing where money goes and asking for
// it need a login, not a REST API key: a leaked key must not redirect a payout.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Affiliate, AffiliateBody, Payout, PayoutBody, PayoutList, PayoutListQuery } from '../../contract/affiliate';
import { authOf } from '../plugins/authentication';

export async function affiliateRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const { affiliate } = app.services;

  app.get('/account/affiliate', { schema: { response: { 200: Affiliate } } }, async (request) => affiliate.summary(authOf(request)));

  app.put('/account/affiliate', { config: { loginOnly: true }, schema: { body: AffiliateBody, response: { 200: Affiliate } } }, async (request) =>
    affiliate.setPayoutMethod(authOf(request), request.body.payout_method),
  );

  app.post(
    '/account/affiliate/payouts',
    {
      config: { loginOnly: true },
      // The body is optional (no amount withdraws the balance): none is read as `{}`.
      preValidation: (request, _reply, done) => {
        request.body ??= {};
        done();
      },
      schema: { body: PayoutBody, response: { 201: Payout } },
    },
    async (request, reply) => {
      reply.status(201);
      return affiliate.requestPayout(authOf(request), request.body.amount);
    },
  );

  app.get('/account/affiliate/payouts', { schema: { querystring: PayoutListQuery, response: { 200: PayoutList } } }, async (request) =>
    affiliate.payouts(authOf(request), request.query),
  );
}
