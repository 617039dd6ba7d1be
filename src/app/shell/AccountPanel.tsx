import { Link, useLocation } from 'wouter';
import { useSelector } from '@xstate/react';
import { css } from '@linaria/core';
import { Button } from '../../ui/Button';
import { color, font, radius, shadow, space } from '../../ui/tokens';
import { useShell } from './shellActor';
import { ThemeSwitch } from './ThemeSwitch';
import { loginHref, pages } from '../../../contract/pages';

// What the account menu opens: who is logged in and in which workspace, the pages of the menu
// (contract/pages.ts `menu`: their dashboard and settings, and the admin page for admins), the
// theme, and logging out through shellMachine; logged out, the theme, log in and sign up.


/** The menu's page links, in table order (here rather than in routes.tsx: only the opened menu needs them). */
const menuEntries = pages.flatMap((page) => ('menu' in page && typeof page.path === 'string' ? [{ href: page.path, label: page.menu.label, adminsOnly: 'adminsOnly' in page.menu && page.menu.adminsOnly }] : []));

export interface AccountSummary {
  name: string;
  email: string | null;
  workspace: string;
  /** The admin page's link is shown to admins only (the server refuses everyone else anyway). */
  isAdmin?: boolean;
}

export function AccountPanel({ id, account }: { id: string; account: AccountSummary | null }) {
  const shell = useShell();
  const loggingOut = useSelector(shell, (s) => s.hasTag('loggingOut'));
  const [location] = useLocation();
  return (
    <div id={id} className={panel}>
      {account && (
        <div className={who}>
          <strong>{account.name}</strong>
          {account.email && <span className={muted}>{account.email}</span>}
          <span className={muted}>Workspace: {account.workspace}</span>
          <Link href="/workspace">Manage workspaces</Link>
        </div>
      )}
      {account && (
        <div className={pageLinks}>
          {menuEntries.map(({ href, label, adminsOnly }) =>
            adminsOnly && !account.isAdmin ? null : (
              <Link key={href} href={href}>
                {label}
              </Link>
            ),
          )}
          {/* The feedback widget (Shell's OPEN_FEEDBACK_EVENT): on a phone, where its edge tab is hidden, this is the way in. */}
          <button type="button" className={feedbackLink} aria-haspopup="dialog" onClick={() => openFeedback(id)}>
            Feedback
          </button>
        </div>
      )}
      <ThemeSwitch />
      {account ? (
        <Button variant="secondary" disabled={loggingOut} onClick={() => shell.send({ type: 'LOGOUT' })}>
          Log out
        </Button>
      ) : (
        <div className={links}>
          <Link href={loginHref(location)}>Log in</Link>
          <Link href="/signup">Sign up</Link>
        </div>
      )}
    </div>
  );
}

/** Closes this menu with focus on its button (where the dialog returns it), then asks the shell for the feedback dialog. */
function openFeedback(panelId: string) {
  const trigger = document.querySelector<HTMLElement>(`[aria-controls="${panelId}"]`);
  trigger?.focus();
  trigger?.click();
  window.dispatchEvent(new Event('atelier:open-feedback'));
}

const panel = css`
  position: absolute;
  top: calc(100% + 6px);
  right: 0;
  z-index: 30;
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  width: 260px;
  padding: ${space.lg};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
  background: ${color.surface};
  box-shadow: ${shadow.raised};
`;

const who = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  overflow-wrap: anywhere;
`;

const muted = css`
  color: ${color.textMuted};
  font-size: ${font.small};
`;

const links = css`
  display: flex;
  justify-content: space-between;
  font-weight: 550;
`;

/** The account's own pages, one a line: their names are too long to share one. */
const pageLinks = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  font-weight: 550;
`;

const feedbackLink = css`
  align-self: flex-start;
  padding: 0;
  border: 0;
  background: none;
  color: ${color.accent};
  font: inherit;
  cursor: pointer;
`;
