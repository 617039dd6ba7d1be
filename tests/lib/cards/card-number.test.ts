// src/lib/cards: the 12 brands told apart as the user types, the number's grouping on screen,
// and SPEC §5's card number rule, against Stripe's published test numbers for every brand
// Stripe lists and a known number of each brand Stripe does not.
import { describe, expect, it } from 'vitest';
import { cardBrands, detectCardBrand, formatCardNumber, type CardBrandId } from '../../../src/lib/cards/brands';
import { cardMessages } from '../../../src/lib/cards/messages';
import { cardNumberError, passesLuhn } from '../../../src/lib/cards/number';

// Stripe's test cards (docs.stripe.com/testing), by brand, then its decline and authentication cards.
const stripeCards: [string, CardBrandId][] = [
  ['4242424242424242', 'visa'],
  ['4000056655665556', 'visa'],
  ['5555555555554444', 'mastercard'],
  ['2223003122003222', 'mastercard'],
  ['5200828282828210', 'mastercard'],
  ['5105105105105100', 'mastercard'],
  ['378282246310005', 'amex'],
  ['371449635398431', 'amex'],
  ['6011111111111117', 'discover'],
  ['6011000990139424', 'discover'],
  ['6011981111111113', 'discover'],
  ['3056930009020004', 'diners'],
  ['36227206271667', 'diners'],
  ['3566002020360505', 'jcb'],
  ['6200000000000005', 'unionpay'],
  ['6200000000000047', 'unionpay'],
  ['6205500000000000004', 'unionpay'],
  ['4000000000000002', 'visa'], // declined
  ['4000002500003155', 'visa'], // needs authentication
  ['4000000000009995', 'visa'], // insufficient funds
];

// The brands Stripe has no test card for: Luhn-valid numbers in each one's ranges.
const otherCards: [string, CardBrandId][] = [
  ['6759649826438453', 'maestro'],
  ['6799990100000000019', 'maestro'],
  ['2200000000000004', 'mir'],
  ['6362970000457013', 'elo'],
  ['5066991111111118', 'elo'],
  ['6062821086773091', 'hipercard'],
  ['9792000000000003', 'troy'],
];

describe('card brands', () => {
  it('knows 12 brands, the CVC of American Express is 4 digits and every other 3', () => {
    expect(cardBrands).toHaveLength(12);
    for (const brand of cardBrands) expect(brand.cvcSize).toBe(brand.id === 'amex' ? 4 : 3);
  });

  it.each([...stripeCards, ...otherCards])('%s is %s and valid', (number, brand) => {
    expect(detectCardBrand(number)?.id).toBe(brand);
    expect(cardNumberError(number)).toBeNull();
    expect(cardNumberError(formatCardNumber(number))).toBeNull();
  });

  it.each([
    ['', null],
    ['4', 'visa'],
    ['40117', 'visa'],
    ['401178', 'elo'],
    ['5', null],
    ['51', 'mastercard'],
    ['2', null],
    ['222', 'mastercard'],
    ['2720', 'mastercard'],
    ['2721', null],
    ['2201', 'mir'],
    ['34', 'amex'],
    ['37', 'amex'],
    ['3', null],
    ['30', 'diners'],
    ['36', 'diners'],
    ['35', 'jcb'],
    ['6', null],
    ['601', 'discover'],
    ['65', 'discover'],
    ['650031', 'elo'],
    ['62', 'unionpay'],
    ['627780', 'elo'],
    ['63', 'maestro'],
    ['50', 'maestro'],
    ['504175', 'elo'],
    ['6062', 'hipercard'],
    ['606282', 'hipercard'],
    ['38', 'diners'],
    ['384100', 'hipercard'],
    ['9', 'troy'],
    ['1', null],
    ['4a', null],
  ])('as the user types %s it shows %s', (typed, brand) => {
    expect(detectCardBrand(typed)?.id ?? null).toBe(brand);
  });

  it.each([
    ['4242424242424242', '4242 4242 4242 4242'],
    ['4242 4242 42', '4242 4242 42'],
    ['42424', '4242 4'],
    ['4242', '4242'],
    ['378282246310005', '3782 822463 10005'],
    ['37828224631000599', '3782 822463 10005'],
    ['36227206271667', '3622 720627 1667'],
    ['3056930009020004', '3056 9300 0902 0004'],
    ['6205500000000000004', '6205 5000 0000 0000 004'],
    ['4242-4242x4242', '4242 4242 4242'],
    ['42424242424242424242424', '4242 4242 4242 4242 424'],
  ])('shows %s as %s', (typed, shown) => {
    expect(formatCardNumber(typed)).toBe(shown);
  });
});

describe('card number rule (SPEC §5)', () => {
  it.each([
    ['', cardMessages.numberIncomplete],
    ['4', cardMessages.numberIncomplete],
    ['4242 4242 4242', cardMessages.numberIncomplete],
    ['6', cardMessages.numberIncomplete],
    ['37828224631000', cardMessages.numberIncomplete],
    ['42424242424242421', cardMessages.numberIncomplete],
    ['4242424242424241', cardMessages.numberInvalid],
    ['4242 4242 4242 424x', cardMessages.numberInvalid],
    ['4242.4242.4242.4242', cardMessages.numberInvalid],
    ['3782822463100055', cardMessages.numberInvalid],
    ['42424242424242424242', cardMessages.numberInvalid],
    ['1234 5678 9012 3456', cardMessages.numberInvalid],
    ['600', cardMessages.numberInvalid],
    ['4242 4242 4242 4242', null],
    ['4242-4242-4242-4242', null],
    // UnionPay is not Luhn-checked: its test number with a wrong last digit still passes.
    ['6200000000000006', null],
  ])('%s → %s', (number, message) => {
    expect(cardNumberError(number)).toBe(message);
  });

  it('checks Luhn', () => {
    expect(passesLuhn('79927398713')).toBe(true);
    expect(passesLuhn('79927398710')).toBe(false);
    expect(passesLuhn('0')).toBe(true);
  });
});
