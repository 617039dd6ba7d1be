// `POST /api/billing/webhooks/stripe`: Stripe's report of what happened to a payment or a
// subscription (server/billing/gateway-events.ts applies it once). Public, since the gateway holds no token: its signature is the
// proof. The signature covers the body's exact bytes, so this scope alone takes a JSON body as
// those bytes; every other route keeps the app's strict JSON parser (plugins/strict-input.ts).
import type { FastifyInstance } from 'fastify';

export async function webhookRoutes(app: FastifyInstance) {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_request, body, done) => done(null, body));

  // Public, but the whole body limit: an event is as large as Stripe makes it (plugins/body-budget.ts).
  app.post('/billing/webhooks/stripe', { config: { public: true }, bodyLimit: app.initialConfig.bodyLimit }, async (request) => {
    const signature = request.headers['stripe-signature'];
    const body = Buffer.isBuffer(request.body) ? request.body : Buffer.alloc(0);
    return app.services.billing.receiveWebhook('stripe', body, typeof signature === 'string' ? signature : undefined);
  });
}
