// The address form's fields (SPEC §5): the cardholder's name, the postal code and the country,
// which the invoice is made out to.
import { useMemo } from 'react';
import { css } from '@linaria/core';
import { maxCardholderName, maxPostalCode } from '../../../contract/billing-limits';
import { cardholderNameError, postalCodeError } from '../../lib/cards/address';
import { countries } from '../../lib/cards/countries';
import { control, PaymentField, type FieldState } from './PaymentField';

interface TextProps extends FieldState {
  value: string;
  onChange: (value: string) => void;
  disabled?: boolean;
}

export function CardholderNameField({ value, onChange, disabled, ...state }: TextProps) {
  return (
    <PaymentField label="Name on card" rule={cardholderNameError(value)} {...state}>
      {(props) => (
        <input {...props} className={control} type="text" autoComplete="cc-name" maxLength={maxCardholderName} value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)} />
      )}
    </PaymentField>
  );
}

export function PostalCodeField({ value, onChange, disabled, ...state }: TextProps) {
  return (
    <PaymentField label="Postal code" rule={postalCodeError(value)} {...state}>
      {(props) => (
        <input
          {...props}
          className={control}
          type="text"
          autoComplete="postal-code"
          spellCheck={false}
          maxLength={maxPostalCode}
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </PaymentField>
  );
}

export const countryMissing = 'Please choose a country.';

/** The country as an ISO 3166-1 alpha-2 code ('' until one is chosen). */
export function CountrySelect({ value, onChange, disabled, locale, ...state }: TextProps & { locale?: string }) {
  const options = useMemo(() => countries(locale), [locale]);
  return (
    <PaymentField label="Country" rule={value ? null : countryMissing} {...state}>
      {(props) => (
        <select {...props} className={`${control} ${select}`} autoComplete="country" value={value} disabled={disabled} onChange={(event) => onChange(event.target.value)}>
          {!value && <option value="">Choose a country</option>}
          {options.map((country) => (
            <option key={country.code} value={country.code}>
              {country.name}
            </option>
          ))}
        </select>
      )}
    </PaymentField>
  );
}

// The box around it draws the border; the select keeps its own arrow, and the height of the
// text inputs beside it (a select draws its line shorter).
const select = css`
  min-height: 44px;
  margin-right: 8px;
  padding-right: 4px;
  cursor: pointer;
`;
