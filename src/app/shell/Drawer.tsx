import { useEffect, useRef, type KeyboardEvent } from 'react';
import { Link } from 'wouter';
import { css } from '@linaria/core';
import { iconButton } from '../../ui/iconButton';
import { Icon } from '../../ui/icons';
import { breakpoint, color, font, shadow, space } from '../../ui/tokens';
import { NavList } from './NavList';
import { useShell } from './shellActor';

// The navigation on narrow screens: a modal panel from the left. Focus moves into it; Escape,
// a click beside it or a followed link closes it, and the Shell puts focus back on the menu
// button. The rest of the page is inert meanwhile, and Tab cycles inside.

export function Drawer() {
  const shell = useShell();
  const panel = useRef<HTMLDivElement>(null);

  // Mounted when it opens (Shell): focus goes to the page the user is on, else the first entry.
  useEffect(() => {
    const links = panel.current?.querySelector('nav');
    (links?.querySelector<HTMLElement>('a[aria-current]') ?? links?.querySelector<HTMLElement>('a'))?.focus();
  }, []);

  const close = () => shell.send({ type: 'DRAWER.CLOSE' });
  return (
    <div className={backdrop} onMouseDown={(event) => event.target === event.currentTarget && close()}>
      <div
        ref={panel}
        role="dialog"
        aria-modal="true"
        aria-label="Menu"
        className={drawer}
        // A followed link closes the drawer even when it leads to the page already shown.
        onClick={(event) => (event.target as Element).closest('a') && shell.send({ type: 'NAVIGATED' })}
        onKeyDown={(event) => {
          if (event.key === 'Escape') {
            event.preventDefault();
            close();
          } else if (event.key === 'Tab') {
            keepTabInside(event, panel.current);
          }
        }}
      >
        <div className={header}>
          <Link href="/" className={brand}>
            Atelier
          </Link>
          <button type="button" className={iconButton} aria-label="Close menu" onClick={close}>
            <Icon name="close" />
          </button>
        </div>
        <nav aria-label="Main" className={entries}>
          <NavList />
        </nav>
      </div>
    </div>
  );
}

/** Tab past the last control comes back to the first, Shift+Tab past the first to the last. */
function keepTabInside(event: KeyboardEvent<HTMLElement>, panel: HTMLElement | null) {
  const controls = panel ? [...panel.querySelectorAll<HTMLElement>('a[href], button:not(:disabled)')] : [];
  const [first, last] = [controls[0], controls[controls.length - 1]];
  const edge = event.shiftKey ? first : last;
  if (edge && document.activeElement === edge) {
    event.preventDefault();
    (event.shiftKey ? last : first).focus();
  }
}

const backdrop = css`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: ${color.overlay};
  ${breakpoint.wide} {
    display: none;
  }
`;

const drawer = css`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  width: min(300px, 85vw);
  height: 100%;
  padding: ${space.md} ${space.sm};
  overflow-y: auto;
  background: ${color.surface};
  box-shadow: ${shadow.raised};
  animation: drawer-in 160ms ease-out;
  @keyframes drawer-in {
    from {
      transform: translateX(-100%);
    }
  }
`;

const header = css`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding-left: ${space.md};
`;

const brand = css`
  color: ${color.text};
  font-size: ${font.large};
  font-weight: 700;
  text-decoration: none;
`;


const entries = css`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
`;
