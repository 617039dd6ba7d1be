// SPEC §5's expiry rule and its typing aid. The field shows 'MM / YY': a first month digit
// above 1 can only be a one-digit month, so it gets its leading 0 and the slash at once
// ('4' → '04 / '); a valid card expires in a month from this one up to 19 years ahead.
import { cardMessages } from './messages';

/** SPEC §9: how many years ahead an expiry may lie. */
export const expiryYearsAhead = 19;

const separator = ' / ';

/**
 * The field's text after a keystroke or a paste: 'MM / YY'. A separator the user is deleting
 * ('04 /' after a backspace) is dropped, not put back; a four-digit year is cut to two.
 */
export function formatExpiry(typed: string): string {
  const deleting = /^\d\d( \/?)$/.exec(typed);
  if (deleting) return typed.slice(0, 2);
  const slash = typed.indexOf('/');
  let month: string;
  let year: string;
  if (slash >= 0) {
    month = typed.slice(0, slash).replace(/\D/g, '');
    year = typed.slice(slash + 1).replace(/\D/g, '');
    if (month.length === 1) month = `0${month}`;
    month = month.slice(0, 2);
  } else {
    const digits = typed.replace(/\D/g, '');
    const monthSize = digits[0] !== undefined && digits[0] > '1' ? 1 : 2;
    month = digits.slice(0, monthSize).padStart(monthSize === 1 ? 2 : 0, '0');
    year = digits.slice(monthSize);
  }
  if (year.length > 2) year = year.length === 4 && year.startsWith('20') ? year.slice(2) : year.slice(0, 2);
  if (month.length < 2) return month;
  return `${month}${separator}${year}`;
}

/** The month (1-12 not checked) and the four-digit year of a whole 'MM / YY', else null. */
export function parseExpiry(value: string): { month: number; year: number } | null {
  const match = /^(\d\d) ?\/ ?(\d\d)$/.exec(value.trim());
  if (!match) return null;
  return { month: Number(match[1]), year: 2000 + Number(match[2]) };
}

export function expiryError(value: string, now: Date): string | null {
  const [monthText = '', yearText = ''] = value.split('/').map((part) => part.trim());
  if (/[^\d]/.test(monthText + yearText)) return cardMessages.expiryInvalid;
  if (monthText.length === 2) {
    const month = Number(monthText);
    if (month < 1 || month > 12) return cardMessages.expiryInvalid;
  }
  if (monthText.length < 2 || yearText.length < 2) return cardMessages.expiryIncomplete;
  const parsed = parseExpiry(value);
  if (!parsed) return cardMessages.expiryInvalid;
  const thisYear = now.getFullYear();
  const thisMonth = now.getMonth() + 1;
  if (parsed.year < thisYear || (parsed.year === thisYear && parsed.month < thisMonth)) return cardMessages.expiryInvalid;
  if (parsed.year > thisYear + expiryYearsAhead) return cardMessages.expiryInvalid;
  return null;
}
