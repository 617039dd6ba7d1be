import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { css, cx } from '@linaria/core';
import { color, font, radius, space } from '../../ui/tokens';

// One row of a library list (the classifier's history, the writer's and coder's documents): a
// link to the item with its title on one line and what else it says under it, the open one
// marked. The pin and the status switch sit beside it (ListView), never inside the link.

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
/** When an item was made, in the reader's locale. */
export const madeAt = (iso: string) => dateFormat.format(new Date(iso));

export function ListRowLink({ href, active, title, children }: { href: string; active: boolean; title: string; children: ReactNode }) {
  return (
    <Link href={href} className={cx(row, active && rowActive)} aria-current={active ? 'page' : undefined}>
      <span className={itemTitle}>{title || 'Untitled'}</span>
      <span className={itemMeta}>{children}</span>
    </Link>
  );
}

/**
 * The box a library list scrolls in (it is virtualised): as tall as its rows, up to the height
 * of the window beside a form, or of a good part of a phone's screen below it.
 */
export const listBox = css`
  display: flex;
  flex-direction: column;
  max-height: calc(100dvh - 220px);
  @media (max-width: 1100px) {
    max-height: min(70dvh, 560px);
  }
`;

const row = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin-bottom: 2px;
  padding: ${space.sm} ${space.md};
  border: 1px solid transparent;
  border-radius: ${radius.md};
  color: ${color.text};
  text-decoration: none;
  &:hover {
    background: ${color.sunken};
  }
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: -3px;
  }
`;

const rowActive = css`
  border-color: ${color.border};
  background: ${color.surface};
  &:hover {
    background: ${color.surface};
  }
`;

const itemTitle = css`
  overflow: hidden;
  font-size: ${font.small};
  text-overflow: ellipsis;
  white-space: nowrap;
`;

const itemMeta = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  color: ${color.textMuted};
  font-size: 12px;
`;
