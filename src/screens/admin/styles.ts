// The admin page's own pieces: the tab strip and the rows of its lists.
import { css } from '@linaria/core';
import { breakpoint, color, font, radius, space } from '../../ui/tokens';

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

export const rows = css`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  > li {
    display: flex;
    flex-direction: column;
    gap: ${space.xs};
    padding: ${space.md} 0;
    border-top: 1px solid ${color.border};
    overflow-wrap: anywhere;
  }
  > li:first-child {
    border-top: 0;
  }
`;

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

export const shot = css`
  display: block;
  max-width: 100%;
  max-height: 60vh;
  margin: 0 auto ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.md};
`;
