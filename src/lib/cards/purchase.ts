// SPEC §5's rules for what is bought: a coupon is a non-empty code; a custom amount of credits
// is typed with commas and spaces as the user likes and must lie within the configured bounds
// (0: no bound). The server prices it and checks it again.
import { couponMissing, customCreditsInvalid } from '../../../contract/billing-limits';

export function couponError(code: string): string | null {
  return code.trim() === '' ? couponMissing : null;
}

/** The amount typed ('10,000', '10 000'), or null when it is not a whole number of credits. */
export function parseCreditAmount(typed: string): number | null {
  const digits = typed.replace(/[,\s]/g, '');
  if (!/^\d+$/.test(digits)) return null;
  const amount = Number(digits);
  return Number.isSafeInteger(amount) ? amount : null;
}

export function creditAmountError(typed: string, min: number, max: number): string | null {
  const amount = parseCreditAmount(typed);
  if (amount === null || amount === 0) return customCreditsInvalid(min, max);
  if ((min > 0 && amount < min) || (max > 0 && amount > max)) return customCreditsInvalid(min, max);
  return null;
}
