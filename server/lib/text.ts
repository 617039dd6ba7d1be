// Text that can be stored: PostgreSQL refuses a NUL byte in text, and a lone surrogate has no
// UTF-8 form. Used by the input checks (plugins/strict-input.ts) and by code that must look at
// a value before those checks run.

// With the u flag a pair of surrogates is one code point, so this only finds a lone one.
const loneSurrogate = /\p{Cs}/u;

/** The reason a value can't be accepted as text, or null when every string in it is fine. */
export function unsafeText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') {
    if (value.includes('\0')) return `${label(path)} must not contain a NUL character.`;
    if (loneSurrogate.test(value)) return `${label(path)} must be valid Unicode text.`;
    return null;
  }
  if (value === null || typeof value !== 'object' || Buffer.isBuffer(value) || value instanceof Uint8Array) return null;
  for (const [key, item] of Object.entries(value)) {
    const problem = unsafeText(key, path) ?? unsafeText(item, path ? `${path}.${key}` : key);
    if (problem) return problem;
  }
  return null;
}

function label(path: string) {
  return path ? `The field ${path.split('.')[0]}` : 'The request';
}
