// The dashed notice said instead of content (empty, not found, logged out, failed): the tools'
// frame (toolPage.ts) and the app's own screen error use it, so it is part of every page's UI.
import { css } from '@linaria/core';
import { color, radius, space } from './tokens';

/** Empty, not found, logged out: what there is to say instead of the content, and a way on. */
export const notice = css`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${space.sm};
  padding: ${space.xl};
  border: 1px dashed ${color.borderStrong};
  border-radius: ${radius.lg};
  color: ${color.textMuted};
  p {
    margin: 0;
  }
  a {
    color: ${color.accent};
  }
`;

export const noticeTitle = css`
  color: ${color.text};
  font-weight: 600;
`;
