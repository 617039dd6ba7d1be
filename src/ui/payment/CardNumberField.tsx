// The card number (SPEC §5): grouped as the brand groups it while it is typed ('4242 4242…',
// Amex '3782 822463 10005'), the brand's mark at the end of the box as soon as its first digits
// tell it, and said aloud once. The value handed up is what the box shows; cardDigits() gives
// the bare number.
import { useLayoutEffect, useRef, type ChangeEvent } from 'react';
import { css } from '@linaria/core';
import { detectCardBrand, formatCardNumber } from '../../lib/cards/brands';
import { caretAfterDigits, digitsBefore } from '../../lib/cards/caret';
import { cardNumberError } from '../../lib/cards/number';
import { visuallyHidden } from '../a11y';
import { color, space } from '../tokens';
import { CardBrandIcon } from './CardBrandIcon';
import { control, digitsInput, PaymentField, type FieldState } from './PaymentField';

interface Props extends FieldState {
  value: string;
  onChange: (value: string) => void;
  label?: string;
  disabled?: boolean;
}

export function CardNumberField({ value, onChange, label = 'Card number', disabled, ...state }: Props) {
  const brand = detectCardBrand(value);
  const input = useRef<HTMLInputElement>(null);
  // Re-formatting moves the caret to the end; put it back after the same digits.
  const caret = useRef<number | null>(null);
  useLayoutEffect(() => {
    const box = input.current;
    if (caret.current === null || !box || box.ownerDocument.activeElement !== box) return;
    box.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  });
  const change = (event: ChangeEvent<HTMLInputElement>) => {
    const typed = event.target.value;
    const next = formatCardNumber(typed);
    caret.current = caretAfterDigits(next, digitsBefore(typed, event.target.selectionStart ?? typed.length));
    onChange(next);
  };
  return (
    <PaymentField
      label={label}
      rule={cardNumberError(value)}
      {...state}
      adornment={
        <span className={mark}>
          <CardBrandIcon brand={brand} />
          <span className={visuallyHidden} aria-live="polite">
            {brand?.name ?? ''}
          </span>
        </span>
      }
    >
      {(props) => (
        <input
          {...props}
          ref={input}
          className={control}
          {...digitsInput}
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={value}
          disabled={disabled}
          onChange={change}
        />
      )}
    </PaymentField>
  );
}

const mark = css`
  display: flex;
  flex-shrink: 0;
  padding-right: ${space.md};
  color: ${color.textMuted};
`;
