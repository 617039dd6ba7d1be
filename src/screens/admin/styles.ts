// The admin page's own pieces: the tab strip and the rows of its lists.
import { css, cx } from '@linaria/core';
import { breakpoint, color, font, radius, space } from '../../ui/tokens';
import { ruledList } from '../../ui/ruledList';

// One line at every width: the three tabs fit at 390 px with less padding, and scroll beyond.
export const tabStrip = css`
  display: flex;
  gap: ${space.xs};
  overflow-x: auto;
  border-bottom: 1px solid ${color.border};
  button {
    padding: ${space.sm} ${space.md};
    border: 0;
    border-bottom: 2px solid transparent;
    background: none;
    color: ${color.textMuted};
    font: inherit;
    font-weight: 550;
    white-space: nowrap;
    cursor: pointer;
  }
  ${breakpoint.narrow} {
    gap: 0;
    button {
      padding: ${space.sm};
    }
  }
  button[aria-selected='true'] {
    border-bottom-color: ${color.accent};
    color: ${color.text};
  }
  button:focus-visible {
    outline: 3px solid ${color.focus};
    border-radius: ${radius.sm};
  }
`;

export const rows = cx(
  ruledList,
  css`
    > li {
      display: flex;
      flex-direction: column;
      gap: ${space.xs};
      padding: ${space.md} 0;
      overflow-wrap: anywhere;
    }
    > li:first-child {
      border-top: 0;
    }
  `,
);

export const rowHead = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.xs} ${space.md};
  align-items: baseline;
  justify-content: space-between;
  strong {
    font-variant-numeric: tabular-nums;
  }
`;

export const meta = css`
  color: ${color.textMuted};
  font-size: ${font.small};
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${space.sm};
  ${breakpoint.narrow} {
    button {
      flex: 1;
    }
  }
`;

export const message = css`
  margin: 0;
  white-space: pre-wrap;
`;

// The screenshot viewer uses the screen: as wide as the picture (a 1280 px capture at full size
// where it fits), never taller than the viewport; the picture keeps its proportions inside.
export const shotPanel = css`
  && {
    display: flex;
    flex-direction: column;
    width: min(1320px, 100%);
    max-height: calc(100dvh - 2 * ${space.lg});
  }
`;

export const shot = css`
  display: block;
  width: 100%;
  min-height: 0;
  flex: 0 1 auto;
  object-fit: contain;
  margin: 0 auto ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
`;

// A user's facts on the admin page: the name of each beside its value, stacked on a phone.
export const detailFacts = css`
  display: grid;
  grid-template-columns: max-content 1fr;
  gap: ${space.xs} ${space.md};
  margin: 0 0 ${space.md};
  dt {
    color: ${color.textMuted};
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
  ${breakpoint.narrow} {
    grid-template-columns: 1fr;
    dd {
      margin-bottom: ${space.xs};
    }
  }
`;

// An opened user's parts, each under its own title, apart from the one before.
export const detailSection = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  margin-top: ${space.lg};
`;

export const creditForm = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
  select {
    padding: 10px ${space.md};
  }
  > label {
    margin-bottom: 0;
  }
  > button {
    align-self: flex-start;
  }
`;
