// The checkout form's values and SPEC §5's checks on them, for checkoutMachine: the address
// (cardholder's name, postal code, country) and, for the sandbox, the card typed in our own
// fields. With Stripe the card is Stripe's element and Stripe checks it; a purchase that costs
// nothing (the free plan) takes no card at all.
import type { CardInput } from '../../gateway/generated/graphql';
import { cardholderNameError, postalCodeError } from '../../lib/cards/address';
import { cardDigits, detectCardBrand } from '../../lib/cards/brands';
import { cardNumberError } from '../../lib/cards/number';
import { cvcError } from '../../lib/cards/cvc';
import { expiryError, parseExpiry } from '../../lib/cards/expiry';

export interface CheckoutFields {
  name: string;
  line1: string;
  city: string;
  postalCode: string;
  country: string;
  number: string;
  expiry: string;
  cvc: string;
}

export type FieldName = keyof CheckoutFields;
export type FieldErrors = Partial<Record<FieldName, string>>;

export const emptyFields: CheckoutFields = { name: '', line1: '', city: '', postalCode: '', country: 'US', number: '', expiry: '', cvc: '' };

/** What stops the form being sent, by field; empty when it can go. */
export function fieldErrors(fields: CheckoutFields, { card, now }: { card: boolean; now: Date }): FieldErrors {
  const errors: FieldErrors = {};
  const set = (field: FieldName, error: string | null) => error && (errors[field] = error);
  set('name', cardholderNameError(fields.name));
  set('postalCode', postalCodeError(fields.postalCode));
  if (!/^[A-Z]{2}$/.test(fields.country)) errors.country = 'Please choose a country.';
  if (card) {
    set('number', cardNumberError(fields.number));
    set('expiry', expiryError(fields.expiry, now));
    set('cvc', cvcError(fields.cvc, detectCardBrand(fields.number)));
  }
  return errors;
}

export function hasErrors(errors: FieldErrors): boolean {
  return Object.keys(errors).length > 0;
}

/** The sandbox's card from fields that passed fieldErrors. */
export function cardOf(fields: CheckoutFields): CardInput {
  const expiry = parseExpiry(fields.expiry)!;
  return { number: cardDigits(fields.number), expMonth: expiry.month, expYear: expiry.year, cvc: fields.cvc };
}

export function addressOf(fields: CheckoutFields) {
  return { name: fields.name.trim(), line1: fields.line1.trim() || null, city: fields.city.trim() || null, postalCode: fields.postalCode.trim(), country: fields.country };
}
