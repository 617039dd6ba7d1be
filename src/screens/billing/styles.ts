// Billing's screens share one page frame and one card look (plans, order summary, receipt).
import { css } from '@linaria/core';
import { color, radius, space } from '../../ui/tokens';

export { sectionCard as card, sectionTitle } from '../../ui/toolPage';
export { mutedText as muted, plainText as plain, sectionsPage as page } from '../../ui/sectionsPage';

/** A fieldset laid out as a card: without the browser's side margins and min-content width. */
export const fieldsetCard = css`
  min-width: 0;
  margin: 0;
`;

/** Label and value rows (order summary, receipt totals). */
export const rows = css`
  display: grid;
  grid-template-columns: 1fr auto;
  gap: ${space.sm} ${space.lg};
  margin: 0;
  dt {
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
    text-align: right;
    font-variant-numeric: tabular-nums;
  }
`;

export const totalRow = css`
  && {
    color: ${color.text};
    font-weight: 700;
  }
`;

export const linkButton = css`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 38px;
  padding: 0 ${space.lg};
  border-radius: ${radius.md};
  background: ${color.accent};
  color: ${color.textOnAccent};
  font-weight: 550;
  text-decoration: none;
  &:hover {
    background: ${color.accentHover};
  }
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: 2px;
  }
`;

export const secondaryLink = css`
  color: ${color.accent};
  font-weight: 550;
`;
