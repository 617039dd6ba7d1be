// The card's expiry as 'MM / YY' (SPEC §5): the leading 0 and the slash appear as soon as the
// month can only be one digit ('4' → '04 / ').
import { expiryError, formatExpiry } from '../../lib/cards/expiry';
import { control, digitsInput, PaymentField, type FieldState } from './PaymentField';

interface Props extends FieldState {
  value: string;
  onChange: (value: string) => void;
  /** Today, for the "not in the past" rule (tests pass a fixed one). */
  now?: Date;
  disabled?: boolean;
}

export function ExpiryField({ value, onChange, now = new Date(), disabled, ...state }: Props) {
  return (
    <PaymentField label="Expiry date" rule={expiryError(value, now)} {...state}>
      {(props) => (
        <input
          {...props}
          className={control}
          {...digitsInput}
          autoComplete="cc-exp"
          placeholder="MM / YY"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(formatExpiry(event.target.value))}
        />
      )}
    </PaymentField>
  );
}
