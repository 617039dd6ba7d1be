// A list with no bullets whose items stack with a small gap (navigation, the chat history):
// one style, so every such list in the app lines up the same way.
import { css } from '@linaria/core';

export const stackList = css`
  display: flex;
  flex-direction: column;
  gap: 2px;
  margin: 0;
  padding: 0;
  list-style: none;
`;
