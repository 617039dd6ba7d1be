// src/lib/cards: the expiry's typing aid and rule, the CVC's size by brand (SPEC §5), the
// address rules, the coupon and the custom credit amount.
import { describe, expect, it } from 'vitest';
import { customCreditsInvalid } from '../../../contract/billing-limits';
import { cardholderNameError, postalCodeError } from '../../../src/lib/cards/address';
import { detectCardBrand } from '../../../src/lib/cards/brands';
import { cvcError, cvcMaxLength } from '../../../src/lib/cards/cvc';
import { expiryError, formatExpiry, parseExpiry } from '../../../src/lib/cards/expiry';
import { addressMessages, cardMessages } from '../../../src/lib/cards/messages';
import { couponError, creditAmountError, parseCreditAmount } from '../../../src/lib/cards/purchase';

// 15 June 2026, local time.
const now = new Date(2026, 5, 15);

describe('expiry (SPEC §5)', () => {
  it.each([
    ['', ''],
    ['0', '0'],
    ['1', '1'],
    ['2', '02 / '],
    ['4', '04 / '],
    ['9', '09 / '],
    ['10', '10 / '],
    ['12', '12 / '],
    ['13', '13 / '],
    ['1/', '01 / '],
    ['12 / 3', '12 / 3'],
    ['12 / 34', '12 / 34'],
    ['12 / 345', '12 / 34'],
    ['1234', '12 / 34'],
    ['429', '04 / 29'],
    ['12/2030', '12 / 30'],
    ['122030', '12 / 30'],
    ['04 /', '04'],
    ['04 ', '04'],
    ['ab', ''],
  ])('typing %j shows %j', (typed, shown) => {
    expect(formatExpiry(typed)).toBe(shown);
  });

  it.each([
    ['', cardMessages.expiryIncomplete],
    ['1', cardMessages.expiryIncomplete],
    ['12 / ', cardMessages.expiryIncomplete],
    ['12 / 3', cardMessages.expiryIncomplete],
    ['00 / 30', cardMessages.expiryInvalid],
    ['13 / 30', cardMessages.expiryInvalid],
    ['13 / ', cardMessages.expiryInvalid],
    ['05 / 26', cardMessages.expiryInvalid], // last month
    ['06 / 26', null], // this month
    ['12 / 26', null],
    ['01 / 25', cardMessages.expiryInvalid], // last year
    ['12 / 45', null], // 19 years ahead
    ['01 / 46', cardMessages.expiryInvalid], // 20 years ahead
    ['1a / 30', cardMessages.expiryInvalid],
  ])('%j → %s', (value, message) => {
    expect(expiryError(value, now)).toBe(message);
  });

  it('gives the month and the four-digit year', () => {
    expect(parseExpiry('04 / 29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('04/29')).toEqual({ month: 4, year: 2029 });
    expect(parseExpiry('04 / 2')).toBeNull();
  });
});

describe('CVC (SPEC §5)', () => {
  const amex = detectCardBrand('378282246310005');
  const visa = detectCardBrand('4242424242424242');
  it.each([
    ['', visa, cardMessages.cvcIncomplete],
    ['12', visa, cardMessages.cvcIncomplete],
    ['123', visa, null],
    ['1234', visa, cardMessages.cvcInvalid],
    ['12a', visa, cardMessages.cvcInvalid],
    ['123', amex, cardMessages.cvcIncomplete],
    ['1234', amex, null],
    ['12345', amex, cardMessages.cvcInvalid],
    ['123', null, null],
    ['1234', null, null],
    ['12345', null, cardMessages.cvcInvalid],
  ])('%j for %s → %s', (cvc, brand, message) => {
    expect(cvcError(cvc, brand)).toBe(message);
  });

  it('takes 4 digits for American Express, 3 for the others, 4 until the brand is known', () => {
    expect([cvcMaxLength(amex), cvcMaxLength(visa), cvcMaxLength(null)]).toEqual([4, 3, 4]);
  });
});

describe('address (SPEC §5)', () => {
  it.each([
    ['Ada Lovelace', null],
    ['Jean-Luc Picard', null],
    ['R2-D2', null],
    ['', addressMessages.nameMissing],
    ['   ', addressMessages.nameMissing],
    ['4242 4242-4242', addressMessages.nameNotAName],
    ['a'.repeat(255), null],
    ['a'.repeat(256), addressMessages.nameTooLong],
  ])('name %j → %s', (name, message) => {
    expect(cardholderNameError(name)).toBe(message);
  });

  it.each([
    ['SW1A 1AA', null],
    ['94107', null],
    ['12', null],
    ['K1A-0B1', null],
    ['', addressMessages.postalMissing],
    ['1', addressMessages.postalIncomplete],
    ['1-', addressMessages.postalIncomplete],
    ['12#', addressMessages.postalInvalid],
    ['-12', addressMessages.postalInvalid],
    ['1'.repeat(21), addressMessages.postalInvalid],
  ])('postal code %j → %s', (code, message) => {
    expect(postalCodeError(code)).toBe(message);
  });
});

describe('coupon and custom credits (SPEC §5)', () => {
  it('wants a coupon code', () => {
    expect(couponError('')).toBe('Please enter a coupon code.');
    expect(couponError('  ')).toBe('Please enter a coupon code.');
    expect(couponError('SPRING')).toBeNull();
  });

  it.each([
    ['10,000', 10000],
    ['10 000', 10000],
    [' 1,000,000 ', 1000000],
    ['2500', 2500],
    ['', null],
    ['12.5', null],
    ['-5', null],
    ['1e4', null],
    ['ten', null],
  ])('reads %j as %s', (typed, amount) => {
    expect(parseCreditAmount(typed)).toBe(amount);
  });

  it.each([
    ['1,000', 1000, 1000000, null],
    ['1,000,000', 1000, 1000000, null],
    ['999', 1000, 1000000, customCreditsInvalid(1000, 1000000)],
    ['1,000,001', 1000, 1000000, customCreditsInvalid(1000, 1000000)],
    ['', 1000, 1000000, customCreditsInvalid(1000, 1000000)],
    ['abc', 1000, 1000000, customCreditsInvalid(1000, 1000000)],
    ['0', 0, 0, customCreditsInvalid(0, 0)],
    ['50,000,000', 1000, 0, null], // 0: no upper bound
    ['1', 0, 500, null], // 0: no lower bound
  ])('%j between %d and %d → %s', (typed, min, max, message) => {
    expect(creditAmountError(typed, min, max)).toBe(message);
  });
});
