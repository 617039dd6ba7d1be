// The 12 card brands checkout recognises (SPEC §5, §9), told apart by the number's first digits
// as the user types. Each brand knows the lengths its numbers come in, its security code's size
// and how its number is grouped on screen. The prefix ranges are the issuers' published IIN
// ranges (the same ones Stripe's and Braintree's card fields use); where two brands share a
// prefix, the longer (more specific) range wins: 4 is Visa, 401178 is Elo.

export type CardBrandId =
  | 'visa'
  | 'mastercard'
  | 'amex'
  | 'discover'
  | 'diners'
  | 'jcb'
  | 'unionpay'
  | 'maestro'
  | 'mir'
  | 'elo'
  | 'hipercard'
  | 'troy';

export interface CardBrand {
  id: CardBrandId;
  name: string;
  /** The number lengths this brand issues, shortest first. */
  lengths: readonly number[];
  /** The security code's digits: 4 for American Express, else 3. */
  cvcSize: 3 | 4;
  /** Where a space goes when the number is shown (Amex 4-6-5). */
  gaps: readonly number[];
  /** UnionPay issues numbers that fail the Luhn check, so it is not checked for them. */
  luhn: boolean;
  /** IIN prefixes: a number or an inclusive range of numbers with the same count of digits. */
  prefixes: readonly (string | readonly [string, string])[];
}

const fours = [4, 8, 12, 16] as const;

function brand(id: CardBrandId, name: string, lengths: number[], prefixes: CardBrand['prefixes'], extra: Partial<CardBrand> = {}): CardBrand {
  return { id, name, lengths, cvcSize: 3, gaps: fours, luhn: true, prefixes, ...extra };
}

export const cardBrands: readonly CardBrand[] = [
  brand('visa', 'Visa', [16, 18, 19], ['4']),
  brand('mastercard', 'Mastercard', [16], [['51', '55'], ['2221', '2720']]),
  brand('amex', 'American Express', [15], ['34', '37'], { cvcSize: 4, gaps: [4, 10] }),
  brand('discover', 'Discover', [16, 19], ['6011', ['644', '649'], '65']),
  // 36 numbers are 14 digits, shown 4-6-4; the other Diners ranges are 16 digits in fours.
  brand('diners', 'Diners Club', [14, 16, 19], [['300', '305'], '36', '38', '39']),
  brand('jcb', 'JCB', [16, 17, 18, 19], [['3528', '3589']]),
  brand('unionpay', 'UnionPay', [14, 15, 16, 17, 18, 19], ['62', '81'], { luhn: false }),
  // Maestro's "any other 6" catch-all is left out: it would claim every 6 before the user had
  // typed enough to tell Discover, UnionPay, Elo or Hipercard apart.
  brand('maestro', 'Maestro', [12, 13, 14, 15, 16, 17, 18, 19], ['50', ['56', '59'], '63', '67', '493698']),
  brand('mir', 'Mir', [16, 17, 18, 19], [['2200', '2204']]),
  brand('elo', 'Elo', [16], [
    '401178', '401179', '431274', '438935', '451416', '457393', '457631', '457632', '504175', ['506699', '506778'],
    ['509000', '509999'], '627780', '636297', '636368', ['650031', '650033'], ['650035', '650051'], ['650405', '650439'],
    ['650485', '650538'], ['650541', '650598'], ['650700', '650718'], ['650720', '650727'], ['650901', '650978'],
    ['651652', '651679'], ['655000', '655019'], ['655021', '655058'],
  ]),
  brand('hipercard', 'Hipercard', [16, 19], ['606282', '384100', '384140', '384160']),
  brand('troy', 'Troy', [16], ['9792']),
];

/** The number's digits: spaces (and the dashes some people type) taken out. */
export function cardDigits(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

/**
 * How well `digits` matches one prefix: the prefix's length when the number starts inside it,
 * 0 when the number is still too short to tell but could (a possible match), -1 when it cannot.
 */
function matchLength(digits: string, prefix: CardBrand['prefixes'][number]): number {
  const [low, high] = typeof prefix === 'string' ? [prefix, prefix] : prefix;
  const size = Math.min(digits.length, low.length);
  const head = digits.slice(0, size);
  if (head < low.slice(0, size) || head > high.slice(0, size)) return -1;
  return digits.length >= low.length ? low.length : 0;
}

/**
 * The brand of a number being typed, or null while it cannot be told yet (or never will):
 * the brand whose matching prefix is longest, or the only brand still possible.
 */
export function detectCardBrand(typed: string): CardBrand | null {
  const digits = cardDigits(typed);
  if (!/^\d+$/.test(digits)) return null;
  let best: CardBrand | null = null;
  let bestLength = 0;
  const possible: CardBrand[] = [];
  for (const candidate of cardBrands) {
    const lengths = candidate.prefixes.map((prefix) => matchLength(digits, prefix));
    const longest = Math.max(...lengths);
    if (longest < 0) continue;
    possible.push(candidate);
    if (longest > bestLength) {
      best = candidate;
      bestLength = longest;
    }
  }
  return best ?? (possible.length === 1 ? possible[0] : null);
}

/** Whether any brand could still match these digits (false: the number is invalid whatever follows). */
export function anyBrandPossible(digits: string): boolean {
  return cardBrands.some((candidate) => candidate.prefixes.some((prefix) => matchLength(digits, prefix) >= 0));
}

/** The longest number the field takes: the brand's longest, or 19 while the brand is unknown. */
export function maxCardLength(brand: CardBrand | null): number {
  return brand ? Math.max(...brand.lengths) : 19;
}

function gapsFor(brand: CardBrand | null, digits: string): readonly number[] {
  if (brand?.id === 'diners' && digits.startsWith('36')) return [4, 10];
  return brand?.gaps ?? fours;
}

/** The number as shown: its digits in the brand's groups ('4242 4242 4242 4242', '3782 822463 10005'), cut at the brand's longest. */
export function formatCardNumber(typed: string): string {
  const brand = detectCardBrand(typed);
  const digits = typed.replace(/\D/g, '').slice(0, maxCardLength(brand));
  const gaps = gapsFor(brand, digits);
  let shown = '';
  for (let i = 0; i < digits.length; i += 1) {
    if (gaps.includes(i)) shown += ' ';
    shown += digits[i];
  }
  return shown;
}
