// The affiliate page's own pieces: the cards' grid, the figures, the link row and the payout rows.
import { css, cx } from '@linaria/core';
import { breakpoint, color, font, radius, space } from '../../ui/tokens';
import { ruledList } from '../../ui/ruledList';

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

/** Date, amount and status on one line. */
export const payoutRows = cx(
  ruledList,
  css`
    li {
    display: grid;
    grid-template-columns: 1fr auto auto;
    gap: ${space.md};
    align-items: center;
    padding: ${space.sm} 0;
  }
  `,
);

export const amount = css`
  font-variant-numeric: tabular-nums;
  font-weight: 600;
`;
