// Text that can be stored: PostgreSQL refuses a NUL byte in text, and a lone surrogate has no
// UTF-8 form. Used by the input checks (plugins/strict-input.ts) and by code that must look at
// a value before those checks run.
import { humaniseField } from './field-label';

// With the u flag a pair of surrogates is one code point, so this only finds a lone one.
const loneSurrogate = /\p{Cs}/u;

/**
 * The reason a value can't be accepted as text, or null when every string in it (keys
 * included) is fine. Walks with a stack of its own rather than recursing: the value comes from
 * the sender, and however deep or wide it is, this must neither overflow the call stack nor
 * allocate more than a slot per value.
 */
export function unsafeText(value: unknown, labels: Readonly<Record<string, string>> = {}): string | null {
  // Two parallel stacks: the strings and containers still to check, and the top-level field
  // each belongs to (the message names only that one; a top-level array's index is kept as a
  // number and turned into text only for a message). Children are pushed last-first, so the
  // walk meets strings in document order and finds the same first problem a recursive walk
  // would. Numbers, booleans and null are never pushed: a wide array of them costs one loop.
  const values: unknown[] = [value];
  const fields: (string | number)[] = [''];
  while (values.length > 0) {
    const item = values.pop();
    const field = fields.pop()!;
    if (typeof item === 'string') {
      const problem = problemOf(item, field, labels);
      if (problem) return problem;
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index--) {
        const child: unknown = item[index];
        if (!needsCheck(child)) continue;
        values.push(child);
        fields.push(field === '' ? index : field);
      }
    } else if (needsCheck(item)) {
      const keys = Object.keys(item as object);
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index]!;
        const child: unknown = (item as Record<string, unknown>)[key];
        if (needsCheck(child)) {
          values.push(child);
          fields.push(field === '' ? key : field);
        }
        // The key is popped (checked) before its value, under the field that holds it.
        values.push(key);
        fields.push(field);
      }
    }
  }
  return null;
}

/** Strings, and containers that may hold strings (bytes are not text). */
function needsCheck(value: unknown): boolean {
  return typeof value === 'string' || (typeof value === 'object' && value !== null && !(value instanceof Uint8Array));
}

function problemOf(text: string, field: string | number, labels: Readonly<Record<string, string>>): string | null {
  if (text.includes('\0')) return `${label(field, labels)} must not contain a NUL character.`;
  if (loneSurrogate.test(text)) return `${label(field, labels)} must be valid Unicode text.`;
  return null;
}

/** The field as the form names it (`labels`, the schema's titles), else its name made readable. */
function label(field: string | number, labels: Readonly<Record<string, string>>) {
  if (field === '') return 'The request';
  if (typeof field === 'number') return `Item ${field + 1}`;
  return Object.hasOwn(labels, field) ? labels[field]! : humaniseField(field);
}
