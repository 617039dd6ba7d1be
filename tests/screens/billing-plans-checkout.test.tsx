import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';
import type { Session } from '../server/helpers/app';

// The plans page and checkout against the real server and its sandbox gateway, through the real
// gateway: the tabs (click and arrow keys), the free plan offered only to an eligible workspace,
// a failed load with Retry; checkout's messages on an empty Pay (nothing sent), a refused
// coupon in the server's words, and Pay disabled while the payment is out, then the receipt.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const slow = { timeout: 10_000 };
const panel = () => screen.getByRole('tabpanel');

/** A workspace on no plan (its Free subscription gone), whose owner has no other on Free: it may take Free. */
async function onNoPlan(session: Session) {
  await server.app.db.deleteFrom('subscriptions').where('workspace_id', '=', session.user.workspace.id).execute();
}

describe('the plans page', () => {
  it('shows each period in its tab, moves between tabs with the arrow keys, and keeps Team and the packs apart', async () => {
    const { user } = renderApp(null, { server, path: '/billing/plans', user: await server.guest() });
    const monthly = await screen.findByRole('tab', { name: 'Monthly' }, slow);
    expect(monthly).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByRole('link', { name: 'Buy Pro (monthly)' })).toHaveAttribute('href', '/checkout/plan-pro-monthly');
    await user.click(screen.getByRole('tab', { name: 'Yearly' }));
    expect(within(panel()).getByRole('link', { name: 'Buy Pro (yearly)' })).toBeInTheDocument();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'Lifetime' })).toHaveFocus();
    expect(screen.getByRole('tab', { name: 'Lifetime' })).toHaveAttribute('aria-selected', 'true');
    expect(within(panel()).getByRole('link', { name: 'Buy Pro (lifetime)' })).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'For teams' })).getAllByText(/Up to \d+ members/).length).toBeGreaterThan(0);
    const packs = screen.getByRole('region', { name: 'Credit packs' });
    expect(within(packs).getAllByRole('link', { name: /^Buy \d/ })).toHaveLength(3);
    expect(packs.querySelector('del')).toHaveTextContent('$179.00');
  });

  it('offers the free plan only to a workspace that may take it, and tells one on Free that it is', async () => {
    const onFree = await server.guest();
    const first = renderApp(null, { server, path: '/billing/plans', user: onFree });
    await screen.findByRole('tab', { name: 'Monthly' }, slow);
    const free = await within(panel()).findByRole('article', { name: 'Free' });
    expect(within(free).getByText('Your current plan')).toBeInTheDocument();
    expect(within(panel()).queryByRole('link', { name: /^Start Free/ })).not.toBeInTheDocument();
    // Free stands beside each period's plans, with the facts a buyer compares in the same rows.
    await first.user.click(screen.getByRole('tab', { name: 'Yearly' }));
    expect(within(panel()).getAllByRole('article').map((card) => card.getAttribute('aria-labelledby'))).toEqual(['plan-plan-free', 'plan-plan-pro-yearly']);
    const facts = (name: string) => within(within(panel()).getByRole('article', { name })).getAllByRole('definition').map((fact) => fact.textContent);
    expect(facts('Free')).toEqual(['100 credits a month', 'Just you', 'None']);
    expect(facts('Pro')).toEqual(['60,000 credits a year', 'Just you', '1']);
    first.unmount();

    const eligible = await server.guest();
    await onNoPlan(eligible);
    renderApp(null, { server, path: '/billing/plans', user: eligible });
    expect(await within(await screen.findByRole('tabpanel', {}, slow)).findByRole('link', { name: 'Start Free (monthly)' })).toHaveAttribute('href', '/checkout/plan-free');
  });

  it('says when the plans could not be loaded, and Retry loads them', async () => {
    const { user, network } = renderApp(null, { server, path: '/billing/plans', user: await server.guest() });
    network.failNext('/api/billing/plans');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('The plans could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('tab', { name: 'Monthly' }, slow)).toBeInTheDocument();
  });
});

describe('checkout', () => {
  async function openCheckout(path = '/checkout/plan-pro-monthly') {
    const view = renderApp(null, { server, path, user: await server.guest() });
    await screen.findByRole('heading', { name: 'Order summary' }, slow);
    return view;
  }

  it('an empty Pay says what each field needs and sends nothing', async () => {
    const { user, network } = await openCheckout();
    const checkouts = network.holdNext('/api/billing/checkout');
    await user.click(screen.getByRole('button', { name: 'Pay $19.00' }));
    expect(await screen.findByText("Please enter the cardholder's name.")).toBeInTheDocument();
    expect(screen.getByText('Please enter a postal code.')).toBeInTheDocument();
    expect(screen.getByText('Your card number is incomplete.')).toBeInTheDocument();
    expect(screen.getByLabelText('Name on card')).toHaveAttribute('aria-invalid', 'true');
    let reached = false;
    void checkouts.reached.then(() => (reached = true));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(reached).toBe(false);
    checkouts.release();
  });

  it("a refused coupon shows the server's message; a good one re-prices the order", async () => {
    const { user } = await openCheckout();
    const code = screen.getByRole('textbox', { name: /coupon/i });
    await user.type(code, 'NOPE');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByText('This coupon code is not valid.', {}, slow)).toBeInTheDocument();
    await user.clear(code);
    await user.type(code, 'WELCOME10');
    await user.click(screen.getByRole('button', { name: 'Apply' }));
    expect(await screen.findByRole('button', { name: 'Pay $17.10' }, slow)).toBeInTheDocument();
  });

  it("starts with the workspace's billing address in the address fields", async () => {
    const session = await server.guest();
    const address = { name: 'Grace Hopper', postal_code: '10001', country: 'GB' };
    await server.app.inject({ method: 'POST', url: `/api/workspaces/${session.user.workspace.id}`, headers: { authorization: `Bearer ${session.jwt}` }, payload: { address } });
    renderApp(null, { server, path: '/checkout/pack-2000', user: session });
    await screen.findByRole('heading', { name: 'Order summary' }, slow);
    expect(screen.getByLabelText('Name on card')).toHaveValue('Grace Hopper');
    expect(screen.getByLabelText('Postal code')).toHaveValue('10001');
    expect(screen.getByLabelText('Country')).toHaveValue('GB');
  });

  it('Pay is disabled while the payment is out, then the receipt is shown', async () => {
    const { user, network } = await openCheckout('/checkout/pack-2000');
    await user.type(screen.getByLabelText('Name on card'), 'Ada Lovelace');
    await user.type(screen.getByLabelText('Postal code'), 'SW1A 1AA');
    await user.type(screen.getByLabelText('Card number'), '4242424242424242');
    await user.type(screen.getByLabelText('Expiry date'), '1234');
    await user.type(screen.getByLabelText('Security code (CVC)'), '123');
    const held = network.holdNext('/api/billing/checkout');
    await user.click(screen.getByRole('button', { name: 'Pay $9.00' }));
    await held.reached;
    const processing = screen.getByRole('button', { name: 'Processing…' });
    expect(processing).toBeDisabled();
    await user.click(processing);
    held.release();
    expect(await screen.findByRole('heading', { name: 'Thank you for your purchase' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(window.location.pathname).toMatch(/^\/billing\/orders\/[^/]+\/receipt$/));
  });
});
