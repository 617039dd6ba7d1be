// The affiliate page's own pieces: the cards' grid, the figures, the link row and the payout rows.
import { css } from '@linaria/core';
import { breakpoint, color, font, radius, space } from '../../ui/tokens';

export { cardsGrid as grid } from '../../ui/sectionsPage';

export const figures = css`
  display: grid;
  grid-template-columns: repeat(3, minmax(0, 1fr));
  gap: ${space.sm};
  margin: 0;
  div {
    padding: ${space.md};
    border-radius: ${radius.md};
    background: ${color.sunken};
  }
  dt {
    color: ${color.textMuted};
    font-size: ${font.small};
  }
  dd {
    margin: 0;
    font-size: ${font.large};
    font-weight: 650;
    overflow-wrap: anywhere;
  }
  ${breakpoint.narrow} {
    dd {
      font-size: ${font.body};
    }
  }
`;

export const linkRow = css`
  display: flex;
  gap: ${space.sm};
  align-items: stretch;
  input {
    flex: 1;
    min-width: 0;
    padding: 10px ${space.md};
    border: 1px solid ${color.borderStrong};
    border-radius: ${radius.md};
    background: ${color.sunken};
    color: ${color.text};
    font-family: ${font.mono};
    font-size: ${font.small};
  }
  input:focus {
    outline: 3px solid ${color.focus};
  }
`;

export const payoutRows = css`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: grid;
    grid-template-columns: 1fr auto auto;
    gap: ${space.md};
    align-items: center;
    padding: ${space.sm} 0;
    border-top: 1px solid ${color.border};
  }
`;

export const status = css`
  padding: 2px ${space.sm};
  border-radius: ${radius.pill};
  background: ${color.sunken};
  font-size: ${font.small};
  font-weight: 550;
  &[data-status='paid'] {
    background: ${color.successSoft};
    color: ${color.success};
  }
  &[data-status='rejected'] {
    background: ${color.dangerSoft};
    color: ${color.danger};
  }
`;

export const amount = css`
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;
