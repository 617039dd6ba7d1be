// The app shell around every route: the sidebar built from the routes table, folding it,
// the drawer (keyboard included), the theme switch, the account menu, and the headings.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { navEntries } from '../../src/app/routes';
import { renderApp, startTestServer, type TestServer } from './helpers/render-app';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});

const slow = { timeout: 10_000 };
// Both exist in the DOM here (no stylesheet): the sidebar is the <nav> outside the drawer.
const sidebar = () => screen.getAllByRole('navigation', { name: 'Main' }).find((nav) => !nav.closest('[role="dialog"]'))!;

describe('sidebar', () => {
  it('lists the tools whose screens exist, in the order of the routes table, and marks the current one', async () => {
    renderApp(null, { server, user: await server.guest(), path: '/' });
    await screen.findByRole('textbox', { name: 'Message' }, slow);
    const links = within(sidebar()).getAllByRole('link');
    // Each tool adds its entry as its screen lands; the chat comes first.
    expect(links.map((link) => link.textContent)).toEqual(navEntries.map((entry) => entry.label));
    expect(links.map((link) => link.textContent)).toEqual(expect.arrayContaining(['Chat', 'Classifier']));
    expect(links[0]).toHaveAttribute('href', '/');
    expect(links.slice(1).every((link) => !link.hasAttribute('aria-current'))).toBe(true);
    expect(links[0]).toHaveAttribute('aria-current', 'page');
    // No library screen yet: the conversation history lives inside the chat.
    expect(within(sidebar()).queryByRole('heading', { name: 'Library' })).not.toBeInTheDocument();
  });

  it('folds to icons and back, keeps the names, and remembers it', async () => {
    const { user, unmount } = renderApp(null, { server, path: '/login' });
    const fold = await screen.findByRole('button', { name: 'Collapse sidebar' }, slow);
    expect(fold).toHaveAttribute('aria-expanded', 'true');
    await user.click(fold);
    const unfold = screen.getByRole('button', { name: 'Expand sidebar' });
    expect(unfold).toHaveAttribute('aria-expanded', 'false');
    expect(within(sidebar()).getByRole('link', { name: 'Chat' })).toHaveAttribute('title', 'Chat');
    expect(localStorage.getItem('atelier.sidebar')).toBe('collapsed');

    unmount();
    renderApp(null, { server, path: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Expand sidebar' }, slow));
    expect(screen.getByRole('button', { name: 'Collapse sidebar' })).toHaveAttribute('aria-expanded', 'true');
    expect(localStorage.getItem('atelier.sidebar')).toBeNull();
  });
});

describe('drawer', () => {
  it('opens from the menu button with focus inside; Escape closes it and focus returns', async () => {
    const { user } = renderApp(null, { server, path: '/signup' });
    const menu = await screen.findByRole('button', { name: 'Open menu' }, slow);
    expect(menu).toHaveAttribute('aria-expanded', 'false');

    await user.click(menu);
    const drawer = await screen.findByRole('dialog', { name: 'Menu' });
    expect(menu).toHaveAttribute('aria-expanded', 'true');
    await waitFor(() => expect(within(drawer).getByRole('link', { name: 'Chat' })).toHaveFocus());

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menu).toHaveFocus();

    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Menu' })).getByRole('button', { name: 'Close menu' }));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
    expect(menu).toHaveFocus();
  });

  it('closes when one of its links is followed', async () => {
    const { user } = renderApp(null, { server, user: await server.guest(), path: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Open menu' }, slow));
    await user.click(within(await screen.findByRole('dialog', { name: 'Menu' }, slow)).getByRole('link', { name: 'Chat' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    expect(screen.queryByRole('dialog', { name: 'Menu' })).not.toBeInTheDocument();
  });
});

describe('account menu and theme', () => {
  it('switches System / Light / Dark on <html>, remembers it, and Escape closes the menu', async () => {
    const { user } = renderApp(null, { server, path: '/login' });
    const account = await screen.findByRole('button', { name: 'Account menu' }, slow);
    await user.click(account);
    const theme = await screen.findByRole('group', { name: 'Theme' }, slow);
    expect(within(theme).getByRole('radio', { name: 'System' })).toBeChecked();

    await user.click(within(theme).getByRole('radio', { name: 'Dark' }));
    expect(within(theme).getByRole('radio', { name: 'Dark' })).toBeChecked();
    expect(document.documentElement.dataset.theme).toBe('dark');
    expect(localStorage.getItem('atelier.theme')).toBe('dark');

    await user.click(within(theme).getByRole('radio', { name: 'Light' }));
    expect(document.documentElement.dataset.theme).toBe('light');
    await user.click(within(theme).getByRole('radio', { name: 'System' }));
    expect(document.documentElement).not.toHaveAttribute('data-theme');
    expect(localStorage.getItem('atelier.theme')).toBeNull();

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('group', { name: 'Theme' })).not.toBeInTheDocument();
    expect(account).toHaveFocus();
  });

  it('starts with the remembered theme selected', async () => {
    localStorage.setItem('atelier.theme', 'dark');
    const { user } = renderApp(null, { server, path: '/login' });
    await user.click(await screen.findByRole('button', { name: 'Account menu' }, slow));
    expect(await screen.findByRole('radio', { name: 'Dark' }, slow)).toBeChecked();
  });

  it('shows the workspace and credits, and logs out through the shell machine', async () => {
    const session = await server.user();
    const { user } = renderApp(null, { server, user: session, path: '/login' });
    // The pill's word "credits" is its own element (a phone shows only the number): ask for the link's name.
    await screen.findByRole('link', { name: `${session.user.workspace.credits} credits` }, slow);
    await user.click(screen.getByRole('button', { name: 'Ada Account menu' }));
    expect(await screen.findByText(session.user.email!, undefined, slow)).toBeInTheDocument();
    expect(screen.getByText(/^Workspace: /)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(window.location.pathname).toBe('/'));
    await screen.findByRole('link', { name: 'Log in' }, slow);
  });
});

describe('routes and headings', () => {
  it.each(['/no-such-page', '/a/b', '/short-id'])('%s is the not-found page, not a conversation', async (path) => {
    renderApp(null, { server, user: await server.guest(), path });
    expect(await screen.findByRole('heading', { level: 1, name: 'Page not found' }, slow)).toBeInTheDocument();
    expect(screen.queryByText(/This conversation does not exist/)).not.toBeInTheDocument();
    expect(within(sidebar()).getByRole('link', { name: 'Chat' })).not.toHaveAttribute('aria-current');
  });

  it('a 20-character id is a conversation: the chat opens (and says when it is not yours)', async () => {
    renderApp(null, { server, user: await server.guest(), path: '/AAAAAAAAAAAAAAAAAAAA' });
    await screen.findByText('This conversation does not exist or is not yours.', undefined, slow);
    expect(within(sidebar()).getByRole('link', { name: 'Chat' })).toHaveAttribute('aria-current', 'page');
  });

  it.each([
    ['/', 'Chat'],
    ['/login', 'Welcome back'],
    ['/signup', 'Create your account'],
    ['/nowhere', 'Page not found'],
  ])('%s has one level-one heading: %s', async (path, name) => {
    renderApp(null, { server, path });
    await screen.findByRole('heading', { level: 1, name }, slow);
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });

  it('an admin who logs in lands on the admin page (SPEC §2, §6)', async () => {
    const { user } = renderApp(null, { server, path: '/login' });
    await user.type(await screen.findByLabelText('Email', undefined, slow), 'admin@atelier.local');
    await user.type(screen.getByLabelText('Password'), 'atelier-admin');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(window.location.pathname).toBe('/admin'), slow);
    await screen.findByRole('heading', { level: 1, name: 'Admin' }, slow);
  });
});
