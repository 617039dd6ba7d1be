// The coupon box with its Apply button (SPEC §5, §8): the code must not be empty, and a code
// the server refuses is explained in the server's words (passed in). Enter in the box applies
// the coupon rather than submitting the checkout form around it.
import { useState, type KeyboardEvent } from 'react';
import { css } from '@linaria/core';
import { maxCouponCode } from '../../../contract/billing-limits';
import { couponError } from '../../lib/cards/purchase';
import { Button } from '../Button';
import { color, font, space } from '../tokens';
import { control, PaymentField } from './PaymentField';

interface Props {
  value: string;
  onChange: (value: string) => void;
  onApply: (code: string) => void;
  /** The server's refusal ('This coupon has expired.'), shown until the code changes. */
  message?: string | null;
  /** What the applied coupon gives ('SPRING: 20% off'), said when it is accepted. */
  applied?: string | null;
  /** A check is under way: Apply waits. */
  busy?: boolean;
  disabled?: boolean;
}

export function CouponField({ value, onChange, onApply, message, applied, busy = false, disabled }: Props) {
  // Leaving an empty coupon box is fine (a coupon is optional); only an empty Apply is refused.
  const [tried, setTried] = useState(false);
  const apply = () => {
    setTried(true);
    if (!busy && !couponError(value)) onApply(value.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    apply();
  };
  return (
    <PaymentField
      label="Coupon code"
      rule={tried ? couponError(value) : null}
      submitted={tried}
      error={message || undefined}
      hint={
        // Always in the page, so the coupon's acceptance is read out when it arrives.
        <span role="status" className={success}>
          {applied && (
            <>
              <span aria-hidden="true" className={tick}>
                ✓
              </span>{' '}
              {applied}
            </>
          )}
        </span>
      }
      adornment={
        <Button variant="ghost" className={applyButton} onClick={apply} disabled={busy || disabled} aria-busy={busy || undefined}>
          {busy ? 'Applying…' : 'Apply'}
        </Button>
      }
    >
      {(props) => (
        <input
          {...props}
          className={control}
          type="text"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={maxCouponCode}
          value={value}
          disabled={disabled}
          onChange={(event) => {
            setTried(false);
            onChange(event.target.value);
          }}
          onKeyDown={onKeyDown}
        />
      )}
    </PaymentField>
  );
}

const applyButton = css`
  min-height: 32px;
  margin: 3px;
  padding: 0 ${space.md};
  color: ${color.accent};
  font-size: ${font.small};
`;

// In the text colour beside a green tick: green text this small is too faint on the light page.
const success = css`
  color: ${color.text};
  font-weight: 550;
`;

const tick = css`
  color: ${color.success};
  font-weight: 700;
`;
