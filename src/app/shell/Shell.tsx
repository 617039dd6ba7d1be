import { lazy, Suspense, useEffect, useRef, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useSelector } from '@xstate/react';
import { css } from '@linaria/core';
import { toast } from '../toasts';
import { color, space } from '../../ui/tokens';
import { Sidebar } from './Sidebar';
import { ShellContext, useShellActorRef } from './shellActor';
import { TopBar } from './TopBar';

// The frame of every page: a skip link, the top bar, the sidebar, and the page itself in
// <main> — a plain flex child that fills what is left, so a screen lays itself out in it
// (min-width/min-height 0, its own scrolling) without knowing about the shell.

// The narrow screens' menu drawer is its own chunk, fetched on the first open.
const Drawer = lazy(() => import('./Drawer').then((module) => ({ default: module.Drawer })));

export function Shell({ children }: { children: ReactNode }) {
  const shell = useShellActorRef();
  const drawerOpen = useSelector(shell, (s) => s.hasTag('drawerOpen'));
  const menuButton = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  const [location, navigate] = useLocation();

  useEffect(() => shell.send({ type: 'NAVIGATED' }), [shell, location]);
  // Focus goes back to the menu button when the drawer closes, however it closed — once the
  // page is no longer inert, which is after this render, not when the machine changed.
  const drawerWasOpen = useRef(false);
  useEffect(() => {
    if (drawerWasOpen.current && !drawerOpen) menuButton.current?.focus();
    drawerWasOpen.current = drawerOpen;
  }, [drawerOpen]);
  useEffect(() => {
    const subscriptions = [
      shell.on('loggedOut', () => navigate('/')),
      shell.on('logoutFailed', (event) => toast.error(event.message)),
    ];
    return () => subscriptions.forEach((s) => s.unsubscribe());
  }, [shell, navigate]);

  return (
    <ShellContext.Provider value={shell}>
      {/* While the drawer is open the page behind it is inert: no focus, no clicks. */}
      <div className={frame} inert={drawerOpen}>
        <a
          href="#content"
          className={skipLink}
          onClick={(event) => {
            event.preventDefault();
            main.current?.focus();
          }}
        >
          Skip to content
        </a>
        <TopBar menuButton={menuButton} />
        <div className={body}>
          <Sidebar />
          <main ref={main} id="content" tabIndex={-1} className={content}>
            {children}
          </main>
        </div>
      </div>
      {drawerOpen && (
        <Suspense fallback={null}>
          <Drawer />
        </Suspense>
      )}
    </ShellContext.Provider>
  );
}

const frame = css`
  display: flex;
  flex-direction: column;
  height: 100%;
`;

const body = css`
  display: flex;
  flex: 1;
  min-height: 0;
`;

const content = css`
  display: flex;
  flex: 1;
  min-width: 0;
  min-height: 0;
  &:focus {
    outline: none;
  }
`;

const skipLink = css`
  position: absolute;
  z-index: 60;
  top: ${space.sm};
  left: ${space.sm};
  padding: ${space.sm} ${space.md};
  background: ${color.surface};
  transform: translateY(-200%);
  &:focus {
    transform: none;
  }
`;
