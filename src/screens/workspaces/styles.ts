// The workspace page's look: the section pages' frame and cards (src/ui), rows of people, small inline forms.
import { css, cx } from '@linaria/core';
import { breakpoint, color, font, space } from '../../ui/tokens';
import { ruledList } from '../../ui/ruledList';

export { sectionCard as card, sectionTitle } from '../../ui/toolPage';
export { mutedText as muted, plainText as plain, sectionsPage as page } from '../../ui/sectionsPage';

export const grid = css`
  display: grid;
  grid-template-columns: repeat(2, minmax(0, 1fr));
  gap: ${space.lg};
  align-items: start;
  ${breakpoint.narrow} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

/** A list of people, invitations or workspaces: one row each, its actions at the end. */
export const rows = cx(
  ruledList,
  css`
    li {
      display: flex;
      flex-wrap: wrap;
      align-items: center;
      justify-content: space-between;
      gap: ${space.sm};
      padding: ${space.sm} 0;
    }
    li:first-child {
      border-top: 0;
    }
  `,
);

export const who = css`
  display: flex;
  flex-direction: column;
  min-width: 0;
  overflow-wrap: anywhere;
`;

/** A one-line form: the field grows, the button stays its size; stacked on a phone. */
export const inlineForm = css`
  display: flex;
  flex-direction: column;
  gap: ${space.sm};
`;

export const inlineRow = css`
  display: flex;
  gap: ${space.sm};
  align-items: flex-end;
  > :first-child {
    flex: 1;
    min-width: 0;
  }
  input {
    padding: 9px ${space.md};
  }
  ${breakpoint.narrow} {
    flex-direction: column;
    align-items: stretch;
  }
`;

export const badge = css`
  margin-left: ${space.xs};
  color: ${color.textMuted};
  font-size: ${font.small};
`;

export const actions = css`
  display: flex;
  flex-wrap: wrap;
  gap: ${space.sm};
`;

export const columnStack = css`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  min-width: 0;
`;

/** The keys' fields, as tall as the inline forms' ones. */
export const keyInput = css`
  padding: 9px ${space.md};
`;

/** The card of what cannot be undone (delete, leave): last on the page, edged in the danger colour. */
export const dangerZone = css`
  border-color: ${color.danger};
`;

export const dangerLabel = css`
  margin: 0 0 -${space.sm};
  color: ${color.danger};
  font-size: ${font.small};
  font-weight: 650;
  text-transform: uppercase;
  letter-spacing: 0.04em;
`;
