import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { bearer, type Session } from '../server/helpers/app';
import { pendingPayout } from '../server/helpers/admin';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

// The admin page's audit log against the real server: each admin change listed newest first with
// who made it, before and after, and the search narrowing the list.

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

describe('the admin page: audit log', () => {
  it('lists the changes admins made with who and what changed, and searches them', async () => {
    const operator = await admin();
    const [paid, rejected] = [await pendingPayout(server.app, await server.user()), await pendingPayout(server.app, await server.user())];
    for (const [id, status] of [[paid, 'paid'], [rejected, 'rejected']] as const) {
      const settled = await server.app.inject({ method: 'POST', url: `/api/admin/payouts/${id}`, headers: bearer(operator), payload: { status } });
      expect(settled.statusCode).toBe(200);
    }
    const { user } = renderApp(null, { server, path: '/admin', user: operator });
    await user.click(await screen.findByRole('tab', { name: 'Audit log' }, slow));
    const list = await screen.findByRole('list', { name: 'Audit log' }, slow);
    expect(list).toHaveTextContent(`payout ${paid}`);
    expect(list).toHaveTextContent(`payout ${rejected}`);
    const newest = within(list).getAllByRole('listitem')[0]!;
    expect(newest).toHaveTextContent('payout.settle');
    expect(newest).toHaveTextContent(`By: ${operator.user.email}`);
    expect(newest).toHaveTextContent('Before: {"status":"pending"} · After: {"status":"rejected"}');
    await user.type(screen.getByRole('searchbox', { name: 'Search the audit log' }), paid);
    await waitFor(() => expect(screen.getByRole('list', { name: 'Audit log' })).not.toHaveTextContent(rejected), slow);
    expect(screen.getByRole('list', { name: 'Audit log' })).toHaveTextContent(`payout ${paid}`);
    await user.clear(screen.getByRole('searchbox', { name: 'Search the audit log' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search the audit log' }), 'nothing-like-this');
    expect(await screen.findByText(/^No entries\./, {}, slow)).toBeInTheDocument();
  });
});
