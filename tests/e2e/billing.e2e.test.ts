// Billing in Debian Chromium against `npm start`'s server and its sandbox gateway: a guest
// buys the monthly Pro plan with 4242…, sees a decline ('Your card was declined.') and pays
// again with the same button, buys custom credits typed with commas, passes the sandbox's
// authentication page with 4000 0025 0000 3155 and comes back through /payment-callback to
// the receipt, downloads the invoice as a PDF, finds the orders on the billing page, and
// cancels the subscription. No sleeps: every wait is on something the page shows.
import { readFile } from 'node:fs/promises';
import { expect, test } from 'vitest';
import { fillCheckout, receiptShown } from './helpers/checkout';
import { useSuite } from './helpers/suite';
import { signUpAsGuest } from './helpers/guest';
import { screenshot } from './helpers/account';

const { server, browser } = useSuite();

test('a user buys a plan, a pack and custom credits in the sandbox, passes authentication, downloads an invoice and cancels', async () => {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(String(error)));
  try {
    await signUpAsGuest(page, server.url);

    // The plans: tabs, the Team plan apart, the packs with a sale price struck through.
    await page.getByRole('banner').getByRole('link', { name: 'Plans' }).click();
    await page.getByRole('heading', { level: 1, name: 'Plans' }).waitFor();
    await page.getByRole('tab', { name: 'Yearly' }).click();
    expect(await page.getByRole('tabpanel').getByRole('heading', { name: 'Pro' }).count()).toBe(1);
    await page.getByRole('tab', { name: 'Monthly' }).click();
    expect(await page.getByRole('region', { name: 'For teams' }).getByText('Up to 5 members', { exact: true }).first().isVisible()).toBe(true);
    expect(await page.locator('del').first().textContent()).toContain('$179.00');

    // A monthly plan with 4242….
    await page.getByRole('link', { name: 'Buy Pro (monthly)' }).click();
    await page.getByRole('heading', { name: 'Order summary' }).waitFor();
    await fillCheckout(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Pay $19.00' }).click();
    await receiptShown(page);
    expect(await page.getByText('Pro · monthly').or(page.getByText(/Pro/)).first().isVisible()).toBe(true);

    // A pack: declined first, then paid with the same button.
    await page.goto(`${server.url}/checkout/pack-2000`);
    await fillCheckout(page, '4000 0000 0000 0002');
    const pay = page.getByRole('button', { name: 'Pay $9.00' });
    await pay.click();
    await page.getByRole('alert').filter({ hasText: 'Your card was declined.' }).waitFor({ timeout: 30_000 });
    expect(await pay.isEnabled()).toBe(true);
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await pay.click();
    await receiptShown(page);
    expect(await page.getByText('2,000 credits').first().isVisible()).toBe(true);

    // Custom credits, typed with commas.
    await page.goto(`${server.url}/billing/plans`);
    await page.getByLabel('Credits', { exact: true }).fill('12,500');
    await page.getByText(/Price: \$/).waitFor();
    await page.getByRole('button', { name: 'Continue to checkout' }).click();
    await page.waitForURL(/\/checkout\/credits\?amount=12500$/);
    await page.getByRole('heading', { name: 'Order summary' }).waitFor();
    expect(await page.getByText('12,500 credits').first().isVisible()).toBe(true);
    await fillCheckout(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
    await receiptShown(page);
    expect(await page.getByText('Custom credits').first().isVisible()).toBe(true);

    // Authentication: the sandbox's page, then back through the payment callback to the receipt.
    await page.goto(`${server.url}/checkout/pack-10000`);
    await fillCheckout(page, '4000 0025 0000 3155');
    await page.getByRole('button', { name: 'Pay $39.00' }).click();
    await page.waitForURL(/\/api\/billing\/sandbox\/authenticate\//, { timeout: 30_000 });
    await page.getByRole('link', { name: 'Complete authentication' }).click();
    await page.waitForURL(/\/payment-callback\/[^/]+\/stripe\?payment_intent=/);
    await receiptShown(page);
    expect(await page.getByText('10,000 credits').first().isVisible()).toBe(true);

    // The invoice downloads as a PDF.
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Download invoice' }).click()]);
    expect(download.suggestedFilename()).toMatch(/^invoice-.+\.pdf$/);
    const pdf = await readFile((await download.path())!);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');

    // The billing page: the plan, the last 3 of 5 orders (a declined attempt is an order too, or not), each with its receipt.
    await page.getByRole('link', { name: 'Back to billing' }).click();
    await page.getByRole('heading', { level: 1, name: 'Billing' }).waitFor();
    const orders = page.getByRole('list', { name: 'Recent orders' }).getByRole('listitem');
    await expect.poll(() => orders.count()).toBe(3);
    expect(await page.getByText(/The last 3 of \d+ orders/).isVisible()).toBe(true);

    // Cancel.
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cancel your subscription?' });
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await page.getByRole('status').getByText('Subscription cancelled!').waitFor();
    await expect.poll(() => dialog.count()).toBe(0);
    // Cancelled: the plan says when it ends, and there is nothing left to cancel.
    const plan = page.getByRole('region', { name: 'Plan' });
    await plan.getByText(/— cancelled, ends on \w+ \d{1,2}, \d{4}/).waitFor();
    expect(await plan.getByRole('button', { name: 'Cancel subscription' }).count()).toBe(0);
    await screenshot(page, 'billing-cancelled-1280-light');
    expect(problems).toEqual([]);
  } finally {
    await context.close();
  }
});
