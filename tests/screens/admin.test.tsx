import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { type Session } from '../server/helpers/app';
import { claim, feedbackReport, pendingPayout } from '../server/helpers/admin';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

// The admin page against the real server: pending payouts marked paid (after a confirm, the toast,
// the row gone) or rejected, a payout someone else settled first refused in the server's words,
// feedback with its screenshot in a dialog, claims, the empty and failed states, a non-admin shown
// the not-found page, a logged-out visitor sent to log in, and the account menu's link for admins.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const slow = { timeout: 10_000 };

async function admin(): Promise<Session> {
  const session = await server.user();
  await server.app.db.updateTable('users').set({ is_admin: true }).where('id', '=', session.user.id).execute();
  return session;
}
const statusOf = async (id: string) => (await server.app.db.selectFrom('payouts').select('status').where('id', '=', id).executeTakeFirstOrThrow()).status;
/** Settles every pending payout, so a test starts from the list it makes. */
const clearPending = () => server.app.db.updateTable('payouts').set({ status: 'rejected' }).where('status', '=', 'pending').execute();

describe('the admin page: payouts', () => {
  it('marks a pending payout paid after a confirm, with a toast, and takes it off the list', async () => {
    await clearPending();
    const requester = await server.user();
    const id = await pendingPayout(server.app, requester, 72.5);
    const { user } = renderApp(null, { server, path: '/admin', user: await admin() });
    const list = await screen.findByRole('list', { name: 'Pending payouts' }, slow);
    expect(list).toHaveTextContent('$72.50');
    expect(list).toHaveTextContent(requester.user.email!);
    expect(list).toHaveTextContent('PayPal: paid-here@example.com');
    await user.click(within(list).getByRole('button', { name: /^Mark \$72\.50/ }));
    const dialog = screen.getByRole('dialog', { name: 'Mark this payout paid?' });
    expect(dialog).toHaveTextContent('Only once you have sent $72.50 (PayPal: paid-here@example.com).');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('Payout marked paid.', {}, slow)).toBeInTheDocument();
    expect(await screen.findByText(/No pending payouts/, {}, slow)).toBeInTheDocument();
    expect(await statusOf(id)).toBe('paid');
  });

  it('changes nothing when the confirm is cancelled, and rejects with the confirm', async () => {
    await clearPending();
    const id = await pendingPayout(server.app, await server.user(), 50);
    const { user } = renderApp(null, { server, path: '/admin', user: await admin() });
    await user.click(await screen.findByRole('button', { name: /^Reject \$50\.00/ }, slow));
    await user.click(within(screen.getByRole('dialog', { name: 'Reject this payout?' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await statusOf(id)).toBe('pending');
    await user.click(screen.getByRole('button', { name: /^Reject \$50\.00/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Reject' }));
    expect(await screen.findByText('Payout rejected: its amount is back in the balance.', {}, slow)).toBeInTheDocument();
    expect(await statusOf(id)).toBe('rejected');
  });

  it("says so in the server's words when someone else settled the payout first", async () => {
    await clearPending();
    const id = await pendingPayout(server.app, await server.user(), 64);
    const { user } = renderApp(null, { server, path: '/admin', user: await admin() });
    await user.click(await screen.findByRole('button', { name: /^Mark \$64\.00/ }, slow));
    await server.app.db.updateTable('payouts').set({ status: 'paid' }).where('id', '=', id).execute();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Mark paid' }));
    expect(await screen.findByText('This payout is already paid: nothing was changed.', {}, slow)).toBeInTheDocument();
    expect(await screen.findByText(/No pending payouts/, {}, slow)).toBeInTheDocument();
  });

  it('says when the list could not be loaded, and Retry loads it', async () => {
    await clearPending();
    const { user, network } = renderApp(null, { server, path: '/admin', user: await admin() });
    network.failNext('/api/admin/payouts');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('Pending payouts could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/No pending payouts/, {}, slow)).toBeInTheDocument();
  });
});

describe('the admin page: feedback and claims', () => {
  it('lists feedback newest first and shows a screenshot in a dialog', async () => {
    const sender = await server.user();
    await feedbackReport(server.app, sender, { message: 'Older report', screenshot: null, createdAt: new Date(Date.now() - 60_000) });
    await feedbackReport(server.app, sender, { message: 'The send button overlaps.' });
    const { user } = renderApp(null, { server, path: '/admin', user: await admin() });
    await user.click(await screen.findByRole('tab', { name: 'Feedback' }, slow));
    const list = await screen.findByRole('list', { name: 'Feedback' }, slow);
    const items = within(list).getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('The send button overlaps.');
    expect(items[0]).toHaveTextContent(sender.user.email!);
    expect(items[1]).toHaveTextContent('Older report');
    expect(within(items[1]!).queryByRole('button', { name: 'View screenshot' })).not.toBeInTheDocument();
    await user.click(within(items[0]!).getByRole('button', { name: 'View screenshot' }));
    const dialog = await screen.findByRole('dialog', { name: 'Screenshot' });
    const image = await within(dialog).findByRole('img', {}, slow);
    expect(image.getAttribute('src')).toMatch(/^blob:/);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('lists the claims, reached with the arrow keys from the first tab', async () => {
    await claim(server.app, await server.user(), 'Trademark use');
    const { user } = renderApp(null, { server, path: '/admin', user: await admin() });
    const first = await screen.findByRole('tab', { name: 'Pending payouts', selected: true }, slow);
    first.focus();
    // Left from the first wraps to the last tab (the audit log), then to the claims before it.
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Audit log', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Claims', selected: true })).toHaveFocus();
    expect(await screen.findByRole('list', { name: 'Claims' }, slow)).toHaveTextContent('Trademark use');
  });

  it('shows more claims after a full page', async () => {
    const sender = await server.user();
    const before = Number((await server.app.db.selectFrom('claims').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);
    for (let i = 0; i < 101; i++) await claim(server.app, sender, `Claim ${i}`);
    const { user } = renderApp(null, { server, path: '/admin', user: await admin() });
    await user.click(await screen.findByRole('tab', { name: 'Claims' }, slow));
    const list = await screen.findByRole('list', { name: 'Claims' }, slow);
    expect(within(list).getAllByRole('listitem')).toHaveLength(100);
    await user.click(screen.getByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(within(list).getAllByRole('listitem')).toHaveLength(before + 101), slow);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});

describe('who sees the admin page', () => {
  it('shows a user who is not an admin the not-found page, and no Admin link in the account menu', async () => {
    const { user } = renderApp(null, { server, path: '/admin', user: await server.user() });
    expect(await screen.findByRole('heading', { name: 'Page not found' }, slow)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /account/i }));
    await screen.findByRole('link', { name: 'Affiliate program' }, slow);
    expect(screen.queryByRole('link', { name: 'Admin' })).not.toBeInTheDocument();
  });

  it('gives an admin an Admin link in the account menu', async () => {
    const { user } = renderApp(null, { server, path: '/dashboard', user: await admin() });
    await user.click(await screen.findByRole('button', { name: /account/i }, slow));
    expect(await screen.findByRole('link', { name: 'Admin' }, slow)).toHaveAttribute('href', '/admin');
  });

  it('sends a logged-out visitor to log in, coming back to the page afterwards', async () => {
    renderApp(null, { server, path: '/admin' });
    await waitFor(() => expect(window.location.pathname).toBe('/login'), slow);
    expect(window.location.search).toBe('?redirect=%2Fadmin');
  });
});
