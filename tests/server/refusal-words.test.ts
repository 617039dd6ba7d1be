import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { bearer, buildTestApp, captchaToken, signUpUser, type Session } from './helpers/app';

// Refusals speak the user's words: a field by its label (the contract's title, else its name
// made readable), the limit in plain terms; never "The field first_name must NOT have …".

let app: FastifyInstance;
let owner: Session;
beforeAll(async () => {
  app = await buildTestApp();
  owner = await signUpUser(app);
});
afterAll(() => app?.close());

const long = (n: number) => 'x'.repeat(n + 1);

describe('refusals name the field as the form does', () => {
  it('signup', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: { type: 'user', email: 'long@example.com', password: 'correct horse battery', first_name: long(1000), 'captcha-token': await captchaToken(app) },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('First name must be at most 1,000 characters.');
  });

  it('profile', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/account', headers: bearer(owner), payload: { last_name: long(1000) } });
    expect(response.json().message).toBe('Last name must be at most 1,000 characters.');
  });

  it('workspace rename, too long and empty', async () => {
    const account = (await app.inject({ method: 'GET', url: '/api/account', headers: bearer(owner) })).json();
    const url = `/api/workspaces/${account.workspace.id}`;
    const tooLong = await app.inject({ method: 'PATCH', url, headers: bearer(owner), payload: { name: long(100) } });
    expect(tooLong.json().message).toBe('The workspace name must be at most 100 characters.');
    const empty = await app.inject({ method: 'PATCH', url, headers: bearer(owner), payload: { name: '' } });
    expect(empty.json().message).toBe('The workspace name must not be empty.');
  });

  it('writer', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/ai/completions/code', headers: bearer(owner), payload: { language: 'rust' } });
    expect(response.json().message).toBe('The prompt is required.');
    const tooLong = await app.inject({ method: 'POST', url: '/api/ai/completions/', headers: bearer(owner), payload: { prompt: long(20_000) } });
    expect(tooLong.json().message).toBe('The prompt must be at most 20,000 characters.');
  });

  it('chat', async () => {
    const conversation = (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers: bearer(owner), payload: {} })).json();
    const url = `/api/ai/conversations/${conversation.id}/messages`;
    const wrongType = await app.inject({ method: 'POST', url, headers: bearer(owner), payload: { content: 42 } });
    expect(wrongType.json().message).toBe('Your message must be text.');
    const parent = await app.inject({ method: 'POST', url, headers: bearer(owner), payload: { content: 'Hi', parent_id: long(64) } });
    // A field no form shows is named by what it is, never by its wire name (parent_id).
    expect(parent.json().message).toBe('The message replied to must be at most 64 characters.');
    // Text that cannot be stored is refused under the same label.
    const nul = await app.inject({ method: 'POST', url, headers: bearer(owner), payload: { content: 'a\u0000b' } });
    expect(nul.json().message).toBe('Your message must not contain a NUL character.');
  });
});

describe('the payment and affiliate forms are refused in their own labels', () => {
  it('a coupon code, on the plan page and the custom credits', async () => {
    const code = long(64);
    for (const url of [`/api/billing/plans/some-plan?coupon=${code}`, `/api/billing/custom-credits?amount=1000&coupon=${code}`]) {
      const response = await app.inject({ method: 'GET', url, headers: bearer(owner) });
      expect(response.json().message, url).toBe('Coupon code must be at most 64 characters.');
    }
  });

  it("the workspace's billing address", async () => {
    const account = (await app.inject({ method: 'GET', url: '/api/account', headers: bearer(owner) })).json();
    const address = { name: 'Ada Lovelace', postal_code: long(20), country: 'GB' };
    const response = await app.inject({ method: 'POST', url: `/api/workspaces/${account.workspace.id}`, headers: bearer(owner), payload: { address } });
    expect(response.json().message).toBe('Postal code must be at most 20 characters.');
  });

  it('the payout method', async () => {
    const put = (payout_method: object) => app.inject({ method: 'PUT', url: '/api/account/affiliate', headers: bearer(owner), payload: { payout_method } });
    expect((await put({ type: 'paypal', email: long(254) })).json().message).toBe('PayPal email must be at most 254 characters.');
    expect((await put({ type: 'bank_transfer', account_holder: long(200) })).json().message).toBe('Account holder must be at most 200 characters.');
  });
});
