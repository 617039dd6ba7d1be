import { css } from '@linaria/core';
import { color, radius } from './tokens';

// An on/off switch: a button with the switch role, so a screen reader says its name and
// whether it is on, and Space or Enter flips it. The name says what it switches (and for
// which item, when a list has one per row); the tooltip says the same to a pointer.

interface SwitchProps {
  checked: boolean;
  label: string;
  onChange: (checked: boolean) => void;
  disabled?: boolean;
}

export function Switch({ checked, label, onChange, disabled }: SwitchProps) {
  return (
    <button type="button" role="switch" aria-checked={checked} aria-label={label} title={label} disabled={disabled} className={target} onClick={() => onChange(!checked)}>
      <span className={track} aria-hidden="true">
        <span className={thumb} />
      </span>
    </button>
  );
}

// 40 px square to touch; the track inside is smaller.
const target = css`
  display: grid;
  flex: none;
  place-items: center;
  width: 44px;
  height: 40px;
  padding: 0;
  border: 0;
  border-radius: ${radius.md};
  background: none;
  cursor: pointer;
  &:focus-visible {
    outline: 3px solid ${color.focus};
    outline-offset: -3px;
  }
  &:disabled {
    opacity: 0.5;
    cursor: default;
  }
`;

const track = css`
  position: relative;
  width: 34px;
  height: 20px;
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.pill};
  background: ${color.sunken};
  transition: background 120ms;
  [aria-checked='true'] > & {
    border-color: ${color.accent};
    background: ${color.accent};
  }
`;

const thumb = css`
  position: absolute;
  top: 2px;
  left: 2px;
  width: 14px;
  height: 14px;
  border-radius: 50%;
  background: ${color.textMuted};
  transition: transform 120ms;
  [aria-checked='true'] & {
    background: ${color.textOnAccent};
    transform: translateX(14px);
  }
  @media (prefers-reduced-motion: reduce) {
    transition: none;
  }
`;
