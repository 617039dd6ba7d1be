// Checkout through Stripe in Debian Chromium: the server with Stripe's keys talks to a local
// server speaking Stripe's API (tests/server/helpers/fake-stripe.ts); the page loads a stand-in
// for Stripe.js (helpers/fake-stripe-js.ts) from js.stripe.com and calls api.stripe.com, both
// answered by routes on the browser context, so the page's Content Security Policy must let
// them through as it would let Stripe's. A guest sees a declined card in Stripe's words, pays
// with the same button, then passes authentication (3-D Secure) and lands on the receipt.
import { expect, test, beforeAll, afterAll } from 'vitest';
import { startFakeStripe, type FakeStripe } from '../server/helpers/fake-stripe';
import { useFakeStripeJs } from './helpers/fake-stripe-js';
import { signUpAsGuest } from './helpers/guest';
import { fillCheckout, receiptShown } from './helpers/checkout';
import { useSuite } from './helpers/suite';

let stripe: FakeStripe;
beforeAll(async () => {
  stripe = await startFakeStripe();
});
afterAll(() => stripe.close());

const { server, browser } = useSuite(() => ({
  STRIPE_SECRET_KEY: 'sk_test_e2e',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e',
  STRIPE_API_BASE: stripe.url,
}));

test('a guest pays for packs with Stripe Elements: declined in Stripe’s words, paid with the same button, then through 3-D Secure', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  const calls = await useFakeStripeJs(context, stripe);
  const page = await context.newPage();
  const blocked: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) blocked.push(message.text());
  });
  try {
    await signUpAsGuest(page, server.url);

    // Stripe's card element, not the sandbox's fields.
    await page.goto(`${server.url}/checkout/pack-2000`);
    await page.getByRole('heading', { name: 'Order summary' }).waitFor();
    await page.getByLabel('Stripe card number').waitFor({ timeout: 30_000 });
    expect(await page.getByLabel('Card number', { exact: true }).count()).toBe(0);

    await fillCheckout(page, '4000 0000 0000 0002', 'stripe');
    const pay = page.getByRole('button', { name: 'Pay $9.00' });
    await pay.click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor({ timeout: 30_000 });
    expect(await pay.isEnabled()).toBe(true);
    await page.getByLabel('Stripe card number').fill('4242 4242 4242 4242');
    await pay.click();
    await receiptShown(page);
    expect(await page.getByText('2,000 credits').first().isVisible()).toBe(true);
    // The card reached Stripe as a payment method, never our server as digits.
    const charged = [...stripe.paymentIntents.values()].filter((intent) => intent.status === 'succeeded');
    expect(charged.map((intent) => [intent.amount, intent.payment_method])).toEqual([[900, 'pm_card_visa']]);
    expect(stripe.requests.some((request) => JSON.stringify(request.form).includes('4242'))).toBe(false);

    // A card that needs authentication: Stripe.js confirms it, and the order completes.
    await page.goto(`${server.url}/checkout/pack-10000`);
    await page.getByRole('heading', { name: 'Order summary' }).waitFor();
    await page.getByLabel('Stripe card number').waitFor({ timeout: 30_000 });
    await fillCheckout(page, '4000 0025 0000 3155', 'stripe');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await receiptShown(page);
    expect(calls.confirms).toHaveLength(1);
    expect(stripe.paymentIntents.get(calls.confirms[0]!)).toMatchObject({ status: 'succeeded', payment_method: 'pm_card_authenticationRequired' });
    expect(blocked).toEqual([]);
  } finally {
    await context.close();
  }
});
