import { lazy, Suspense, useEffect, useRef, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { useQuery } from 'urql';
import { useSelector } from '@xstate/react';
import { css } from '@linaria/core';
import { toast } from '../../ui/toasts';
import { breakpoint, color, font, radius, space } from '../../ui/tokens';
import { MeQuery } from '../../gateway/account/operations';
import { Sidebar } from './Sidebar';
import { ShellContext, useShellActorRef } from './shellActor';
import { TopBar } from './TopBar';

// The frame of every page: a skip link, the top bar, the sidebar, and the page itself in
// <main> — a plain flex child that fills what is left, so a screen lays itself out in it
// (min-width/min-height 0, its own scrolling) without knowing about the shell.

// The narrow screens' menu drawer is its own chunk, fetched on the first open.
const Drawer = lazy(() => import('./Drawer').then((module) => ({ default: module.Drawer })));

// The site-wide "Feedback" button (SPEC §2), a tab in a slim column at the right edge of wide
// screens. On a phone every edge is taken (the composer and Send below, the menu and the account
// above, the page's own scrolling), so the tab hides there and the account menu offers
// "Feedback" instead (AccountPanel sends OPEN_FEEDBACK_EVENT). The dialog,
// its machine and the screenshot editor are their own chunk, fetched on the first press; each
// press after that is a new request the mounted widget follows. Kept in this file: as a module
// of its own (or imported by AccountPanel) the bundler moved small shared modules out of the
// entry into chunks of their own (+1 KiB before the first paint); written here it does not.
const FeedbackWidget = lazy(() => import('../../screens/feedback/FeedbackWidget').then((module) => ({ default: module.FeedbackWidget })));

/** The account menu's "Feedback" (on a phone) asks for the dialog with this window event: importing from here would cost the entry as much as above. */
export const OPEN_FEEDBACK_EVENT = 'atelier:open-feedback';

function FeedbackButton() {
  // Each press is counted; the widget opens its dialog whenever the count changes.
  const [presses, setPresses] = useState(0);
  useEffect(() => {
    const press = () => setPresses((count) => count + 1);
    window.addEventListener(OPEN_FEEDBACK_EVENT, press);
    return () => window.removeEventListener(OPEN_FEEDBACK_EVENT, press);
  }, []);
  return (
    <>
      <div className={feedbackEdge}>
        <button type="button" className={feedbackButton} aria-haspopup="dialog" onClick={() => setPresses((count) => count + 1)}>
          Feedback
        </button>
      </div>
      {presses > 0 && (
        <Suspense fallback={null}>
          <FeedbackWidget opens={presses} />
        </Suspense>
      )}
    </>
  );
}

export function Shell({ children }: { children: ReactNode }) {
  const shell = useShellActorRef();
  const drawerOpen = useSelector(shell, (s) => s.hasTag('drawerOpen'));
  const menuButton = useRef<HTMLButtonElement>(null);
  const main = useRef<HTMLElement>(null);
  const [location, navigate] = useLocation();
  // The feedback widget is for whoever is logged in, guests included (the server needs a login).
  const [{ data }] = useQuery({ query: MeQuery });

  useEffect(() => {
    shell.send({ type: 'NAVIGATED' });
  }, [shell, location]);
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
          {data?.me && <FeedbackButton />}
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

// A slim column at the window's right edge with the tab half-way down. It is a flex sibling of
// <main>, not fixed over it: as a fixed tab it covered whatever a screen put at its right edge
// (the chat's Edit button, the checkout summary, the classifier's switches); as a column the
// page is laid out beside it and nothing can slide under it.
const feedbackEdge = css`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  border-left: 1px solid ${color.border};
  background: ${color.page};
  ${breakpoint.narrow} {
    display: none;
  }
`;

const feedbackButton = css`
  padding: ${space.md} ${space.xs};
  border: 1px solid ${color.border};
  border-right: 0;
  border-radius: 0 ${radius.sm} ${radius.sm} 0;
  background: ${color.surface};
  color: ${color.textMuted};
  font-size: ${font.small};
  font-weight: 600;
  writing-mode: vertical-rl;
  transform: rotate(180deg);
  cursor: pointer;
  &:hover {
    color: ${color.text};
  }
`;
