// A custom amount of credits (SPEC §5): typed with commas or spaces as the user likes, within
// the installation's bounds (0: none), and priced by the server, whose price is passed in.
import { css } from '@linaria/core';
import { creditAmountError, parseCreditAmount } from '../../lib/cards/purchase';
import { color, font } from '../tokens';
import { control, digitsInput, PaymentField, type FieldState } from './PaymentField';

interface Props extends FieldState {
  value: string;
  onChange: (value: string) => void;
  /** The bounds from GET /billing/config (0: no bound). */
  min: number;
  max: number;
  /** The server's price for the amount ('$40.00'), or null while there is none. */
  price: string | null;
  /** The price is being asked for. */
  pricing?: boolean;
  disabled?: boolean;
}

const count = new Intl.NumberFormat('en');

function boundsText(min: number, max: number): string {
  if (max > 0) return `Between ${count.format(min)} and ${count.format(max)} credits`;
  return min > 0 ? `At least ${count.format(min)} credits` : 'Any number of credits';
}

export function CustomCreditsField({ value, onChange, min, max, price, pricing = false, disabled, ...state }: Props) {
  const rule = creditAmountError(value, min, max);
  return (
    <PaymentField
      label="Credits"
      rule={rule}
      {...state}
      hint={
        <>
          {boundsText(min, max)}
          {/* Read out when the server's price arrives. */}
          <span className={priceLine} aria-live="polite">
            {pricing ? 'Pricing…' : price && !rule ? `Price: ${price}` : ''}
          </span>
        </>
      }
    >
      {({ onBlur, ...props }) => (
        <input
          {...props}
          className={control}
          {...digitsInput}
          autoComplete="off"
          value={value}
          disabled={disabled}
          onChange={(event) => onChange(event.target.value)}
          onBlur={(event) => {
            // Shown the way it is counted: '10000' becomes '10,000'.
            const amount = parseCreditAmount(value);
            if (amount !== null && count.format(amount) !== value) onChange(count.format(amount));
            onBlur(event);
          }}
        />
      )}
    </PaymentField>
  );
}

const priceLine = css`
  display: block;
  color: ${color.text};
  font-size: ${font.body};
  font-weight: 600;
`;
