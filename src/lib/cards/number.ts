// SPEC §5's card number rule: digits only, the Luhn check (UnionPay skips it: it issues numbers
// that fail it), and a length the brand issues.
import { anyBrandPossible, cardDigits, detectCardBrand, maxCardLength } from './brands';
import { cardMessages } from './messages';

/** The Luhn (mod 10) checksum every brand but UnionPay puts in its last digit. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/**
 * What is wrong with a card number, or null when it is a whole, valid number. A number that is
 * still being typed (shorter than its brand's lengths, or its brand not told yet) is
 * incomplete; one no brand issues, too long or failing Luhn is invalid.
 */
export function cardNumberError(number: string): string | null {
  const digits = cardDigits(number);
  if (digits === '') return cardMessages.numberIncomplete;
  if (!/^\d+$/.test(digits)) return cardMessages.numberInvalid;
  const brand = detectCardBrand(digits);
  if (!brand) return anyBrandPossible(digits) && digits.length < maxCardLength(null) ? cardMessages.numberIncomplete : cardMessages.numberInvalid;
  if (digits.length > maxCardLength(brand)) return cardMessages.numberInvalid;
  if (!brand.lengths.includes(digits.length)) return cardMessages.numberIncomplete;
  if (brand.luhn && !passesLuhn(digits)) return cardMessages.numberInvalid;
  return null;
}
