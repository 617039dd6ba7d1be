import { useSelector } from '@xstate/react';
import { css, cx } from '@linaria/core';
import { iconButton } from '../../ui/iconButton';
import { Icon } from '../../ui/icons';
import { color, breakpoint, space } from '../../ui/tokens';
import { NavList } from './NavList';
import { useShell } from './shellActor';

// The sidebar on wide screens: the navigation, and a button that folds it to a rail of icons
// (remembered). On narrow screens it is hidden and the top bar's menu button opens the drawer.

export function Sidebar() {
  const shell = useShell();
  const collapsed = useSelector(shell, (s) => s.hasTag('collapsed'));
  return (
    <nav id="sidebar" aria-label="Main" className={cx(sidebar, collapsed && rail)}>
      <div className={entries}>
        <NavList collapsed={collapsed} />
      </div>
      <button
        type="button"
        className={cx(iconButton, toggle)}
        aria-controls="sidebar"
        aria-expanded={!collapsed}
        aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        title={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        onClick={() => shell.send({ type: 'SIDEBAR.TOGGLE' })}
      >
        <Icon name={collapsed ? 'expand' : 'collapse'} />
      </button>
    </nav>
  );
}

export const sidebar = css`
  display: flex;
  flex-direction: column;
  justify-content: space-between;
  gap: ${space.lg};
  width: 220px;
  flex-shrink: 0;
  padding: ${space.md} ${space.sm};
  overflow-y: auto;
  border-right: 1px solid ${color.border};
  background: ${color.surface};
  ${breakpoint.narrow} {
    display: none;
  }
`;

const rail = css`
  width: 60px;
`;

const entries = css`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
`;

const toggle = css`
  align-self: flex-end;
  margin-right: 2px;
  color: ${color.textMuted};
  &:hover {
    color: ${color.text};
  }
`;
