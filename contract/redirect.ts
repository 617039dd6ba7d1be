// Where `/login?redirect=…` may send the browser after login: a path of this site only. The
// browser and the server both read it from here, so they agree on what counts as same-site.
//
// Accepted: a path starting with exactly one '/' (then anything but a second '/' or '\').
// Refused: '//host' and '/\host' (browsers read both as another host), any scheme
// ('https:', 'javascript:'), control characters or spaces browsers strip before parsing, and
// anything longer than a URL sensibly is.

const maxLength = 2000;

/** The path to go to after login, or `fallback` when `value` is not a same-site path. */
export function safeRedirect(value: unknown, fallback = '/app'): string {
  return isSameSitePath(value) ? value : fallback;
}

export function isSameSitePath(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0 || value.length > maxLength) return false;
  // Tabs and newlines are removed by URL parsers ('/\t/evil.com' becomes '//evil.com'); control
  // characters and spaces have no place in a path we made.
  if (/[\u0000-\u0020\u007f]/.test(value)) return false;
  if (value[0] !== '/') return false;
  if (value[1] === '/' || value[1] === '\\') return false;
  // A backslash anywhere is read as '/' by browsers: refuse it rather than reason about it.
  if (value.includes('\\')) return false;
  // A percent-encoded slash or backslash right after the first '/' can be decoded by a server in between.
  if (/^\/%(2f|5c)/i.test(value)) return false;
  return true;
}
