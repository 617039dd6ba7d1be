import { assertEvent, emit, fromPromise, setup } from 'xstate';
import type { Client } from '@urql/core';
import { LogoutMutation } from '../../gateway/account/operations';
import { errorText } from '../../lib/errors';
import { gatewayOf, type WithGateway } from '../gatewayClient';
import { applyTheme, rememberSidebar, rememberTheme, type ShellPreferences, type ThemeChoice } from './preferences';

// The app shell around every route: the sidebar (collapsed to icons or not, remembered), the
// navigation drawer on narrow screens, the theme (System / Light / Dark, remembered) and
// logging out from the account menu — the shell's only write to the server, through the
// gateway client the machine gets in its input with the stored choices.
//
// Views ask tags: 'collapsed', 'drawerOpen', 'loggingOut', and `matches({ theme: … })`.

type ShellEvent =
  | { type: 'SIDEBAR.TOGGLE' }
  | { type: 'DRAWER.OPEN' }
  | { type: 'DRAWER.CLOSE' }
  | { type: 'NAVIGATED' }
  | { type: 'THEME.CHOOSE'; theme: ThemeChoice }
  | { type: 'LOGOUT' };

type ShellEmitted = { type: 'loggedOut' } | { type: 'logoutFailed'; message: string };

const choose = (theme: ThemeChoice) => ({
  guard: { type: 'chose', params: { theme } } as const,
  target: `#shell.theme.${theme}`,
  actions: { type: 'keepTheme', params: { theme } } as const,
});

export const shellMachine = setup({
  types: {
    input: {} as ShellPreferences & WithGateway,
    context: {} as ShellPreferences & { client: Client | null },
    events: {} as ShellEvent,
    emitted: {} as ShellEmitted,
  },
  actors: {
    logout: fromPromise<void, WithGateway>(async ({ input }) => {
      const result = await gatewayOf(input, 'shellMachine').mutation(LogoutMutation, {}).toPromise();
      if (result.error) throw result.error;
    }),
  },
  guards: {
    startsCollapsed: ({ context }) => context.sidebarCollapsed,
    startsWith: ({ context }, params: { theme: ThemeChoice }) => context.theme === params.theme,
    chose: ({ event }, params: { theme: ThemeChoice }) => {
      assertEvent(event, 'THEME.CHOOSE');
      return event.theme === params.theme;
    },
  },
  actions: {
    keepSidebar: (_, params: { collapsed: boolean }) => rememberSidebar(params.collapsed),
    keepTheme: (_, params: { theme: ThemeChoice }) => {
      applyTheme(params.theme);
      rememberTheme(params.theme);
    },
  },
}).createMachine({
  id: 'shell',
  context: ({ input }) => ({ theme: input.theme, sidebarCollapsed: input.sidebarCollapsed, client: input.client ?? null }),
  type: 'parallel',
  states: {
    sidebar: {
      initial: 'starting',
      states: {
        starting: { always: [{ guard: 'startsCollapsed', target: 'collapsed' }, { target: 'expanded' }] },
        expanded: {
          on: { 'SIDEBAR.TOGGLE': { target: 'collapsed', actions: { type: 'keepSidebar', params: { collapsed: true } } } },
        },
        collapsed: {
          tags: 'collapsed',
          on: { 'SIDEBAR.TOGGLE': { target: 'expanded', actions: { type: 'keepSidebar', params: { collapsed: false } } } },
        },
      },
    },
    drawer: {
      initial: 'closed',
      states: {
        closed: { on: { 'DRAWER.OPEN': 'open' } },
        open: {
          tags: 'drawerOpen',
          // Following a link in the drawer closes it too: the page behind it changed.
          on: { 'DRAWER.CLOSE': 'closed', NAVIGATED: 'closed' },
        },
      },
    },
    theme: {
      initial: 'starting',
      // main.tsx already put the stored theme on <html>; starting only picks the state.
      states: {
        starting: {
          always: [
            { guard: { type: 'startsWith', params: { theme: 'light' } }, target: 'light' },
            { guard: { type: 'startsWith', params: { theme: 'dark' } }, target: 'dark' },
            { target: 'system' },
          ],
        },
        system: {},
        light: {},
        dark: {},
      },
      on: { 'THEME.CHOOSE': [choose('system'), choose('light'), choose('dark')] },
    },
    account: {
      initial: 'idle',
      states: {
        idle: { on: { LOGOUT: 'loggingOut' } },
        loggingOut: {
          tags: 'loggingOut',
          invoke: {
            id: 'logout',
            src: 'logout',
            input: ({ context }) => ({ client: context.client }),
            onDone: { target: 'idle', actions: emit({ type: 'loggedOut' }) },
            onError: {
              target: 'idle',
              actions: emit(({ event }) => ({ type: 'logoutFailed' as const, message: errorText(event.error) })),
            },
          },
        },
      },
    },
  },
});
