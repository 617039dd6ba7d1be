// Rows of records (people, invitations, payouts, keys, orders) ruled by a line above each: one
// style, so every such list rules its rows the same way. Each screen lays out its own rows.
import { css } from '@linaria/core';
import { color } from './tokens';

export const ruledList = css`
  display: flex;
  flex-direction: column;
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    border-top: 1px solid ${color.border};
  }
`;
