// The affiliate program's constants and words apart from its schemas (no TypeBox), so the
// browser's machines and screens import them without a schema builder; contract/affiliate.ts
// re-exports them. The rules themselves are in server/affiliate and README "Affiliate program".

/** SPEC §9: the affiliate page lists the last 5 payouts. */
export const payoutPageSize = 5;

export const payoutStatuses = ['pending', 'paid', 'rejected'] as const;
export type PayoutStatus = (typeof payoutStatuses)[number];

export const payoutMethodTypes = ['paypal', 'bank_transfer'] as const;
export type PayoutMethodType = (typeof payoutMethodTypes)[number];

/** The payout method form's limits: the server refuses past them, the inputs carry them. */
export const payoutEmailMaxLength = 254;
export const accountHolderMaxLength = 200;
/** Room for an IBAN printed with spaces (34 characters at most without them). */
export const ibanMaxLength = 64;

/** Where a referral link leads; `?ref=` is kept in the browser until signup sends it. */
export { referralParam, referralPath } from './referral';

// SPEC §8's words, and the refusals the server words and the browser shows as they come.
export const withdrawalSent = 'Withdrawal request sent successfully!';
export const payoutMethodSaved = 'Payout method saved.';
export const payoutMethodMissing = 'Add a payout method before requesting a withdrawal.';
export const payoutPending = 'Your previous withdrawal request is still pending.';
export const invalidPaypalEmail = 'Please enter a valid PayPal email address.';
export const missingAccountHolder = "Please enter the account holder's name.";
export const invalidIban = 'Please enter a valid IBAN.';
export const unknownPayoutMethod = 'Choose PayPal or bank transfer.';

/** Dollars as the page shows them: $1,234.50. */
export const formatUsd = (amount: number) => `$${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export const belowMinimum = (minimum: number) => `You can request a withdrawal once your balance reaches ${formatUsd(minimum)}.`;
export const amountBelowMinimum = (minimum: number) => `The smallest withdrawal is ${formatUsd(minimum)}.`;
export const amountAboveBalance = (balance: number) => `You can withdraw at most your balance, ${formatUsd(balance)}.`;

/**
 * An IBAN as ISO 13616 checks it: 2 letters, 2 check digits, up to 30 letters and digits, and the
 * whole number mod 97 is 1. Spaces are allowed as printed; the answer is the compact form, or null.
 */
export function normaliseIban(input: string): string | null {
  const iban = input.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return null;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let rest = 0;
  for (const digit of digits) rest = (rest * 10 + Number(digit)) % 97;
  return rest === 1 ? iban : null;
}
