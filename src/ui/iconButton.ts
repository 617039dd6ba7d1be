// The square button that holds one icon (open or close a menu, fold the sidebar): one style, so
// every icon button in the app has the same size, target and hover.
import { css } from '@linaria/core';
import { color, radius } from './tokens';

export const iconButton = css`
  display: grid;
  place-items: center;
  width: 40px;
  height: 40px;
  border: 0;
  border-radius: ${radius.md};
  background: none;
  cursor: pointer;
  &:hover {
    background: ${color.sunken};
  }
`;
