import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';
import { captureDownloads } from './helpers/downloads';
import { card, cards, checkout } from '../server/helpers/billing';
import type { Session } from '../server/helpers/app';

// The billing page and the receipt against the real server: a fresh workspace's empty orders,
// the last orders with their count leading to their receipts, the cancel dialog (Escape closes
// it and gives focus back; confirming says 'Subscription cancelled!' and shows the answer
// without asking again; so does a saved billing address), a failed load with
// Retry, and a receipt's totals, its invoice downloaded (on the receipt and in the account's
// invoices, one way: a failure says why and the next press tries again), the receipt after a
// payment's authentication shown from the completing answer, a failed one leading back to its
// checkout, and an order that is not there.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
afterEach(() => vi.restoreAllMocks());

const slow = { timeout: 10_000 };
const orders = () => screen.getByRole('region', { name: 'Orders' });

async function bought(session: Session, body: Record<string, unknown>): Promise<string> {
  const response = await checkout(server.app, session, body);
  if (response.statusCode >= 300) throw new Error(`checkout failed: ${response.statusCode} ${response.body}`);
  return response.json().id as string;
}

describe('the billing page', () => {
  it('says a fresh workspace has no orders yet, and shows its plan and credits', async () => {
    const session = await server.guest();
    renderApp(null, { server, path: '/billing', user: session });
    expect(await within(await screen.findByRole('region', { name: 'Orders' }, slow)).findByText(/No orders yet/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Plan' })).getByText('Free')).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Credits' })).getByText(String(session.user.workspace.credits))).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
  });

  it('lists the last 3 orders with how many there are, each leading to its receipt', async () => {
    const session = await server.guest();
    for (const planId of ['pack-2000', 'pack-10000', 'pack-2000', 'pack-10000']) await bought(session, { id: planId });
    renderApp(null, { server, path: '/billing', user: session });
    expect(await within(await screen.findByRole('region', { name: 'Orders' }, slow)).findByText('The last 3 of 4 orders', {}, slow)).toBeInTheDocument();
    const links = within(orders()).getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) expect(link.getAttribute('href')).toMatch(/^\/billing\/orders\/[^/]+\/receipt$/);
  });

  it('asks before cancelling: Escape closes the dialog and focus returns; confirming says so', async () => {
    const session = await server.guest();
    await bought(session, { id: 'plan-pro-monthly' });
    const { user, network } = renderApp(null, { server, path: '/billing', user: session });
    const cancel = await screen.findByRole('button', { name: 'Cancel subscription' }, slow);
    await user.click(cancel);
    const dialog = screen.getByRole('dialog', { name: 'Cancel your subscription?' });
    expect(within(dialog).getByRole('button', { name: 'Keep subscription' })).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(cancel).toHaveFocus();

    await user.keyboard('{Enter}');
    const before = network.sent().length;
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel subscription' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Subscription cancelled!'), slow);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    // Cancelled: the plan shows when it ends, and there is nothing left to cancel.
    const plan = screen.getByRole('region', { name: 'Plan' });
    await waitFor(() => expect(plan).toHaveTextContent(/Pro.*· monthly — cancelled, ends on [A-Z][a-z]+ \d{1,2}, \d{4}/), slow);
    expect(within(plan).queryByRole('button', { name: 'Cancel subscription' })).not.toBeInTheDocument();
    // Shown from the answer (the workspace with its cancelled subscription): nothing asked again.
    expect(network.sent().slice(before)).toEqual(['DELETE /api/billing/subscription']);
  });

  it('says when billing could not be loaded, and Retry loads it', async () => {
    const { user, network } = renderApp(null, { server, path: '/billing', user: await server.guest() });
    network.failNext('/api/billing/orders');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Billing could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Orders' }, slow)).toBeInTheDocument();
  });
});

describe('logged out', () => {
  it('the billing page and a receipt ask to log in rather than failing', async () => {
    const first = renderApp(null, { server, path: '/billing' });
    expect(await screen.findByText('Log in to see your billing', {}, slow)).toBeInTheDocument();
    expect(screen.queryByText(/could not be loaded/)).not.toBeInTheDocument();
    first.unmount();
    renderApp(null, { server, path: '/billing/orders/abcdefghij/receipt' });
    expect(await screen.findByText('Log in to see this receipt', {}, slow)).toBeInTheDocument();
  });
});

describe('the billing address', () => {
  it("is added by the owner with checkout's checks, saved once, and shown", async () => {
    const session = await server.guest();
    const { user, network } = renderApp(null, { server, path: '/billing', user: session });
    const region = await screen.findByRole('region', { name: 'Billing address' }, slow);
    expect(within(region).getByText(/No billing address yet/)).toBeInTheDocument();
    await user.click(within(region).getByRole('button', { name: 'Add an address' }));
    await user.click(within(region).getByRole('button', { name: 'Save address' }));
    expect(within(region).getByText("Please enter the cardholder's name.")).toBeInTheDocument();
    await user.type(within(region).getByLabelText('Name on card'), 'Ada Lovelace');
    await user.type(within(region).getByLabelText('Postal code'), 'SW1A 1AA');
    await user.selectOptions(within(region).getByLabelText('Country'), 'GB');
    const before = network.sent().length;
    await user.click(within(region).getByRole('button', { name: 'Save address' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Billing address saved.'), slow);
    expect(await within(region).findByText(/United Kingdom/, {}, slow)).toBeInTheDocument();
    expect(within(region).getByText(/Ada Lovelace/)).toBeInTheDocument();
    // Shown from the answer (the workspace with its address): nothing asked again.
    expect(network.sent().slice(before)).toEqual([`POST /api/workspaces/${session.user.workspace.id}`]);
    const account = await server.app.inject({ method: 'GET', url: '/api/account', headers: { authorization: `Bearer ${session.jwt}` } });
    expect(account.json().workspace.address).toMatchObject({ name: 'Ada Lovelace', postal_code: 'SW1A 1AA', country: 'GB' });
  });
});

describe('the receipt', () => {
  it('shows what was bought, the totals and the status, with the invoice', async () => {
    const session = await server.guest();
    const id = await bought(session, { id: 'pack-2000' });
    renderApp(null, { server, path: `/billing/orders/${id}/receipt`, user: session });
    const receipt = await screen.findByRole('article', { name: 'Thank you for your purchase' }, slow);
    expect(within(receipt).getByText('Paid')).toBeInTheDocument();
    expect(within(receipt).getAllByText('2,000 credits').length).toBeGreaterThan(0);
    expect(within(receipt).getAllByText('$9.00').length).toBeGreaterThan(0);
    expect(within(receipt).getByRole('button', { name: 'Download invoice' })).toBeEnabled();
  });

  it('downloads the invoice under its number, and says why when it could not', async () => {
    const session = await server.guest();
    const id = await bought(session, { id: 'pack-2000' });
    const downloads = captureDownloads();
    const { user, network } = renderApp(null, { server, path: `/billing/orders/${id}/receipt`, user: session });
    const receipt = await screen.findByRole('article', { name: 'Thank you for your purchase' }, slow);
    const number = within(receipt).getByText(/^ATL-\d{6}$/).textContent;
    network.failNext(`/api/billing/order/${id}/download`);
    await user.click(within(receipt).getByRole('button', { name: 'Download invoice' }));
    expect(await within(receipt).findByText('Network error. Please try again later.', {}, slow)).toBeInTheDocument();
    await user.click(within(receipt).getByRole('button', { name: 'Download invoice' }));
    await downloads.started();
    expect(downloads.names()).toEqual([`invoice-${number}.pdf`]);
    expect(downloads.blobs[0]!.type).toBe('application/pdf');
    await waitFor(() => expect(within(receipt).queryByText('Network error. Please try again later.')).toBeNull());
  });

  it("downloads the same invoice from the account's invoices", async () => {
    const session = await server.guest();
    await bought(session, { id: 'pack-2000' });
    const downloads = captureDownloads();
    const { user } = renderApp(null, { server, path: '/account', user: session });
    const list = await screen.findByRole('list', { name: 'Invoices' }, slow);
    const button = within(list).getByRole('button', { name: /^Download invoice ATL-\d{6}$/ });
    const number = button.getAttribute('aria-label')!.replace('Download invoice ', '');
    await user.click(button);
    await downloads.started();
    expect(downloads.names()).toEqual([`invoice-${number}.pdf`]);
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('after authentication, shows the completed order from its answer without reading it again', async () => {
    const session = await server.guest();
    const { id, redirect } = (await checkout(server.app, session, { id: 'pack-2000', card: card(cards.authenticate) })).json();
    const page = await server.app.inject({ method: 'GET', url: redirect });
    const back = /href="([^"]+)">Complete authentication/.exec(page.body)![1]!.replaceAll('&#38;', '&');
    const { network } = renderApp(null, { server, path: back, user: session });
    // Asked again, the order would fail to load: the receipt shows what completing it answered.
    network.failNext(`/api/billing/orders/${id}`);
    const receipt = await screen.findByRole('article', { name: 'Thank you for your purchase' }, slow);
    expect(window.location.pathname).toBe(`/billing/orders/${id}/receipt`);
    expect(within(receipt).getByText('Paid')).toBeInTheDocument();
    expect(within(receipt).getAllByText('2,000 credits').length).toBeGreaterThan(0);
  });

  it('after a failed authentication, says why and leads back to the checkout of what was bought', async () => {
    const session = await server.guest();
    const { redirect } = (await checkout(server.app, session, { id: 'pack-2000', card: card(cards.authenticate) })).json();
    const page = await server.app.inject({ method: 'GET', url: redirect });
    const back = /href="([^"]+)">Fail authentication/.exec(page.body)![1]!.replaceAll('&#38;', '&');
    renderApp(null, { server, path: back, user: session });
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('The payment did not go through');
    expect(alert).toHaveTextContent(/unable to authenticate/);
    expect(within(alert).getByRole('link', { name: 'Back to checkout' })).toHaveAttribute('href', '/checkout/pack-2000');
    expect(within(alert).getByRole('button', { name: 'Check again' })).toBeInTheDocument();
  });

  it("says so for an order that is not the workspace's", async () => {
    const other = await server.guest();
    const id = await bought(other, { id: 'pack-2000' });
    renderApp(null, { server, path: `/billing/orders/${id}/receipt`, user: await server.guest() });
    expect(await screen.findByText('Order not found', {}, slow)).toBeInTheDocument();
  });
});
