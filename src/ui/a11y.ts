import { css } from '@linaria/core';

// Text for assistive technology only: read aloud and in the accessibility tree, not drawn.
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  margin: -1px;
  padding: 0;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;
