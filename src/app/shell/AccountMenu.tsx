import { lazy, Suspense, useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { css } from '@linaria/core';
import { visuallyHidden } from '../../ui/a11y';
import { Icon } from '../../ui/icons';
import { breakpoint, color, radius, space } from '../../ui/tokens';
import type { AccountSummary } from './AccountPanel';

// The account menu's button at the right of the top bar; the panel it opens is AccountPanel.
// A disclosure, not an ARIA menu: the panel holds a radio group and links, so Tab moves
// through it; Escape or a click outside closes it and focus goes back to the button.
// The panel (with the theme switch) is its own chunk, fetched on the first open.
const AccountPanel = lazy(() => import('./AccountPanel').then((module) => ({ default: module.AccountPanel })));

export function AccountMenu({ account }: { account: AccountSummary | null }) {
  const [location] = useLocation();
  // Open on the page where it was opened: going to another page closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === location;
  const setOpen = (next: boolean) => setOpenOn(next ? location : null);
  const root = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const panelId = useId();

  useEffect(() => {
    if (!open) return;
    const onPointer = (event: PointerEvent) => !root.current?.contains(event.target as Node) && setOpenOn(null);
    document.addEventListener('pointerdown', onPointer);
    return () => document.removeEventListener('pointerdown', onPointer);
  }, [open]);

  const initial = account?.name.trim().charAt(0).toUpperCase() || null;
  return (
    <div
      ref={root}
      className={wrapper}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && open) {
          event.preventDefault();
          setOpen(false);
          button.current?.focus();
        }
      }}
    >
      <button
        ref={button}
        type="button"
        className={trigger}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => setOpen(!open)}
      >
        <span className={avatar} aria-hidden="true">
          {initial ?? <Icon name="user" size={18} />}
        </span>
        {/* Named by what it shows (WCAG 2.5.3, label in name): "Ada Account menu". */}
        {account && <span className={name}>{account.name}</span>}
        <span className={visuallyHidden}>Account menu</span>
      </button>
      {open && (
        <Suspense fallback={null}>
          <AccountPanel id={panelId} account={account} />
        </Suspense>
      )}
    </div>
  );
}

const wrapper = css`
  position: relative;
`;

const trigger = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  max-width: 200px;
  padding: 2px;
  border: 0;
  border-radius: ${radius.pill};
  background: none;
  color: ${color.textMuted};
  cursor: pointer;
  &:hover {
    background: ${color.sunken};
  }
`;

const avatar = css`
  display: grid;
  flex-shrink: 0;
  place-items: center;
  width: 34px;
  height: 34px;
  border: 1px solid ${color.border};
  border-radius: 50%;
  background: ${color.accentSoft};
  color: ${color.accent};
  font-weight: 700;
`;

const name = css`
  overflow: hidden;
  padding-right: ${space.sm};
  text-overflow: ellipsis;
  white-space: nowrap;
  /* Out of sight on a phone, still part of the button's name. */
  ${breakpoint.narrow} {
    position: absolute;
    width: 1px;
    height: 1px;
    clip-path: inset(50%);
  }
`;
