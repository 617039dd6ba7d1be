// The checkout page as a buyer fills it, and the receipt it ends on: shared by the sandbox's
// suite (billing.e2e) and Stripe's (stripe.e2e), whose card fields differ only by their labels.
import type { Page } from 'playwright-core';

/** The card fields' labels: the sandbox's own, or those of the Stripe.js stand-in (fake-stripe-js.ts). */
const cardLabels = {
  sandbox: { number: 'Card number', expiry: 'Expiry date', cvc: 'Security code (CVC)' },
  stripe: { number: 'Stripe card number', expiry: 'Stripe expiry', cvc: 'Stripe CVC' },
};

export async function fillCheckout(page: Page, card: string, fields: keyof typeof cardLabels = 'sandbox') {
  const labels = cardLabels[fields];
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByLabel('Postal code').fill('SW1A 1AA');
  await page.getByLabel(labels.number).fill(card);
  await page.getByLabel(labels.expiry).fill('12 / 34');
  await page.getByLabel(labels.cvc).fill('123');
}

export async function receiptShown(page: Page) {
  await page.waitForURL(/\/billing\/orders\/[^/]+\/receipt$/, { timeout: 30_000 });
  await page.getByRole('heading', { name: 'Thank you for your purchase' }).waitFor({ timeout: 30_000 });
}
