// SPEC §5's security code rule: digits only, as many as the brand's code has (4 for American
// Express, else 3). Before the brand is known either size is taken.
import type { CardBrand } from './brands';
import { cardMessages } from './messages';

/** How many digits the CVC field takes for this brand (4 until the brand is known). */
export function cvcMaxLength(brand: CardBrand | null): number {
  return brand?.cvcSize ?? 4;
}

export function cvcError(cvc: string, brand: CardBrand | null): string | null {
  if (cvc === '') return cardMessages.cvcIncomplete;
  if (!/^\d+$/.test(cvc)) return cardMessages.cvcInvalid;
  const [shortest, longest] = brand ? [brand.cvcSize, brand.cvcSize] : [3, 4];
  if (cvc.length < shortest) return cardMessages.cvcIncomplete;
  if (cvc.length > longest) return cardMessages.cvcInvalid;
  return null;
}
