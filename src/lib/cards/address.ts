// SPEC §5's address rules: the cardholder's name is at most 255 characters and not only digits,
// spaces and dashes (a card number typed in the wrong box); a postal code has at least 2
// letters or digits.
import { maxCardholderName } from '../../../contract/billing-limits';
import { addressMessages } from './messages';

export function cardholderNameError(name: string): string | null {
  const trimmed = name.trim();
  if (trimmed === '') return addressMessages.nameMissing;
  if (name.length > maxCardholderName) return addressMessages.nameTooLong;
  if (/^[\d\s-]+$/.test(trimmed)) return addressMessages.nameNotAName;
  return null;
}

/** The contract's longest postal code (contract/billing.ts Address). */
export const maxPostalCode = 20;

export function postalCodeError(code: string): string | null {
  const trimmed = code.trim();
  if (trimmed === '') return addressMessages.postalMissing;
  if (trimmed.length > maxPostalCode || !/^[\p{L}\p{N}][\p{L}\p{N} -]*$/u.test(trimmed)) return addressMessages.postalInvalid;
  if (trimmed.replace(/[^\p{L}\p{N}]/gu, '').length < 2) return addressMessages.postalIncomplete;
  return null;
}
