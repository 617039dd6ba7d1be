// How the classifier's figures read on screen: category names as words, scores as percentages,
// the sentiment's compound with a real minus sign, dates in the reader's locale.

/** 'harassment/threatening' → 'Harassment (threatening)'; 'self-harm' → 'Self-harm'. */
export function categoryLabel(name: string): string {
  const [head, ...rest] = name.split('/');
  const label = head.charAt(0).toUpperCase() + head.slice(1);
  return rest.length ? `${label} (${rest.join(', ')})` : label;
}

const percentFormat = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0 });
/** A 0–1 score as a whole percentage; a score above 0 never reads as "0%". */
export function percent(score: number): string {
  return score > 0 && score < 0.005 ? '<1%' : percentFormat.format(score);
}

const signed = new Intl.NumberFormat('en', { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' });
export const compound = (value: number) => signed.format(value).replace('-', '−');

const dateFormat = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
export const when = (iso: string) => dateFormat.format(new Date(iso));

export const sentimentWords = { positive: 'Positive', neutral: 'Neutral', negative: 'Negative' } as const;

/** Shares of a whole (summing to 1) as whole percentages that add up to 100 (largest remainder). */
export function wholeShares(parts: readonly number[]): number[] {
  const exact = parts.map((part) => part * 100);
  const shares = exact.map(Math.floor);
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest);
  for (let left = 100 - shares.reduce((sum, share) => sum + share, 0), i = 0; left > 0 && i < order.length; left--, i++) shares[order[i].index]++;
  return shares;
}
