// Billing's screens share one page frame and one card look (plans, order summary, receipt).
import { css } from '@linaria/core';
import { breakpoint, color, font, radius, space } from '../../ui/tokens';

export { sectionCard as card, sectionTitle } from '../../ui/toolPage';

export const page = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xl};
  width: 100%;
  max-width: 1040px;
  margin: 0 auto;
  padding: ${space.xl} ${space.xl} ${space.xxl};
  box-sizing: border-box;
  ${breakpoint.narrow} {
    padding: ${space.lg};
    gap: ${space.lg};
  }
`;



/** A paragraph inside a card: the card's gap spaces it, not the browser's margins. */
export const plain = css`
  margin: 0;
`;

/** A fieldset laid out as a card: without the browser's side margins and min-content width. */
export const fieldsetCard = css`
  min-width: 0;
  margin: 0;
`;

export const muted = css`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.small};
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
