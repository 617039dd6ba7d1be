import type { FormEvent } from 'react';
import { css, cx } from '@linaria/core';
import type { FieldErrors, FieldName, CheckoutFields } from '../../machines/billing/checkoutForm';
import type { CardPayments } from '../../machines/billing/checkoutMachine';
import { detectCardBrand } from '../../lib/cards/brands';
import { Button } from '../../ui/Button';
import { FormRefusal } from '../../ui/FormRefusal';
import { Spinner } from '../../ui/Spinner';
import { CardholderNameField, CountrySelect, PostalCodeField } from '../../ui/payment/AddressFields';
import { CardNumberField } from '../../ui/payment/CardNumberField';
import { CouponField } from '../../ui/payment/CouponField';
import { CvcField } from '../../ui/payment/CvcField';
import { ExpiryField } from '../../ui/payment/ExpiryField';
import { FieldRow } from '../../ui/payment/PaymentField';
import { space } from '../../ui/tokens';
import { StripeCard } from './StripeCard';
import { card as cardFrame, fieldsetCard, muted, sectionTitle } from './styles';

// The checkout form (SPEC §2, §5): coupon, address and card — our own card fields for the
// sandbox, Stripe's element with Stripe — and Pay. A view of checkoutMachine's snapshot.

export interface CheckoutFormProps {
  fields: CheckoutFields;
  fieldErrors: FieldErrors;
  couponText: string;
  coupon: string | null;
  couponError: string | null;
  couponBusy: boolean;
  busy: boolean;
  error: string | null;
  /** 'sandbox': our fields; 'stripe': Stripe's element; null: nothing to pay (the free plan). */
  card: 'sandbox' | 'stripe' | null;
  stripeKey: string | null;
  payLabel: string;
  onField: (field: FieldName, value: string) => void;
  onCouponChange: (value: string) => void;
  onCouponApply: () => void;
  onCouponRemove: () => void;
  onSubmit: () => void;
  onStripeReady: (payments: CardPayments) => void;
}

export function CheckoutForm(props: CheckoutFormProps) {
  const { fields, fieldErrors, busy, onField } = props;
  const submitted = Object.keys(fieldErrors).length > 0;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  return (
    <form className={form} onSubmit={submit} noValidate aria-busy={busy} aria-label="Payment">
      <section className={cardFrame} aria-labelledby="coupon-title">
        <h2 id="coupon-title" className={sectionTitle}>
          Coupon
        </h2>
        <CouponField
          value={props.couponText}
          onChange={props.onCouponChange}
          onApply={props.onCouponApply}
          message={props.couponError}
          applied={props.coupon ? `Coupon ${props.coupon} applied.` : null}
          busy={props.couponBusy}
          disabled={busy}
        />
        {props.coupon && (
          <Button variant="ghost" className={removeCoupon} onClick={props.onCouponRemove} disabled={busy || props.couponBusy}>
            Remove coupon
          </Button>
        )}
      </section>
      <fieldset className={cx(cardFrame, fieldsetCard)} disabled={busy}>
        <legend className={legend}>Billing address</legend>
        <CardholderNameField value={fields.name} onChange={(value) => onField('name', value)} submitted={submitted} error={fieldErrors.name} />
        <FieldRow>
          <PostalCodeField value={fields.postalCode} onChange={(value) => onField('postalCode', value)} submitted={submitted} error={fieldErrors.postalCode} />
          <CountrySelect value={fields.country} onChange={(value) => onField('country', value)} submitted={submitted} error={fieldErrors.country} />
        </FieldRow>
      </fieldset>
      {props.card && (
        <fieldset className={cx(cardFrame, fieldsetCard)} disabled={busy}>
          <legend className={legend}>Card</legend>
          {props.card === 'stripe' && props.stripeKey ? (
            <StripeCard publishableKey={props.stripeKey} onReady={props.onStripeReady} />
          ) : (
            <>
              <CardNumberField value={fields.number} onChange={(value) => onField('number', value)} submitted={submitted} error={fieldErrors.number} />
              <FieldRow>
                <ExpiryField value={fields.expiry} onChange={(value) => onField('expiry', value)} submitted={submitted} error={fieldErrors.expiry} />
                <CvcField value={fields.cvc} onChange={(value) => onField('cvc', value)} brand={detectCardBrand(fields.number)} submitted={submitted} error={fieldErrors.cvc} />
              </FieldRow>
            </>
          )}
          <p className={muted}>Payments are processed securely. Your card is charged once.</p>
        </fieldset>
      )}
      {props.error && <FormRefusal message={props.error} />}
      <Button type="submit" disabled={busy || props.couponBusy} className={payButton}>
        {busy && <Spinner decorative />}
        {busy ? 'Processing…' : props.payLabel}
      </Button>
    </form>
  );
}

const form = css`
  display: flex;
  flex-direction: column;
  gap: ${space.lg};
  min-width: 0;
`;

const legend = css`
  float: left;
  width: 100%;
  margin-bottom: ${space.sm};
  padding: 0;
  font-size: 17px;
  font-weight: 700;
`;

const removeCoupon = css`
  align-self: flex-start;
`;

const payButton = css`
  min-height: 46px;
  font-size: 16px;
`;
