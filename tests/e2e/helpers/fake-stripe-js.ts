// A stand-in for Stripe.js (https://js.stripe.com/v3) in Chromium, for a checkout against
// Stripe without reaching Stripe: the page's request for Stripe's script and its calls to
// api.stripe.com are answered by routes on the browser context, so the page's own Content
// Security Policy still decides whether they may be made at all.
//
// It speaks the part of Stripe.js the app uses (StripeCard.tsx): `Stripe(key)`,
// `elements().create('card').mount(element)`, `createPaymentMethod` and `confirmCardPayment`.
// The card element is three inputs (in Stripe's own frame on the real thing); a typed number
// becomes one of Stripe's test payment methods as Stripe maps its test cards: 4242… succeeds,
// 4000 0000 0000 0002 is declined, 4000 0025 0000 3155 needs authentication, which
// `confirmCardPayment` passes (the customer approving the 3-D Secure page).
import type { BrowserContext } from 'playwright-core';
import type { FakeStripe } from '../../server/helpers/fake-stripe';

const script = `
(() => {
  const testCards = { '4242424242424242': 'pm_card_visa', '4000000000000002': 'pm_card_chargeDeclined', '4000002500003155': 'pm_card_authenticationRequired' };
  window.Stripe = function Stripe(key) {
    if (!/^pk_/.test(key)) throw new Error('Stripe.js needs a publishable key.');
    let number = null;
    return {
      elements() {
        return {
          create(type) {
            if (type !== 'card') throw new Error('Only the card element here.');
            const box = document.createElement('div');
            box.dataset.stripeElement = 'card';
            for (const [label, placeholder] of [['Stripe card number', '1234 1234 1234 1234'], ['Stripe expiry', 'MM / YY'], ['Stripe CVC', 'CVC']]) {
              const input = document.createElement('input');
              input.setAttribute('aria-label', label);
              input.placeholder = placeholder;
              box.append(input);
            }
            number = box.querySelector('input');
            return { mount(element) { element.append(box); }, destroy() { box.remove(); } };
          },
        };
      },
      async createPaymentMethod({ type, card, billing_details }) {
        if (type !== 'card' || !card || !billing_details || !billing_details.name) throw new Error('createPaymentMethod needs a card and billing details.');
        const digits = (number ? number.value : '').replace(/\\D/g, '');
        if (!digits) return { error: { type: 'validation_error', message: 'Your card number is incomplete.' } };
        const id = testCards[digits];
        if (!id) return { error: { type: 'validation_error', message: 'Your card number is invalid.' } };
        return { paymentMethod: { id, type: 'card', billing_details } };
      },
      async confirmCardPayment(clientSecret) {
        const intent = clientSecret.split('_secret_')[0];
        const response = await fetch('https://api.stripe.com/v1/payment_intents/' + intent + '/confirm', {
          method: 'POST',
          headers: { 'Content-Type': 'application/x-www-form-urlencoded', Authorization: 'Bearer ' + key },
          body: 'client_secret=' + encodeURIComponent(clientSecret),
        });
        const body = await response.json();
        return response.ok ? { paymentIntent: body } : { error: body.error };
      },
    };
  };
})();
`;

/** What the page asked of api.stripe.com (with the publishable key), in order. */
export interface StripeJsCalls {
  confirms: string[];
}

/** Routes Stripe's script and its browser calls on `context` to the stand-in and to `stripe`. */
export async function useFakeStripeJs(context: BrowserContext, stripe: FakeStripe): Promise<StripeJsCalls> {
  const calls: StripeJsCalls = { confirms: [] };
  await context.route(/^https:\/\/js\.stripe\.com\//, (route) => route.fulfill({ status: 200, contentType: 'application/javascript', body: script }));
  await context.route(/^https:\/\/api\.stripe\.com\//, async (route) => {
    const request = route.request();
    const cors = { 'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'authorization, content-type' };
    if (request.method() === 'OPTIONS') return route.fulfill({ status: 204, headers: cors });
    const confirm = /\/v1\/payment_intents\/([^/]+)\/confirm$/.exec(new URL(request.url()).pathname);
    if (!confirm || !/^Bearer pk_/.test(request.headers().authorization ?? '')) {
      return route.fulfill({ status: 404, headers: cors, json: { error: { type: 'invalid_request_error', message: 'Not in the stand-in.' } } });
    }
    calls.confirms.push(confirm[1]!);
    // The customer passes 3-D Secure on Stripe's page.
    return route.fulfill({ status: 200, headers: cors, json: stripe.authenticate(confirm[1]!, true) });
  });
  return calls;
}
