import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { bearer, type Session } from '../server/helpers/app';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

// The admin page's Users tab against the real server: a user found by the search and opened,
// suspended after a confirm (their session refused at once) and restored, made an admin, and a
// workspace's credits adjusted with a reason (the new balance shown, a refusal in the server's words).

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
const history = (session: Session) => server.app.inject({ method: 'GET', url: '/api/library/conversations', headers: bearer(session) });

async function openUser(operator: Session, target: Session) {
  const { user } = renderApp(null, { server, path: '/admin', user: operator });
  await user.click(await screen.findByRole('tab', { name: 'Users' }, slow));
  await user.type(await screen.findByRole('searchbox', { name: 'Search users' }, slow), target.user.email!);
  await waitFor(() => expect(screen.getByRole('list', { name: 'Users' }).querySelectorAll('li')).toHaveLength(1), slow);
  await user.click(screen.getByRole('button', { name: `Open ${target.user.email}` }));
  await screen.findByText('Two-factor', {}, slow);
  return user;
}

describe('the admin page: users', () => {
  it('suspends a user after a confirm, which refuses their session at once, and restores them', async () => {
    const target = await server.user();
    expect((await history(target)).statusCode).toBe(200);
    const user = await openUser(await admin(), target);
    expect(screen.getByText('Two-factor').closest('dl')).toHaveTextContent('Two-factorOff');
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    const dialog = screen.getByRole('dialog', { name: 'Suspend this user?' });
    await user.click(within(dialog).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('User suspended: their sessions and API keys stopped working.', {}, slow)).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Restore' }, slow)).toBeInTheDocument();
    const refused = await history(target);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This account is suspended. Contact support.');
    await user.click(screen.getByRole('button', { name: 'Restore' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Restore this user?' })).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('User restored: they can log in again.', {}, slow)).toBeInTheDocument();
    expect((await history(target)).statusCode).toBe(200);
  });

  it('makes a user an admin after a confirm, and a cancelled confirm changes nothing', async () => {
    const target = await server.user();
    const user = await openUser(await admin(), target);
    await user.click(screen.getByRole('button', { name: 'Make admin' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Make this user an admin?' })).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Make admin' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Make this user an admin?' })).getByRole('button', { name: 'Make admin' }));
    expect(await screen.findByRole('button', { name: 'Remove admin' }, slow)).toBeInTheDocument();
    const row = await server.app.db.selectFrom('users').select('is_admin').where('id', '=', target.user.id).executeTakeFirstOrThrow();
    expect(row.is_admin).toBe(true);
  });

  it('adjusts a workspace\'s credits with a reason, shows the new balance, and says why a change is refused', async () => {
    const target = await server.user();
    const start = target.user.workspace.credits;
    const user = await openUser(await admin(), target);
    const form = screen.getByRole('form', { name: 'Adjust credits' });
    await user.click(within(form).getByRole('button', { name: 'Adjust credits' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Enter a number of credits other than 0: negative takes credits away.');
    await user.type(within(form).getByLabelText('Credits (negative takes away)'), '40');
    await user.click(within(form).getByRole('button', { name: 'Adjust credits' }));
    expect(within(form).getByRole('alert')).toHaveTextContent('Please say why the credits change.');
    await user.type(within(form).getByLabelText('Reason'), 'Outage refund');
    await user.click(within(form).getByRole('button', { name: 'Adjust credits' }));
    expect(await screen.findByText('Credits adjusted.', {}, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('list', { name: 'Workspaces' })).toHaveTextContent(`${(start + 40).toLocaleString('en')} credits`), slow);
    await user.type(within(form).getByLabelText('Credits (negative takes away)'), `-${start + 1000}`);
    await user.type(within(form).getByLabelText('Reason'), 'Too much');
    await user.click(within(form).getByRole('button', { name: 'Adjust credits' }));
    expect(await within(form).findByRole('alert', {}, slow)).toHaveTextContent(`This workspace has ${start + 40} credits`);
    const ledger = await server.app.db.selectFrom('credit_ledger').select(['delta', 'reason']).where('workspace_id', '=', target.user.workspace.id).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(ledger).toEqual({ delta: 40, reason: 'Outage refund' });
  });

  it('shows each user their own role in a workspace they share', async () => {
    const [owner, member] = [await server.user(), await server.user()];
    await server.app.db.insertInto('workspace_members').values({ workspace_id: owner.user.workspace.id, user_id: member.user.id, role: 'member' }).execute();
    const user = await openUser(await admin(), owner);
    const workspaces = () => screen.getByRole('list', { name: 'Workspaces' });
    expect(workspaces()).toHaveTextContent(`${owner.user.first_name}'s workspace (owner)`);
    await user.click(screen.getByRole('button', { name: 'All users' }));
    await user.clear(await screen.findByRole('searchbox', { name: 'Search users' }, slow));
    await user.type(screen.getByRole('searchbox', { name: 'Search users' }), member.user.email!);
    await user.click(await screen.findByRole('button', { name: `Open ${member.user.email}` }, slow));
    await waitFor(() => expect(workspaces()).toHaveTextContent(/\(member\)/), slow);
    expect(workspaces()).not.toHaveTextContent(/\(owner\).*\(owner\)/);
  });
});
