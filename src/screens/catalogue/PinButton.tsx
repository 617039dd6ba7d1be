import { css, cx } from '@linaria/core';
import { color, font, radius, space } from '../../ui/tokens';

/** Pins a model to the top of the catalogue (kept in this browser), or unpins it. */
export function PinButton({ name, pinned, onToggle }: { name: string; pinned: boolean; onToggle: () => void }) {
  return (
    <button type="button" className={cx(button, pinned && on)} aria-pressed={pinned} aria-label={`Pin ${name}`} onClick={onToggle}>
      {pinned ? 'Pinned' : 'Pin'}
    </button>
  );
}

const button = css`
  flex-shrink: 0;
  min-height: 28px;
  padding: 0 ${space.md};
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.pill};
  background: transparent;
  color: ${color.textMuted};
  font-size: ${font.small};
  font-weight: 550;
  cursor: pointer;
  &:hover {
    border-color: ${color.accent};
    color: ${color.accent};
  }
`;

const on = css`
  border-color: transparent;
  background: ${color.accentSoft};
  color: ${color.accent};
`;
