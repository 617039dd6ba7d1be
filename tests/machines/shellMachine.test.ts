// shellMachine on its own: the sidebar and theme start from the stored choices and keep each
// change, the drawer closes on navigation, and logging out reports how it went.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { shellMachine } from '../../src/machines/shell/shellMachine';
import type { ShellPreferences } from '../../src/machines/shell/preferences';

beforeEach(() => localStorage.clear());
afterEach(() => delete document.documentElement.dataset.theme);

const start = (input: ShellPreferences = { theme: 'system', sidebarCollapsed: false }, logout = async () => {}) =>
  createActor(shellMachine.provide({ actors: { logout: fromPromise(logout) } }), { input }).start();

describe('shellMachine', () => {
  it('starts from the stored choices', () => {
    const shell = start({ theme: 'dark', sidebarCollapsed: true });
    try {
      expect(shell.getSnapshot().hasTag('collapsed')).toBe(true);
      expect(shell.getSnapshot().matches({ theme: 'dark' })).toBe(true);
    } finally {
      shell.stop();
    }
  });

  it('folds and unfolds the sidebar and remembers it', () => {
    const shell = start();
    try {
      shell.send({ type: 'SIDEBAR.TOGGLE' });
      expect(shell.getSnapshot().hasTag('collapsed')).toBe(true);
      expect(localStorage.getItem('atelier.sidebar')).toBe('collapsed');
      shell.send({ type: 'SIDEBAR.TOGGLE' });
      expect(shell.getSnapshot().hasTag('collapsed')).toBe(false);
      expect(localStorage.getItem('atelier.sidebar')).toBeNull();
    } finally {
      shell.stop();
    }
  });

  it('puts the chosen theme on <html> and remembers it; System removes both', () => {
    const shell = start();
    try {
      shell.send({ type: 'THEME.CHOOSE', theme: 'dark' });
      expect(shell.getSnapshot().matches({ theme: 'dark' })).toBe(true);
      expect(document.documentElement.dataset.theme).toBe('dark');
      expect(localStorage.getItem('atelier.theme')).toBe('dark');
      shell.send({ type: 'THEME.CHOOSE', theme: 'system' });
      expect(shell.getSnapshot().matches({ theme: 'system' })).toBe(true);
      expect(document.documentElement).not.toHaveAttribute('data-theme');
      expect(localStorage.getItem('atelier.theme')).toBeNull();
    } finally {
      shell.stop();
    }
  });

  it('the drawer opens, and closes on Close or on navigation', () => {
    const shell = start();
    try {
      shell.send({ type: 'NAVIGATED' });
      expect(shell.getSnapshot().hasTag('drawerOpen')).toBe(false);
      shell.send({ type: 'DRAWER.OPEN' });
      expect(shell.getSnapshot().hasTag('drawerOpen')).toBe(true);
      shell.send({ type: 'NAVIGATED' });
      expect(shell.getSnapshot().hasTag('drawerOpen')).toBe(false);
      shell.send({ type: 'DRAWER.OPEN' });
      shell.send({ type: 'DRAWER.CLOSE' });
      expect(shell.getSnapshot().hasTag('drawerOpen')).toBe(false);
    } finally {
      shell.stop();
    }
  });

  it('logging out is busy until done, then says so; a failure says why', async () => {
    let finish!: () => void;
    const shell = start(undefined, () => new Promise<void>((resolve) => (finish = resolve)));
    const told: unknown[] = [];
    shell.on('*', (event) => told.push(event));
    try {
      shell.send({ type: 'LOGOUT' });
      expect(shell.getSnapshot().hasTag('loggingOut')).toBe(true);
      finish();
      await waitFor(shell, (s) => !s.hasTag('loggingOut'));
      expect(told).toEqual([{ type: 'loggedOut' }]);
    } finally {
      shell.stop();
    }

    const failing = start(undefined, async () => {
      throw new Error('Network down');
    });
    const failures: unknown[] = [];
    failing.on('logoutFailed', (event) => failures.push(event.message));
    try {
      failing.send({ type: 'LOGOUT' });
      await waitFor(failing, (s) => !s.hasTag('loggingOut'));
      expect(failures).toEqual(['Network down']);
    } finally {
      failing.stop();
    }
  });
});
