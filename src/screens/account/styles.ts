// The account page's frame and cards: a column of sections, two side by side on a wide screen.
import { css, cx } from '@linaria/core';
import { color, font, radius, space } from '../../ui/tokens';
import { ruledList } from '../../ui/ruledList';

export { sectionCard as card, sectionTitle } from '../../ui/toolPage';
export { cardsGrid as grid, mutedText as muted, plainText as plain, sectionsPage as page } from '../../ui/sectionsPage';

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
  align-items: center;
`;

/** A secret shown once: monospace, wraps anywhere, selectable in one go. */
export const secretText = css`
  margin: 0;
  padding: ${space.sm} ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.sm};
  background: ${color.sunken};
  font-family: ui-monospace, monospace;
  font-size: ${font.small};
  overflow-wrap: anywhere;
  user-select: all;
`;

export const rowList = cx(
  ruledList,
  css`
    li {
      display: flex;
      flex-wrap: wrap;
      gap: ${space.xs} ${space.md};
      align-items: center;
      justify-content: space-between;
      padding: ${space.sm} 0;
    }
  `,
);

/** A longer text in one of the account's forms, spaced like the single-line fields. */
export const areaField = css`
  margin-bottom: ${space.lg};
  textarea {
    min-height: 96px;
    padding: 10px ${space.md};
  }
`;
