import { Link } from 'wouter';
import { css, cx } from '@linaria/core';
import { Icon } from '../../ui/icons';
import { visuallyHidden } from '../../ui/a11y';
import { color, font, radius, space } from '../../ui/tokens';
import { navEntries, useCurrentRoute } from '../routes';
import { stackList } from '../../ui/stackList';

// The product's navigation, built from the routes table: tools, then the library. The same
// list fills the sidebar (wide screens) and the drawer (narrow ones). Collapsed, only the
// icons show; each link keeps its name for screen readers and a tooltip for the pointer.

const sections = [
  { id: 'tools', title: 'Tools' },
  { id: 'library', title: 'Library' },
] as const;

export function NavList({ collapsed = false }: { collapsed?: boolean }) {
  const current = useCurrentRoute()?.key;
  return (
    <>
      {sections.map(({ id, title }) => {
        const entries = navEntries.filter((entry) => entry.section === id);
        if (entries.length === 0) return null;
        return (
          <div key={id} className={section}>
            <h2 className={collapsed ? visuallyHidden : heading}>{title}</h2>
            <ul className={stackList}>
              {entries.map((entry) => (
                <li key={entry.key}>
                  <Link
                    href={entry.href}
                    className={cx(link, collapsed && iconOnly)}
                    aria-current={entry.key === current ? 'page' : undefined}
                    title={collapsed ? entry.label : undefined}
                  >
                    <Icon name={entry.icon} />
                    <span className={collapsed ? visuallyHidden : undefined}>{entry.label}</span>
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        );
      })}
    </>
  );
}

const section = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
`;

const heading = css`
  margin: 0;
  padding: 0 ${space.md};
  color: ${color.textMuted};
  font-size: 12px;
  font-weight: 600;
  letter-spacing: 0.04em;
  text-transform: uppercase;
`;

const link = css`
  display: flex;
  align-items: center;
  gap: ${space.md};
  min-height: 40px;
  padding: 0 ${space.md};
  border-radius: ${radius.md};
  color: ${color.text};
  font-size: ${font.body};
  font-weight: 500;
  text-decoration: none;
  &:hover {
    background: ${color.sunken};
  }
  &[aria-current='page'] {
    background: ${color.accentSoft};
    color: ${color.accent};
    font-weight: 600;
  }
`;

const iconOnly = css`
  justify-content: center;
  padding: 0;
`;
