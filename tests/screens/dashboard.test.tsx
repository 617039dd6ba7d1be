import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { json } from '../../server/db/json';
import { newId } from '../../server/lib/ids';
import { readPendingPath, rememberPendingPath } from '../../src/lib/pendingPath';
import type { Session } from '../server/helpers/app';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

// The dashboard against the real server, through the real gateway: the 5 newest documents of
// both kinds, each leading to where it was written; the usage chart with its total, its days on
// hover and with the keyboard, and its table for screen readers; the empty states of a new
// account; a failed load and Try again; the logged-out page; and the pending path — stored by
// the login and sign-up pages, followed once by the dashboard with the address replaced.

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
afterEach(() => localStorage.clear());

const slow = { timeout: 10_000 };

async function addDocument(session: Session, table: 'documents' | 'code_documents', title: string, minutesAgo: number) {
  const id = newId();
  const at = new Date(Date.now() - minutesAgo * 60_000);
  const params = json({ preset_id: null, fields: {}, prompt: title, model: 'local-assistant' });
  await server.app.db.insertInto(table).values({ id, workspace_id: session.user.workspace.id, user_id: session.user.id, title, preset_id: null, params, owner: null, heartbeat_at: null, created_at: at, updated_at: at }).execute();
  return id;
}

async function addUsage(session: Session, cost: number, daysAgo = 0) {
  const at = new Date(Date.now() - daysAgo * 24 * 60 * 60 * 1000);
  await server.app.db.insertInto('usage').values({ id: newId(), workspace_id: session.user.workspace.id, user_id: session.user.id, model: 'local-assistant', provider: 'local', cost, created_at: at }).execute();
}

describe('the dashboard', () => {
  it('lists the 5 newest documents of both kinds, each opening where it was written', async () => {
    const session = await server.user();
    const ids: Record<string, string> = {};
    for (const [minutes, title] of [[60, 'Oldest'], [50, 'Older'], [40, 'Old'], [5, 'Newest']] as const) ids[title] = await addDocument(session, 'documents', title, minutes);
    ids['Sum in Go'] = await addDocument(session, 'code_documents', 'Sum in Go', 20);
    renderApp(null, { server, path: '/dashboard', user: session });

    const section = await screen.findByRole('region', { name: 'Recent documents' }, slow);
    const links = within(section).getAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual([expect.stringMatching(/^NewestWriter/), expect.stringMatching(/^Sum in GoCoder/), expect.stringMatching(/^OldWriter/), expect.stringMatching(/^OlderWriter/), expect.stringMatching(/^OldestWriter/)]);
    expect(links[0]).toHaveAttribute('href', `/writer/${ids.Newest}`);
    expect(links[1]).toHaveAttribute('href', `/app/coder/${ids['Sum in Go']}`);
    expect(within(links[0]!).getByText(/\d{4}$/).tagName).toBe('TIME');
  });

  it('draws the 30 days of usage with the total, shows a day on hover and with the arrow keys, and tables them for screen readers', async () => {
    const session = await server.user();
    await addUsage(session, 1.25);
    await addUsage(session, 0.5);
    await addUsage(session, 2, 3);
    const { user } = renderApp(null, { server, path: '/dashboard', user: session });

    const section = await screen.findByRole('region', { name: 'Usage, last 30 days' }, slow);
    expect(section).toHaveTextContent('3.75 credits used · 3 uses');
    const table = within(section).getByRole('table', { name: /Credits used per day \(UTC days\), last 30 days/ });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(31);
    expect(rows.at(-1)).toHaveTextContent(/1\.752$/);

    const chart = within(section).getByRole('slider', { name: 'Credits used per day' });
    expect(chart).toHaveAttribute('aria-valuemax', '30');
    await user.tab();
    await user.tab();
    // Focus comes by Tab; what follows does not depend on how many links come before it.
    chart.focus();
    await waitFor(() => expect(section).toHaveTextContent(/· 1\.75 credits · 2 uses/));
    expect(chart.getAttribute('aria-valuetext')).toMatch(/: 1\.75 credits, 2 uses$/);
    await user.keyboard('{ArrowLeft}{ArrowLeft}{ArrowLeft}');
    expect(chart.getAttribute('aria-valuetext')).toMatch(/: 2 credits, 1 use$/);
    await user.keyboard('{Home}');
    expect(chart).toHaveAttribute('aria-valuenow', '1');
    expect(chart.getAttribute('aria-valuetext')).toMatch(/: 0 credits, 0 uses$/);
    chart.blur();

    // Pointing at a bar shows its day.
    const bars = chart.querySelectorAll('g');
    await user.hover(bars[26]!);
    expect(section).toHaveTextContent(/· 2 credits · 1 use/);
    await user.unhover(chart);
    expect(section).not.toHaveTextContent(/· 2 credits · 1 use/);
  });

  it('says what a new account has: no documents, with the way to the writer, and no credits used', async () => {
    renderApp(null, { server, path: '/dashboard', user: await server.guest() });
    const documents = await screen.findByRole('region', { name: 'Recent documents' }, slow);
    expect(documents).toHaveTextContent('No documents yet.');
    expect(within(documents).getByRole('link', { name: 'Write your first document' })).toHaveAttribute('href', '/writer');
    expect(screen.getByRole('region', { name: 'Usage, last 30 days' })).toHaveTextContent('No credits were used in the last 30 days.');
    expect(screen.queryByRole('slider')).not.toBeInTheDocument();
  });

  it('says when it could not be loaded, and Retry loads it', async () => {
    const session = await server.user();
    await addUsage(session, 1);
    const { user, network } = renderApp(null, { server, path: '/dashboard', user: session });
    network.failNext(`/api/workspaces/${session.user.workspace.id}/datasets/usage`);
    const alert = await screen.findByRole('alert', {}, slow);
    expect(alert).toHaveTextContent('The dashboard could not be loaded.');
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('region', { name: 'Usage, last 30 days' }, slow)).toHaveTextContent('1 credit used · 1 use');
  });

  it('asks a logged-out visitor to log in, and keeps the pending path for after', async () => {
    rememberPendingPath('/app/coder');
    renderApp(null, { server, path: '/dashboard' });
    const asked = (await screen.findByText('Log in to see your dashboard', {}, slow)).parentElement!;
    expect(within(asked).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=%2Fdashboard');
    expect(readPendingPath()).toBe('/app/coder');
  });
});

describe('the pending path', () => {
  it('is stored by the sign-up page from its ?redirect=, which its Log in link carries on', async () => {
    renderApp(null, { server, path: '/signup?redirect=%2Fwriter%2Fpreset-blog-post' });
    const form = (await screen.findByRole('heading', { name: 'Create your account' }, slow)).closest('form')!;
    expect(within(form).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', '/login?redirect=%2Fwriter%2Fpreset-blog-post');
    await waitFor(() => expect(readPendingPath()).toBe('/writer/preset-blog-post'));
  });

  it('is not stored when it leads to another site', async () => {
    renderApp(null, { server, path: '/login?redirect=%2F%2Fevil.example' });
    await screen.findByRole('heading', { name: 'Welcome back' }, slow);
    expect(readPendingPath()).toBeNull();
  });

  it('sends the dashboard there once, replacing the address, and is forgotten', async () => {
    const session = await server.user();
    rememberPendingPath('/app/coder');
    const before = window.history.length;
    renderApp(null, { server, path: '/dashboard', user: session });
    await waitFor(() => expect(window.location.pathname).toBe('/app/coder'), slow);
    expect(window.history.length).toBe(before);
    expect(readPendingPath()).toBeNull();
    expect(await screen.findByRole('button', { name: 'Generate code' }, slow)).toBeInTheDocument();
    // The coder's own reads finish before the server closes.
    await waitFor(() => expect(screen.queryAllByRole('progressbar')).toEqual([]), slow);
  });
});
