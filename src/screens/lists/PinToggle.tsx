import { css, cx } from '@linaria/core';
import { Icon } from '../../ui/icons';
import { iconButton } from '../../ui/iconButton';
import { color } from '../../ui/tokens';

// The pin of a list item (SPEC §2 "pin and unpin"): a toggle button named for its item ("Pin
// Review of May"), pressed while pinned. Pinned items come first, in the order they were pinned.

export function PinToggle({ pinned, label, onChange }: { pinned: boolean; label: string; onChange: (pinned: boolean) => void }) {
  return (
    <button
      type="button"
      className={cx(iconButton, pin, pinned && pinOn)}
      aria-label={label}
      aria-pressed={pinned}
      title={pinned ? 'Unpin' : 'Pin to the top'}
      onClick={() => onChange(!pinned)}
    >
      <Icon name="pin" size={18} />
    </button>
  );
}

// Faint until pinned or pointed at, so a long list is not a column of pins.
const pin = css`
  flex: none;
  width: 36px;
  height: 36px;
  color: ${color.textMuted};
  opacity: 0.55;
  &:hover,
  &:focus-visible {
    opacity: 1;
  }
  &:focus-visible {
    outline: 3px solid ${color.focus};
  }
`;

const pinOn = css`
  color: ${color.accent};
  opacity: 1;
`;
