// The quick prompt box's field, shared by the box (QuickPromptBox.tsx, loaded just after the
// first paint) and the placeholder that stands in its place until then (QuickPrompt.tsx), so
// the two look the same and nothing moves when one replaces the other.
import { css } from '@linaria/core';
import { color, font, radius, space } from '../ui/tokens';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);
export const placeholder = `Quick prompt… (${isMac ? '⌘' : 'Ctrl+'}K)`;

let focusedEarly = false;
/** The placeholder was focused: the box takes the focus when it arrives. */
export const focusEarly = () => {
  focusedEarly = true;
};
/** Whether the placeholder had the focus (once). */
export function takeEarlyFocus(): boolean {
  const focused = focusedEarly;
  focusedEarly = false;
  return focused;
}

export const box = css`
  position: relative;
  flex: 1;
  max-width: 420px;
  @media (max-width: 600px) {
    display: none;
  }
`;

export const field = css`
  box-sizing: border-box;
  width: 100%;
  padding: 6px ${space.md};
  border: 1px solid ${color.border};
  border-radius: ${radius.pill};
  background: ${color.page};
  font: inherit;
  font-size: ${font.small};
  &:focus {
    outline: 2px solid ${color.focus};
    background: ${color.surface};
  }
`;

