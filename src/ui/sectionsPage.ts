// The frame of the pages made of section cards (the account, billing and workspace pages): a
// centred column of sections, and the two kinds of paragraph inside a card. One place, so the
// pages keep one look.
import { css } from '@linaria/core';
import { breakpoint, color, font, space } from './tokens';

export const sectionsPage = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xl};
  box-sizing: border-box;
  width: 100%;
  max-width: 1040px;
  margin: 0 auto;
  padding: ${space.xl} ${space.xl} ${space.xxl};
  ${breakpoint.narrow} {
    gap: ${space.lg};
    padding: ${space.lg};
  }
`;

/** Cards side by side on a wide screen, one above the other on a narrow one. */
export const cardsGrid = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(min(100%, 420px), 1fr));
  gap: ${space.lg};
  align-items: start;
`;

/** A paragraph inside a card: the card's gap spaces it, not the browser's margins. */
export const plainText = css`
  margin: 0;
`;

/** A note inside a card: smaller and quieter than the card's text. */
export const mutedText = css`
  margin: 0;
  color: ${color.textMuted};
  font-size: ${font.small};
`;
