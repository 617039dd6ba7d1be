import { afterAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpGuest, signUpUser } from './helpers/app';
import { address, balance, card, cards, checkout, newKey } from './helpers/billing';

const app = await buildTestApp({ env: { STARTING_CREDITS: '100' } });
afterAll(async () => {
  await app.close();
});

describe('checkout in the sandbox', () => {
  it('buys a credit pack at the catalogue price, whatever the client says, and grants its credits once', async () => {
    const user = await signUpUser(app);
    const response = await checkout(app, user, { id: 'pack-2000', price: 0, amount: undefined, total: 0, credits: 9_999_999 });
    expect(response.statusCode, response.body).toBe(200);
    const { id } = response.json();
    const order = (await app.inject({ method: 'GET', url: `/api/billing/orders/${id}`, headers: bearer(user) })).json();
    expect(order).toMatchObject({ status: 'paid', total: 9, subtotal: 9, discount: 0, tax: 0, credits: 2000, description: '2,000 credits', gateway: 'sandbox', address });
    expect(order.number).toMatch(/^ATL-\d{6}$/);
    expect(await balance(app, user)).toBe(2100);
    // The callback page completing it again changes nothing.
    const again = await app.inject({ method: 'POST', url: `/api/billing/orders/${id}/complete`, headers: bearer(user), payload: {} });
    expect(again.json().status).toBe('paid');
    expect(await balance(app, user)).toBe(2100);
  });

  it('takes the sale price of a pack that has one', async () => {
    const user = await signUpUser(app);
    const { id } = (await checkout(app, user, { id: 'pack-50000' })).json();
    expect((await app.inject({ method: 'GET', url: `/api/billing/orders/${id}`, headers: bearer(user) })).json()).toMatchObject({ subtotal: 149, total: 149, credits: 50000 });
  });

  it('says a declined card in the card provider words, keeps the failed order with them, and grants nothing', async () => {
    const user = await signUpGuest(app);
    for (const [number, message] of [
      [cards.declined, 'Your card was declined.'],
      [cards.insufficientFunds, 'Your card has insufficient funds.'],
      ['4242424242424241', 'Your card number is incorrect.'],
    ]) {
      const response = await checkout(app, user, { id: 'pack-2000', card: card(number!) });
      expect(response.statusCode).toBe(402);
      expect(response.json()).toEqual({ message });
    }
    const orders = (await app.inject({ method: 'GET', url: '/api/billing/orders?sort=created_at:desc&limit=3', headers: bearer(user) })).json();
    expect(orders.data.map((order: { status: string; failure_message: string; number: string }) => [order.status, order.failure_message, order.number])).toEqual([
      ['failed', 'Your card number is incorrect.', ''],
      ['failed', 'Your card has insufficient funds.', ''],
      ['failed', 'Your card was declined.', ''],
    ]);
    expect(await balance(app, user)).toBe(100);
  });

  it('sends a card that needs authentication through the sandbox page and back through the payment callback', async () => {
    const user = await signUpUser(app);
    const response = await checkout(app, user, { amount: 5000, card: card(cards.authenticate) });
    expect(response.statusCode, response.body).toBe(200);
    const { id, redirect } = response.json();
    expect(redirect).toMatch(new RegExp(`^/api/billing/sandbox/authenticate/${id}\\?key=`));
    // Pending until the customer comes back: not listed, no credits.
    expect((await app.inject({ method: 'GET', url: '/api/billing/orders/count', headers: bearer(user) })).json()).toEqual({ count: 0 });

    // The browser opens the page by navigating: no token.
    const page = await app.inject({ method: 'GET', url: redirect });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'sha256-/);
    expect(page.headers['x-frame-options']).toBe('DENY');
    expect(page.body).toContain('Complete authentication');
    expect(page.body).toContain('Fail authentication');
    expect(page.body).toContain('$20.00');
    const complete = /href="([^"]+)">Complete authentication/.exec(page.body)![1]!.replaceAll('&#38;', '&');
    expect(complete).toMatch(new RegExp(`^/payment-callback/${id}/stripe\\?payment_intent=pi_`));
    expect((await app.inject({ method: 'GET', url: `/api/billing/sandbox/authenticate/${id}` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/billing/sandbox/authenticate/${id}?key=forged` })).statusCode).toBe(404);

    const paymentIntent = new URL(complete, 'http://x').searchParams.get('payment_intent');
    const completed = await app.inject({ method: 'POST', url: `/api/billing/orders/${id}/complete`, headers: bearer(user), payload: { payment_intent: paymentIntent } });
    expect(completed.json()).toMatchObject({ id, status: 'paid', credits: 5000, total: 20, description: 'Custom credits' });
    expect(await balance(app, user)).toBe(5100);
    const repeated = await app.inject({ method: 'POST', url: `/api/billing/orders/${id}/complete`, headers: bearer(user), payload: { payment_intent: paymentIntent } });
    expect(repeated.json().status).toBe('paid');
    expect(await balance(app, user)).toBe(5100);
  });

  it('fails the order when authentication fails, with the reason', async () => {
    const user = await signUpUser(app);
    const { id, redirect } = (await checkout(app, user, { id: 'pack-2000', card: card(cards.authenticate) })).json();
    const page = (await app.inject({ method: 'GET', url: redirect })).body;
    const fail = /href="([^"]+)">Fail authentication/.exec(page)![1]!.replaceAll('&#38;', '&');
    const paymentIntent = new URL(fail, 'http://x').searchParams.get('payment_intent');
    const completed = await app.inject({ method: 'POST', url: `/api/billing/orders/${id}/complete`, headers: bearer(user), payload: { payment_intent: paymentIntent } });
    expect(completed.json()).toMatchObject({ status: 'failed', failure_message: expect.stringContaining('unable to authenticate') });
    expect(await balance(app, user)).toBe(100);
    const bogus = await app.inject({ method: 'POST', url: `/api/billing/orders/${id}/complete`, headers: bearer(user), payload: { payment_intent: 'pi_other' } });
    expect(bogus.json().status).toBe('failed');
  });

  it('refuses a gateway that is not switched on, both a plan and an amount, and an unknown plan', async () => {
    const user = await signUpUser(app);
    expect((await checkout(app, user, { id: 'pack-2000', gateway: 'stripe' })).json()).toEqual({ message: 'This payment method is not available.' });
    expect((await checkout(app, user, { id: 'pack-2000', amount: 5000 })).statusCode).toBe(400);
    expect((await checkout(app, user, {})).statusCode).toBe(400);
    expect((await checkout(app, user, { id: 'no-such-plan' })).statusCode).toBe(404);
    expect((await checkout(app, user, { id: 'pack-1000' })).statusCode).toBe(404);
  });

  it('answers 401 without a token on every billing route that is not public', async () => {
    const routes = app.routeTable.filter((route) => (route.url.startsWith('/api/billing/') || route.url === '/api/workspaces/:id') && !route.public);
    expect(routes.length).toBeGreaterThanOrEqual(8);
    for (const route of routes) {
      const response = await app.inject({ method: route.method as 'GET', url: route.url.replace(/:(\w+)/g, 'some-id'), ...(route.method === 'POST' ? { payload: {} } : {}) });
      expect(response.statusCode, `${route.method} ${route.url}`).toBe(401);
    }
  });

  it('needs a token', async () => {
    const response = await app.inject({ method: 'POST', url: '/api/billing/checkout', payload: { gateway: 'sandbox', id: 'pack-2000', address, idempotency_key: newKey() } });
    expect(response.statusCode).toBe(401);
  });
});
