import { css } from '@linaria/core';
import { breakpoint, color, font, radius, space } from '../../ui/tokens';

export const layout = css`
  position: relative;
  display: flex;
  flex: 1;
  min-width: 0;
`;

export const main = css`
  display: flex;
  flex: 1;
  flex-direction: column;
  min-width: 0;
  background: ${color.surface};
`;

// The row above the thread, one line high on a phone too (two rows took ~90 px of a 844 px
// screen): opaque, so the thread never shows through it.
export const threadHeader = css`
  display: flex;
  flex-shrink: 0;
  align-items: center;
  gap: ${space.sm};
  min-height: 48px;
  padding: ${space.xs} ${space.md};
  border-bottom: 1px solid ${color.border};
  background: ${color.surface};
  ${breakpoint.narrow} {
    padding: ${space.xs} ${space.sm};
    /* Share and Export a little narrower, so the title keeps some of the row. */
    button {
      padding-inline: ${space.sm};
    }
  }
`;

/** A new chat has no title or actions: on a wide screen there is nothing to put in the row. */
export const threadHeaderPhoneOnly = css`
  ${breakpoint.wide} {
    display: none;
  }
`;

// Truncated to one line; the whole title is in its tooltip.
export const threadTitle = css`
  flex: 1;
  min-width: 0;
  margin: 0;
  overflow: hidden;
  font-size: ${font.body};
  font-weight: 600;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

export const menuButton = css`
  display: none;
  ${breakpoint.narrow} {
    display: block;
    flex-shrink: 0;
    padding: ${space.xs} ${space.md};
    border: 1px solid ${color.border};
    border-radius: ${radius.pill};
    background: ${color.surface};
    font-size: ${font.small};
  }
`;

export const composer = css`
  padding: ${space.sm} ${space.lg} ${space.lg};
`;

export const empty = css`
  margin: 18vh auto 0;
  color: ${color.textMuted};
  font-size: ${font.title};
  font-weight: 600;
  text-align: center;
`;
