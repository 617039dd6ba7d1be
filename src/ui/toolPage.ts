// The frame every tool's screen shares (the classifier, the writer and coder, the catalogue):
// its own scrolling under the top bar, the heading with its line of explanation, the dashed
// notice for empty and not-found states, and the block a spinner sits in while loading; the
// page inside it and its columns. One
// place, so the tools look like one product.
import { css } from '@linaria/core';
import { breakpoint, color, font, radius, shadow, space } from './tokens';

export { notice, noticeTitle } from './notice';

// The shell's <main> does not scroll: the screen scrolls itself, under the top bar.
export const screenScroller = css`
  flex: 1;
  min-width: 0;
  min-height: 0;
  overflow-y: auto;
`;

/**
 * The page inside the scroller: centred, padded, less on a phone. Its layout (a column, two
 * columns), gap and width are each screen's own: nothing here sets them, so no rule of a screen
 * has to win over one of these.
 */
export const toolPage = css`
  box-sizing: border-box;
  width: 100%;
  margin: 0 auto;
  padding: ${space.xl} ${space.xl} ${space.xxl};
  ${breakpoint.narrow} {
    padding: ${space.lg} ${space.lg} ${space.xl};
  }
`;

/** A column of the page's blocks (a form, its notes), one under the other. */
export const toolColumn = css`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  min-width: 0;
`;

export const pageIntro = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
`;

export const pageTitle = css`
  margin: 0;
  font-size: ${font.title};
`;

export const pageLead = css`
  margin: 0;
  color: ${color.textMuted};
`;

export const loadingBlock = css`
  display: grid;
  place-items: center;
  min-height: 200px;
`;

/** A section of a settings page (account, billing): a raised card with its title. */
export const sectionCard = css`
  display: flex;
  flex-direction: column;
  gap: ${space.md};
  min-width: 0;
  margin: 0;
  padding: ${space.xl};
  border: 1px solid ${color.border};
  border-radius: ${radius.lg};
  background: ${color.surface};
  box-shadow: ${shadow.card};
  ${breakpoint.narrow} {
    padding: ${space.lg};
  }
`;

export const sectionTitle = css`
  margin: 0;
  font-size: ${font.large};
`;
