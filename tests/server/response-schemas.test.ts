import { afterAll, describe, expect, it } from 'vitest';
import { sealSecret } from '../../server/lib/secrets';
import { bearer, buildTestApp, signUpUser, testPassword } from './helpers/app';

// A route's response schema is what strips the columns a row carries but the wire must not
// (password hashes, provider keys, TOTP secrets): services may return rows as they are only
// because every JSON route declares the shape of its 2xx answer. Generated from the app's own
// route table, so a route added later without one fails here.

const secretsKey = 'test-secrets-key';
const app = await buildTestApp({ env: { SECRETS_KEY: secretsKey } });
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
  'DELETE /api/library/transcriptions/:id': 'answers 204 with no body',
  'POST /api/ai/completions/code': 'an event stream',
  'POST /api/ai/completions/:presetId': 'an event stream',
  'POST /api/ai/completions/': 'an event stream',
  'POST /api/ai/completions': 'an event stream',
  'DELETE /api/library/documents/:id': 'answers 204 with no body',
  'GET /api/library/documents/:id/stream': 'an event stream',
  'DELETE /api/library/code-documents/:id': 'answers 204 with no body',
  'DELETE /api/library/speeches/:id': 'answers 204 with no body',
  'DELETE /api/library/compositions/:id': 'answers 204 with no body',
  'DELETE /api/library/isolated-voices/:id': 'answers 204 with no body',
  'GET /api/library/code-documents/:id/stream': 'an event stream',
  'GET /api/billing/sandbox/authenticate/:id': "the sandbox card gateway's HTML page",
  'GET /api/billing/order/:id/download': 'a PDF file',
  'POST /api/billing/webhooks/stripe': "Stripe's webhook: Stripe reads only the status",
  'GET /api/admin/feedback/:id/screenshot': 'an image file',
  'GET /api/files/:id': 'a stored media file, or a range of it',
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

// Services hand rows to the routes as they are; these are the rows that carry secrets.
describe('answers about an account and its workspace', () => {
  it('never carry the password hash, a TOTP secret, a provider key or a REST API key', async () => {
    const session = await signUpUser(app);
    const workspaceId = session.user.workspace.id;
    const totpSecret = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
    const openaiKey = 'sk-full-openai-key-0000-1111';
    const anthropicKey = 'sk-ant-full-anthropic-key-2222';
    await app.db.updateTable('users').set({ two_factor_secret: totpSecret }).where('id', '=', session.user.id).execute();
    await app.db.updateTable('workspaces').set({ openai_api_key: sealSecret(secretsKey, openaiKey), anthropic_api_key: anthropicKey }).where('id', '=', workspaceId).execute();
    const created = await app.inject({ method: 'POST', url: '/api/account/rest-api-keys', headers: bearer(session), payload: { password: testPassword, name: 'Script' } });
    expect(created.statusCode, created.body).toBe(201);
    const restKey = created.json().key as string;
    const rows = {
      user: await app.db.selectFrom('users').selectAll().where('id', '=', session.user.id).executeTakeFirstOrThrow(),
      workspace: await app.db.selectFrom('workspaces').selectAll().where('id', '=', workspaceId).executeTakeFirstOrThrow(),
      apiKey: await app.db.selectFrom('api_keys').selectAll().where('user_id', '=', session.user.id).executeTakeFirstOrThrow(),
    };
    const secrets = [rows.user.password_hash!, totpSecret, openaiKey, rows.workspace.openai_api_key!, anthropicKey, restKey, rows.apiKey.key_hash];
    const columns = ['password_hash', 'two_factor_secret', 'two_factor_last_step', 'token_version', 'key_hash'];

    const answers = [
      await app.inject({ method: 'GET', url: '/api/account', headers: bearer(session) }),
      await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: session.user.email, password: testPassword } }),
      await app.inject({ method: 'GET', url: '/api/workspaces', headers: bearer(session) }),
      await app.inject({ method: 'GET', url: `/api/workspaces/${workspaceId}`, headers: bearer(session) }),
      await app.inject({ method: 'GET', url: '/api/account/rest-api-keys', headers: bearer(session) }),
    ];
    for (const answer of answers) {
      expect(answer.statusCode, answer.body).toBe(200);
      for (const secret of secrets) expect(answer.body).not.toContain(secret);
      for (const column of columns) expect(answer.body).not.toContain(`"${column}"`);
    }
    const account = answers[0]!.json();
    expect(account).toMatchObject({ has_password: true, two_factor_enabled: false });
    // A Date column goes on the wire as an ISO timestamp on both drivers.
    expect(account.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?Z$/);
    // The keys show as their last 4 characters only.
    expect(answers[3]!.json()).toMatchObject({ openai_api_key: '1111', anthropic_api_key: '2222' });
  });
});
