import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from './helpers/app';

// A route's response schema is what strips the columns a row carries but the wire must not
// (password hashes, provider keys, TOTP secrets): services may return rows as they are only
// because every JSON route declares the shape of its 2xx answer. Generated from the app's own
// route table, so a route added later without one fails here.

const app = await buildTestApp();
afterAll(async () => {
  await app.close();
});

// Routes whose 2xx answer is not a JSON document, each with the reason.
const notJson: Record<string, string> = {
  'GET /api/auth/captcha': "ALTCHA's challenge as altcha-lib makes it: its shape is the widget's, not ours to list",
  'POST /api/auth/logout': 'answers 204 with no body',
  'POST /api/ai/conversations/:id/messages': 'an event stream',
  'GET /api/account/verify/:token': 'redirects to a page',
  'DELETE /api/account/rest-api-keys/:id': 'answers 204 with no body',
  'GET /api/ai/conversations/:id/messages/:messageId/stream': 'an event stream (a reply resumed)',
  'DELETE /api/library/conversations/:id': 'answers 204 with no body',
  'GET /api/ai/attachments/:id': 'a file',
  'GET /api/share/:conversationId/attachments/:id': 'a file',
  'DELETE /api/library/classifications/:id': 'answers 204 with no body',
  'POST /api/ai/completions/code': 'an event stream',
  'POST /api/ai/completions/:presetId': 'an event stream',
  'POST /api/ai/completions/': 'an event stream',
  'POST /api/ai/completions': 'an event stream',
  'DELETE /api/library/documents/:id': 'answers 204 with no body',
  'GET /api/library/documents/:id/stream': 'an event stream',
  'DELETE /api/library/code-documents/:id': 'answers 204 with no body',
  'GET /api/library/code-documents/:id/stream': 'an event stream',
  'GET /api/billing/sandbox/authenticate/:id': "the sandbox card gateway's HTML page",
  'GET /api/billing/order/:id/download': 'a PDF file',
  'DELETE /api/billing/subscription': 'answers 204 with no body',
  'POST /api/billing/webhooks/stripe': "Stripe's webhook: Stripe reads only the status",
  'GET /api/admin/feedback/:id/screenshot': 'an image file',
  'OPTIONS /v1/*': 'a CORS preflight, 204 with no body',
  'POST /v1/chat/completions': "OpenAI's completion object or an event stream, as OpenAI's clients read them",
};

const hasSuccessSchema = (response: Record<string, unknown> | undefined) =>
  Object.keys(response ?? {}).some((status) => /^(2\d\d|2xx|default)$/.test(status));

describe('response schemas', () => {
  const routes = app.routeTable.filter((route) => route.url.startsWith('/api/') || route.url === '/v1' || route.url.startsWith('/v1/'));

  it('every JSON route declares the shape of its success answer', () => {
    const missing = routes
      .map((route) => ({ key: `${route.method} ${route.url}`, route }))
      .filter(({ key, route }) => !notJson[key] && !hasSuccessSchema(route.schema.response))
      .map(({ key }) => key);
    expect(missing, 'add schema.response[200] to the route, or list it in notJson with the reason').toEqual([]);
  });

  it('lists only routes that exist and still have no schema', () => {
    const keys = new Set(routes.map((route) => `${route.method} ${route.url}`));
    const stale = Object.keys(notJson).filter((key) => !keys.has(key) || hasSuccessSchema(routes.find((route) => `${route.method} ${route.url}` === key)!.schema.response));
    expect(stale).toEqual([]);
  });
});
