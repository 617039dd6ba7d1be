// A tool form's fields (the classifier's text, the writer's and coder's form): the label above,
// the box a text, a choice or a longer text is typed in, and the row of buttons under them. The
// boxes differ only in padding and height, which each form sets itself; nothing here sets them,
// so no rule of a form has to win over one of these.
import { css } from '@linaria/core';
import { color, font, radius, space } from './tokens';

/** A label with its box under it. */
export const fieldStack = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
`;

export const fieldLabel = css`
  font-size: ${font.small};
  font-weight: 550;
`;

/** An input, select or textarea; a form gives it its padding (and a textarea its height). */
export const fieldBox = css`
  box-sizing: border-box;
  width: 100%;
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.md};
  background: ${color.surface};
  color: ${color.text};
  font: inherit;
  &:focus {
    border-color: ${color.accent};
    outline: 3px solid ${color.focus};
    outline-offset: -1px;
  }
  &:disabled {
    opacity: 0.7;
  }
`;

/** A textarea: lines spaced for reading, taller as the user drags it. */
export const fieldArea = css`
  line-height: ${font.lineHeight};
  resize: vertical;
`;

/** Under the fields: a note (a counter, a hint) on the left, the buttons on the right. */
export const formFooter = css`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${space.sm};
`;
