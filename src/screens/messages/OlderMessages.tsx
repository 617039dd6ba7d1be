import { css } from '@linaria/core';
import { Spinner } from '../../ui/Spinner';
import { color, font, radius, shadow, space } from '../../ui/tokens';
import { textButton } from './messageStyles';

// A long conversation opens with the newest page of its path; the pages above come as the
// reader scrolls near the top (olderMessagesMachine). This is what the list shows meanwhile: a
// small loading row, or what went wrong with a Retry. It floats at the top of the list, so it
// never moves the messages the reader is looking at.

export interface OlderMessages {
  /** The path goes on above the first message shown. */
  has: boolean;
  loading: boolean;
  /** Why the last page could not be loaded (Retry asks again). */
  error: string | null;
  load(): void;
  retry(): void;
}

/** Within this distance of the top, the page above is asked for (about two screens of messages). */
export const NEAR_TOP_PX = 1500;

export function nearTop(scroller: HTMLElement): boolean {
  return scroller.scrollTop < NEAR_TOP_PX;
}

export function OlderMessagesRow({ older }: { older: OlderMessages }) {
  if (!older.error && !older.loading) return null;
  return (
    // A sticky line of no height: the pill hangs from it, over the messages, taking no room.
    <div className={anchor}>
      {older.error ? (
        <div role="alert" className={pill}>
          Earlier messages could not be loaded. {older.error}
          <button type="button" className={textButton} onClick={older.retry}>
            Retry
          </button>
        </div>
      ) : (
        <div role="status" className={pill}>
          <Spinner decorative /> Loading earlier messages…
        </div>
      )}
    </div>
  );
}

const anchor = css`
  position: sticky;
  top: 0;
  z-index: 1;
  height: 0;
  overflow: visible;
  display: flex;
  justify-content: center;
`;

const pill = css`
  display: flex;
  align-items: center;
  gap: ${space.sm};
  margin-top: ${space.sm};
  padding: ${space.xs} ${space.md};
  border-radius: ${radius.pill};
  background: ${color.surface};
  box-shadow: ${shadow.card};
  color: ${color.textMuted};
  font-size: ${font.small};
`;
