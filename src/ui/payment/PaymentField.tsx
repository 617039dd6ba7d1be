// The frame every checkout field shares: its label, the control, a hint, and its error under
// it. The error is the field's own rule (src/lib/cards) and shows once the user has left the
// field with something in it, or tried to submit: nobody is told off for a number they are
// still typing, or for an empty field they only tabbed through. The control points at it with
// aria-describedby and says aria-invalid while it shows.
import { useId, useState, type FocusEvent, type ReactNode } from 'react';
import { css, cx } from '@linaria/core';
import { color, font, radius, space } from '../tokens';

/** What the control of a field needs from its frame. */
export interface ControlProps {
  id: string;
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
  onBlur: (event: FocusEvent<HTMLInputElement | HTMLSelectElement>) => void;
}

/** Props every field takes. */
export interface FieldState {
  /** The form was submitted: show the error even in a field never left. */
  submitted?: boolean;
  /** A message from elsewhere (the server) shown in place of the field's own rule. */
  error?: string | null;
}

interface Props extends FieldState {
  label: string;
  /** The field's own rule applied to its value: null when it is fine. */
  rule: string | null;
  hint?: ReactNode;
  /** Drawn inside the box after the control (the card brand). */
  adornment?: ReactNode;
  className?: string;
  children: (control: ControlProps) => ReactNode;
}

export function PaymentField({ label, rule, hint, adornment, submitted = false, error, className, children }: Props) {
  const id = useId();
  const [left, setLeft] = useState(false);
  const message = error ?? ((left || submitted) ? rule : null);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = message ? `${id}-error` : undefined;
  return (
    <div className={cx(field, className)}>
      <label className={labelText} htmlFor={id}>
        {label}
      </label>
      <div className={cx(box, message && boxInvalid)}>
        {children({ id, 'aria-describedby': cx(hintId, errorId) || undefined, 'aria-invalid': message ? true : undefined, onBlur: (event) => setLeft((was) => was || event.target.value !== '') })}
        {adornment}
      </div>
      {hint && (
        <span id={hintId} className={hintText}>
          {hint}
        </span>
      )}
      {/* Always in the page, so a message that appears in it is read out. */}
      <p className={errorText} aria-live="polite">
        {message && <span id={errorId}>{message}</span>}
      </p>
    </div>
  );
}

/** Fields side by side that stack when the screen is too narrow for both (expiry and CVC). */
export function FieldRow({ children }: { children: ReactNode }) {
  return <div className={row}>{children}</div>;
}

/** A text box for digits: a phone shows its number pad, and no spelling is checked. */
export const digitsInput = { type: 'text', inputMode: 'numeric', spellCheck: false } as const;

/** The input's own look inside the frame's box (the box draws the border and focus ring). */
export const control = css`
  flex: 1;
  min-width: 0;
  padding: 10px ${space.md};
  border: 0;
  background: transparent;
  color: ${color.text};
  font: inherit;
  &:focus {
    outline: none;
  }
  &::placeholder {
    color: ${color.textMuted};
  }
  &:disabled {
    opacity: 0.7;
  }
`;

const field = css`
  display: flex;
  flex-direction: column;
  gap: ${space.xs};
  min-width: 0;
`;

const labelText = css`
  font-size: ${font.small};
  font-weight: 550;
`;

const box = css`
  display: flex;
  align-items: center;
  border: 1px solid ${color.borderStrong};
  border-radius: ${radius.md};
  background: ${color.surface};
  &:focus-within {
    border-color: ${color.accent};
    outline: 3px solid ${color.focus};
    outline-offset: -1px;
  }
`;

const boxInvalid = css`
  border-color: ${color.danger};
`;

const hintText = css`
  color: ${color.textMuted};
  font-size: ${font.small};
`;

const errorText = css`
  margin: 0;
  color: ${color.danger};
  font-size: ${font.small};
`;

const row = css`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(140px, 1fr));
  gap: ${space.md};
`;
