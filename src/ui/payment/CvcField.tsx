// The card's security code (SPEC §5): digits only, as many as the brand's code has (4 on the
// front of an American Express card, 3 on the back of the others).
import type { CardBrand } from '../../lib/cards/brands';
import { cvcError, cvcMaxLength } from '../../lib/cards/cvc';
import { control, digitsInput, PaymentField, type FieldState } from './PaymentField';

interface Props extends FieldState {
  value: string;
  onChange: (value: string) => void;
  /** The card number's brand (detectCardBrand), or null while it is not known. */
  brand: CardBrand | null;
  disabled?: boolean;
}

export function CvcField({ value, onChange, brand, disabled, ...state }: Props) {
  const size = cvcMaxLength(brand);
  return (
    <PaymentField label="Security code (CVC)" rule={cvcError(value, brand)} {...state}>
      {(props) => (
        <input
          {...props}
          className={control}
          {...digitsInput}
          autoComplete="cc-csc"
          placeholder={brand ? '1234'.slice(0, size) : 'CVC'}
          maxLength={size}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value.replace(/\D/g, '').slice(0, size))}
        />
      )}
    </PaymentField>
  );
}
