// Where the caret goes after a field re-formats what was typed ('42424' → '4242 4'): just
// after as many digits as were before it, so typing or deleting in the middle stays in place.

/** How many digits come before `position` in `text`. */
export function digitsBefore(text: string, position: number): number {
  return text.slice(0, position).replace(/\D/g, '').length;
}

/** The position just after the `count`-th digit of `formatted` (0 for none). */
export function caretAfterDigits(formatted: string, count: number): number {
  if (count <= 0) return 0;
  let seen = 0;
  for (let i = 0; i < formatted.length; i += 1) {
    if (/\d/.test(formatted[i])) seen += 1;
    if (seen === count) return i + 1;
  }
  return formatted.length;
}
