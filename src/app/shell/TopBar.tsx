import type { RefObject } from 'react';
import { Link, useLocation } from 'wouter';
import { useQuery } from 'urql';
import { useSelector } from '@xstate/react';
import { css, cx } from '@linaria/core';
import { MeQuery } from '../../gateway/account/operations';
import { iconButton } from '../../ui/iconButton';
import { Icon } from '../../ui/icons';
import { breakpoint, color, font, radius, space } from '../../ui/tokens';
import { QuickPrompt } from '../QuickPrompt';
import { AccountMenu } from './AccountMenu';
import { loginHref } from '../../../contract/pages';
import { useShell } from './shellActor';
import { useRest } from '../services';

// The bar above every page: the menu button (narrow screens), the brand, the quick prompt box,
// the model catalogue, the plans, the workspace's credits (leading to billing) and name, and the account menu. It only reads; logging out is
// shellMachine's.

const credits = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

export function TopBar({ menuButton }: { menuButton: RefObject<HTMLButtonElement | null> }) {
  const shell = useShell();
  const drawerOpen = useSelector(shell, (s) => s.hasTag('drawerOpen'));
  const [{ data, fetching }] = useQuery({ query: MeQuery });
  const rest = useRest();
  const [location] = useLocation();
  const me = data?.me;
  const account = me && { name: me.firstName ?? me.email ?? 'Guest', email: me.email ?? null, workspace: me.workspace.name, isAdmin: me.isAdmin };

  return (
    <header className={bar}>
      <button
        ref={menuButton}
        type="button"
        className={cx(iconButton, menu)}
        aria-label="Open menu"
        aria-expanded={drawerOpen}
        aria-haspopup="dialog"
        onClick={() => shell.send({ type: 'DRAWER.OPEN' })}
      >
        <Icon name="menu" />
      </button>
      <Link href="/" className={brand}>
        Atelier
      </Link>
      <QuickPrompt />
      <div className={right}>
        {/* The workspace's items stand left of the links, so the links stay put when they
            arrive; while a session's account loads, nothing claims to be logged out. */}
        {me && (
          <>
            <Link href="/billing" className={cx(pill, pillLink)} title="Credits left in your workspace (billing)" aria-current={location === '/billing' ? 'page' : undefined}>
              {credits.format(me.workspace.credits)}
              <span className={creditsWord}> credits</span>
            </Link>
            <span className={workspace} title="Workspace">
              {me.workspace.name}
            </span>
          </>
        )}
        <Link href="/models" className={link} aria-current={location === '/models' ? 'page' : undefined}>
          Models
        </Link>
        <Link href="/billing/plans" className={link} aria-current={location === '/billing/plans' ? 'page' : undefined}>
          Plans
        </Link>
        {!me && !(fetching && rest.token()) && (
          <>
            <Link href={loginHref(location)} className={link}>
              Log in
            </Link>
            <Link href="/signup" className={link}>
              Sign up
            </Link>
          </>
        )}
        <AccountMenu account={account ?? null} />
      </div>
    </header>
  );
}

const bar = css`
  display: flex;
  align-items: center;
  gap: ${space.md};
  height: 56px;
  flex-shrink: 0;
  padding: 0 ${space.lg};
  border-bottom: 1px solid ${color.border};
  background: ${color.surface};
  ${breakpoint.narrow} {
    padding: 0 ${space.sm};
  }
`;

// Doubled class: it must win over iconButton's display whatever order the styles load in.
const menu = css`
  && {
    display: none;
  }
  ${breakpoint.narrow} {
    && {
      display: grid;
    }
  }
`;

const brand = css`
  color: ${color.text};
  font-size: ${font.large};
  font-weight: 700;
  letter-spacing: -0.01em;
  text-decoration: none;
`;

const right = css`
  display: flex;
  align-items: center;
  gap: ${space.md};
  margin-left: auto;
  font-size: ${font.small};
  /* Models, Plans, the credits and the menu fit 390 px side by side. */
  ${breakpoint.narrow} {
    gap: ${space.sm};
  }
`;

const pill = css`
  padding: 2px ${space.md};
  border-radius: ${radius.pill};
  background: ${color.accentSoft};
  color: ${color.accent};
  font-weight: 600;
  white-space: nowrap;
`;

// On a phone the pill keeps only the number, so a balance in the millions still leaves room
// for the menu; the word stays in the link's name for screen readers, and in its title.
const creditsWord = css`
  ${breakpoint.narrow} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
`;

const pillLink = css`
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
`;

const workspace = css`
  max-width: 160px;
  overflow: hidden;
  color: ${color.textMuted};
  text-overflow: ellipsis;
  white-space: nowrap;
  ${breakpoint.narrow} {
    display: none;
  }
`;

const link = css`
  font-weight: 550;
  text-decoration: none;
  white-space: nowrap;
`;
