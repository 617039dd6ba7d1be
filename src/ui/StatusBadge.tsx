import type { ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import { color, font, radius, space } from './tokens';

// A short status in a pill beside what it is about (Flagged, Paid, Current plan…): one shape,
// its colour saying whether the status is good, bad or neither.

export type StatusTone = 'neutral' | 'success' | 'danger';

export function StatusBadge({ tone = 'neutral', children }: { tone?: StatusTone; children: ReactNode }) {
  return <span className={cx(badge, tones[tone])}>{children}</span>;
}

const badge = css`
  padding: 2px ${space.sm};
  border-radius: ${radius.pill};
  font-size: ${font.small};
  font-weight: 600;
`;

const tones: Record<StatusTone, string> = {
  neutral: css`
    background: ${color.sunken};
  `,
  success: css`
    background: ${color.successSoft};
    color: ${color.success};
  `,
  danger: css`
    background: ${color.dangerSoft};
    color: ${color.danger};
  `,
};
