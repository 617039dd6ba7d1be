import { css } from '@linaria/core';
import { space } from '../../ui/tokens';

// Its own module: the share page needs it before the message list, and nothing else of the chat's styles.
/** The scrolling area of a conversation's messages (MessageList, and its stand-in while it loads). */
export const messageScroller = css`
  flex: 1;
  overflow-y: auto;
  padding: ${space.xl} ${space.lg};
`;
