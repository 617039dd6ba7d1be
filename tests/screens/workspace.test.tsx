import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';
import { bearer } from '../server/helpers/app';
import { teamWorkspace } from '../server/helpers/workspaces';

// The workspace page against the real server: what a fresh account sees (its workspace, no
// voices, its order count), a rename sent with the keyboard, an invitation beyond the Free plan's
// member cap refused in the server's words with a way to the plans, the delete dialog stating
// what is lost and closing on Escape, a failed load with Retry, and the logged-out states of the
// page and of an invitation's link.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

const slow = { timeout: 10_000 };
const originalFetch = globalThis.fetch;

describe('the workspace page', () => {
  it("shows the current workspace, its members, its empty voices and the order count", async () => {
    renderApp(null, { server, path: '/workspace', user: await server.user() });
    expect(await screen.findByRole('heading', { level: 2, name: "Ada's workspace" }, slow)).toBeInTheDocument();
    expect(await screen.findByText(/No cloned voices yet/, {}, slow)).toBeInTheDocument();
    expect(screen.getByText('0 orders in total')).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Members' })).getByText(/Owner/)).toBeInTheDocument();
    expect(screen.getByText('No pending invitations.')).toBeInTheDocument();
  });

  it('puts deleting the workspace last, in its danger zone', async () => {
    renderApp(null, { server, path: '/workspace', user: await server.user() });
    await screen.findByText(/No cloned voices yet/, {}, slow);
    const sections = within(screen.getByRole('main')).getAllByRole('region');
    expect(sections.at(-1)).toHaveAccessibleName('Delete this workspace');
    expect(sections.at(-1)).toHaveTextContent('Danger zone');
  });

  it("renames with the keyboard: 'Workspace name updated!'", async () => {
    const { user } = renderApp(null, { server, path: '/workspace', user: await server.user() });
    const name = await screen.findByLabelText('Workspace name', {}, slow);
    await user.clear(name);
    await user.type(name, 'Studio{Enter}');
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Workspace name updated!'), slow);
    expect(await screen.findByRole('heading', { level: 2, name: 'Studio' }, slow)).toBeInTheDocument();
  });

  it('a change asks nothing again: its answer, the workspace, updates the page and the switcher', async () => {
    const { user } = renderApp(null, { server, path: '/workspace', user: await server.user() });
    await screen.findByText(/No cloned voices yet/, {}, slow);
    const asked: string[] = [];
    const fetchSpy = vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      const url = new URL(typeof input === 'string' ? input : input instanceof URL ? input.href : input.url);
      const method = init?.method ?? (input instanceof Request ? input.method : 'GET');
      if (/^\/api\/(workspaces|account|voices|billing)/.test(url.pathname)) asked.push(`${method} ${url.pathname.replace(/\/[^/]+$/, '/:id')}`);
      return originalFetch(input, init);
    });
    try {
      // Two changes one after the other: whatever the first would ask again has been asked by the time the second is answered.
      for (const name of ['Studio', 'Atelier']) {
        const field = screen.getByLabelText('Workspace name');
        await user.clear(field);
        await user.type(field, `${name}{Enter}`);
        expect(await screen.findByRole('heading', { level: 2, name }, slow)).toBeInTheDocument();
        await waitFor(() => expect(screen.getByRole('button', { name: 'Rename' })).toBeEnabled(), slow);
      }
      expect(asked).toEqual(['PATCH /api/workspaces/:id', 'PATCH /api/workspaces/:id']);
      expect(within(screen.getByRole('region', { name: 'Your workspaces' })).getByText('Atelier')).toBeInTheDocument();
    } finally {
      fetchSpy.mockRestore();
    }
  });

  it("after a switch, the rename field holds the now-current workspace's name", async () => {
    const session = await server.user();
    await server.app.inject({ method: 'POST', url: '/api/workspaces', headers: { authorization: `Bearer ${session.jwt}` }, payload: { name: 'Second' } });
    const { user } = renderApp(null, { server, path: '/workspace', user: session });
    expect(await screen.findByLabelText('Workspace name', {}, slow)).toHaveValue("Ada's workspace");
    await user.click(await screen.findByRole('button', { name: 'Switch to Second' }, slow));
    expect(await screen.findByRole('heading', { level: 2, name: 'Second' }, slow)).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Workspace name')).toHaveValue('Second'), slow);
  });

  it('asks before transferring the ownership or removing a member, naming who and what', async () => {
    const team = await teamWorkspace(server.app);
    const inTeam = await server.app.inject({ method: 'POST', url: '/api/account/workspace', headers: bearer(team.owner), payload: { id: team.id } });
    const { user } = renderApp(null, { server, path: '/workspace', user: { ...team.owner, jwt: inTeam.json().jwt } });
    await user.click(await screen.findByRole('button', { name: 'Make Max the owner' }, slow));
    const transfer = await screen.findByRole('dialog', { name: 'Transfer ownership of Team to Max?' });
    expect(transfer).toHaveTextContent('You will become a member.');
    await user.click(within(transfer).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect((await server.app.inject({ method: 'GET', url: `/api/workspaces/${team.id}`, headers: bearer(team.owner) })).json().owner_id).toBe(team.owner.user.id);

    await user.click(screen.getByRole('button', { name: 'Remove Max' }));
    const remove = await screen.findByRole('dialog', { name: 'Remove Max from Team?' });
    await user.click(within(remove).getByRole('button', { name: 'Remove member' }));
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('Member removed!'), slow);
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Remove Max' })).not.toBeInTheDocument(), slow);
  });

  it("a member removed meanwhile lands in their own workspace, told so, not logged out", async () => {
    const team = await teamWorkspace(server.app);
    const { user } = renderApp(null, { server, path: '/workspace', user: team.member });
    expect(await screen.findByRole('heading', { level: 2, name: 'Team' }, slow)).toBeInTheDocument();
    await server.app.inject({ method: 'DELETE', url: `/api/workspaces/${team.id}/users/${team.member.user.id}`, headers: bearer(team.owner) });
    await user.click(screen.getByRole('button', { name: "Switch to Max's workspace" }));
    await waitFor(() => expect(screen.getByText("You were removed from Team; you are now in Max's workspace.")).toBeInTheDocument(), slow);
    expect(await screen.findByRole('heading', { level: 2, name: "Max's workspace" }, slow)).toBeInTheDocument();
    expect(screen.queryByText('Log in to manage your workspaces')).not.toBeInTheDocument();
  });

  it("refuses an invitation beyond the plan's member cap in the server's words, with the plans", async () => {
    const { user } = renderApp(null, { server, path: '/workspace', user: await server.user() });
    await user.type(await screen.findByLabelText('Invite by email', {}, slow), 'friend@example.com{Enter}');
    expect(await screen.findByText('The Free plan allows 1 member, pending invitations included. Choose a larger plan to invite more.', {}, slow)).toBeInTheDocument();
    expect(document.body).not.toHaveTextContent('(/billing/plans)');
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/billing/plans');
  });

  it('states what deleting loses before confirming, and Escape closes the dialog', async () => {
    const session = await server.user();
    await server.app.inject({ method: 'POST', url: '/api/workspaces', headers: { authorization: `Bearer ${session.jwt}` }, payload: { name: 'Second' } });
    const { user } = renderApp(null, { server, path: '/workspace', user: session });
    await user.click(await screen.findByRole('button', { name: 'Delete workspace' }, slow));
    const dialog = await screen.findByRole('dialog', { name: /Delete Ada's workspace\?/ });
    expect(dialog).toHaveTextContent(/deletes its conversations, documents, files, voices, orders with their invoices .* and remaining credits/);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('says when the workspace could not be loaded, and Retry loads it', async () => {
    const { user, network } = renderApp(null, { server, path: '/workspace', user: await server.user() });
    network.failNext('/api/workspaces');
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('The workspace could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 2, name: "Ada's workspace" }, slow)).toBeInTheDocument();
  });
});

describe('logged out', () => {
  it('the page and an invitation link ask to log in', async () => {
    const first = renderApp(null, { server, path: '/workspace' });
    expect(await screen.findByText('Log in to manage your workspaces', {}, slow)).toBeInTheDocument();
    first.unmount();
    renderApp(null, { server, path: '/invitations/abc.defghijklmnop' });
    expect(await screen.findByText('Log in to accept this invitation', {}, slow)).toBeInTheDocument();
  });
});
