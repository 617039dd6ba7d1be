import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Client } from '@urql/core';
import { createTestModel } from 'xstate/graph';
import { getInitialSnapshot, type SnapshotFrom } from 'xstate';
import { shellMachine } from '../../src/machines/shell/shellMachine';
import type { ShellPreferences, ThemeChoice } from '../../src/machines/shell/preferences';
import { renderApp, startTestServer, type TestServer } from '../screens/helpers/render-app';
import { pathName, serializeBy, withoutEffects } from './helpers/test-model';

// Every shortest path through shellMachine, driven on the real app shell against the real
// server. Its four regions (sidebar, drawer, theme, account) never act on one another, so each
// is walked on its own, with its own events, from the stored choices a page starts with; what
// is remembered is checked again on a fresh page.

type Snapshot = SnapshotFrom<typeof shellMachine>;
type Step = { type: string; theme?: ThemeChoice; error?: unknown };
type Region = 'sidebar' | 'drawer' | 'theme' | 'account';

const model = withoutEffects(shellMachine);
const regionOf = (s: Snapshot, region: Region) => (s.value as Record<Region, string>)[region];

/** The region's paths: only the events given are taken (the model would offer every region's). */
function pathsOf(input: ShellPreferences, events: (state: Snapshot) => Step[]) {
  const filterEvents = (state: Snapshot, event: Step) => events(state).some((e) => e.type === event.type);
  const paths = createTestModel(model, { input, events, filterEvents, serializeState: serializeBy(() => null) } as never).getShortestPaths();
  return { start: getInitialSnapshot(model, input) as Snapshot, paths };
}

const themes: ThemeChoice[] = ['system', 'light', 'dark'];
const themeLabel = { system: 'System', light: 'Light', dark: 'Dark' };

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());
beforeEach(() => {
  localStorage.clear();
  delete document.documentElement.dataset.theme;
});
afterEach(() => vi.restoreAllMocks());

const slow = { timeout: 10_000 };
// The sidebar is the <nav> outside the drawer (no stylesheet here, so both are in the DOM).
const sidebar = () => screen.getAllByRole('navigation', { name: 'Main' }).find((nav) => !nav.closest('[role="dialog"]'))!;

describe('shellMachine sidebar on the real shell', () => {
  const seesSidebar = async (s: Snapshot) => {
    const collapsed = regionOf(s, 'sidebar') === 'collapsed';
    const fold = await screen.findByRole('button', { name: collapsed ? 'Expand sidebar' : 'Collapse sidebar' }, slow);
    expect(fold).toHaveAttribute('aria-expanded', String(!collapsed));
    // Folded to icons, a link keeps its name as a tooltip.
    if (collapsed) expect(within(sidebar()).getByRole('link', { name: 'Chat' })).toHaveAttribute('title', 'Chat');
    expect(localStorage.getItem('atelier.sidebar')).toBe(collapsed ? 'collapsed' : null);
  };
  for (const sidebarCollapsed of [false, true]) {
    const { start, paths } = pathsOf({ theme: 'system', sidebarCollapsed }, () => [{ type: 'SIDEBAR.TOGGLE' }]);
    for (const path of paths) {
      it(`stored ${sidebarCollapsed ? 'collapsed' : 'expanded'}: ${pathName(path) || 'as stored'}`, async () => {
        if (sidebarCollapsed) localStorage.setItem('atelier.sidebar', 'collapsed');
        const { user, unmount } = renderApp(null, { server, path: '/login' });
        await seesSidebar(start);
        await path.test({
          states: { '*': seesSidebar } as never,
          events: { 'SIDEBAR.TOGGLE': async () => user.click(within(sidebar()).getByRole('button', { name: /sidebar$/ })) } as never,
        });
        unmount();
        renderApp(null, { server, path: '/login' });
        await seesSidebar(path.state as Snapshot);
      });
    }
  }
});

describe('shellMachine drawer on the real shell', () => {
  const menuButton = () => screen.getByRole('button', { name: 'Open menu' });
  const seesDrawer = async (s: Snapshot) => {
    const open = regionOf(s, 'drawer') === 'open';
    await waitFor(() => expect(menuButton()).toHaveAttribute('aria-expanded', String(open)));
    if (!open) return expect(screen.queryByRole('dialog', { name: 'Menu' })).toBeNull();
    expect(await screen.findByRole('dialog', { name: 'Menu' }, slow)).toBeInTheDocument();
    // The page behind the open drawer takes no focus and no clicks.
    expect(menuButton().closest('[inert]')).not.toBeNull();
  };
  const { start, paths } = pathsOf({ theme: 'system', sidebarCollapsed: false }, (s) =>
    regionOf(s, 'drawer') === 'open' ? [{ type: 'DRAWER.CLOSE' }, { type: 'NAVIGATED' }] : [{ type: 'DRAWER.OPEN' }],
  );
  for (const path of paths) {
    it(pathName(path) || 'closed', async () => {
      const { user } = renderApp(null, { server, path: '/login' });
      await screen.findByRole('heading', { name: 'Welcome back' }, slow);
      await seesDrawer(start);
      const drawer = () => screen.getByRole('dialog', { name: 'Menu' });
      await path.test({
        states: { '*': seesDrawer } as never,
        events: {
          'DRAWER.OPEN': async () => {
            await user.click(menuButton());
            await waitFor(() => expect(within(drawer()).getByRole('link', { name: 'Chat' })).toHaveFocus());
          },
          'DRAWER.CLOSE': async () => {
            await user.click(within(drawer()).getByRole('button', { name: 'Close menu' }));
            await waitFor(() => expect(menuButton()).toHaveFocus());
          },
          NAVIGATED: async () => {
            await user.click(within(drawer()).getByRole('link', { name: 'Chat' }));
            await waitFor(() => expect(window.location.pathname).toBe('/'));
          },
        } as never,
      });
    });
  }
});

describe('shellMachine theme on the real shell', () => {
  const openAccountMenu = async () => {
    const account = await screen.findByRole('button', { name: 'Account menu' }, slow);
    if (account.getAttribute('aria-expanded') !== 'true') fireEvent.click(account);
    return screen.findByRole('group', { name: 'Theme' });
  };
  const seesTheme = async (s: Snapshot) => {
    const theme = regionOf(s, 'theme') as ThemeChoice;
    const group = await openAccountMenu();
    expect(within(group).getByRole('radio', { name: themeLabel[theme] })).toBeChecked();
    if (theme === 'system') expect(document.documentElement).not.toHaveAttribute('data-theme');
    else expect(document.documentElement.dataset.theme).toBe(theme);
    expect(localStorage.getItem('atelier.theme')).toBe(theme === 'system' ? null : theme);
  };
  const { start, paths } = pathsOf({ theme: 'system', sidebarCollapsed: false }, (s) =>
    themes.filter((theme) => theme !== regionOf(s, 'theme')).map((theme) => ({ type: 'THEME.CHOOSE', theme })),
  );
  for (const path of paths) {
    it(path.steps.flatMap((step) => (step.event as Step).theme ?? []).join(' → ') || 'system', async () => {
      const { user, unmount } = renderApp(null, { server, path: '/login' });
      await seesTheme(start);
      await path.test({
        states: { '*': seesTheme } as never,
        events: {
          'THEME.CHOOSE': async ({ event }: { event: Step }) => user.click(within(await openAccountMenu()).getByRole('radio', { name: themeLabel[event.theme!] })),
        } as never,
      });
      // A fresh page starts with the remembered theme chosen.
      unmount();
      renderApp(null, { server, path: '/login' });
      const remembered = themeLabel[regionOf(path.state as Snapshot, 'theme') as ThemeChoice];
      expect(within(await openAccountMenu()).getByRole('radio', { name: remembered })).toBeChecked();
    });
  }
});

/**
 * Logging out makes no request (the gateway forgets the session), so there is no network call to
 * hold: the test holds the gateway client's next write instead, then lets it through to the real
 * gateway.
 */
function holdNextWrite(client: Client) {
  const real = client.mutation.bind(client);
  let open!: () => void;
  let arrived!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const reached = new Promise<void>((resolve) => (arrived = resolve));
  vi.spyOn(client, 'mutation').mockImplementationOnce(((...args: Parameters<Client['mutation']>) => ({
    toPromise: async () => {
      arrived();
      await opened;
      return real(...args).toPromise();
    },
  })) as never);
  return { reached, release: () => open() };
}

describe('shellMachine account on the real shell', () => {
  const REFUSED = 'The browser refused to forget the session.';
  const { paths } = pathsOf({ theme: 'system', sidebarCollapsed: false }, (s) =>
    regionOf(s, 'account') === 'loggingOut'
      ? [{ type: 'xstate.done.actor.logout' }, { type: 'xstate.error.actor.logout', error: new Error(REFUSED) }]
      : [{ type: 'LOGOUT' }],
  );
  for (const path of paths) {
    it(pathName(path) || 'logged in', async () => {
      const session = await server.user();
      const { user, client, rest } = renderApp(null, { server, user: session, path: '/login' });
      await user.click(await screen.findByRole('button', { name: 'Ada Account menu' }, slow));
      await screen.findByRole('button', { name: 'Log out' }, slow);
      const logOut = () => screen.getByRole('button', { name: 'Log out' });
      let loggedOut = false;
      let write: ReturnType<typeof holdNextWrite> | undefined;
      try {
        await path.test({
          states: {
            'account.idle': async () => {
              if (loggedOut) {
                await waitFor(() => expect(window.location.pathname).toBe('/'));
                expect(await screen.findByRole('link', { name: 'Log in' }, slow)).toBeInTheDocument();
                return expect(rest.claims()).toBeNull();
              }
              await waitFor(() => expect(logOut()).toBeEnabled());
              expect(rest.claims()).toMatchObject({ sub: session.user.id });
            },
            'account.loggingOut': async () => {
              expect(logOut()).toBeDisabled();
              expect(rest.claims()).toMatchObject({ sub: session.user.id });
            },
          } as never,
          events: {
            LOGOUT: async () => {
              write = holdNextWrite(client);
              await user.click(logOut());
              await write.reached;
            },
            'xstate.done.actor.logout': async () => {
              loggedOut = true;
              write!.release();
            },
            // The real gateway fails to forget the session: the user stays logged in and is told why.
            'xstate.error.actor.logout': async () => {
              vi.spyOn(rest, 'setToken').mockImplementationOnce(() => {
                throw new Error(REFUSED);
              });
              write!.release();
              await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent(REFUSED));
            },
          } as never,
        });
      } finally {
        write?.release();
      }
    });
  }
});
