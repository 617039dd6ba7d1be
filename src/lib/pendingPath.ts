// The page a visitor was sent away from to log in (SPEC §2's "redirect to a stored pending
// path"): kept for this tab only, taken once after login. `/login?redirect=` wins over it; both
// go through contract/redirect.ts so neither can send anyone to another site.
import { isSameSitePath } from '../../contract/redirect';

const KEY = 'pending-path';

export function rememberPendingPath(path: string): void {
  if (isSameSitePath(path)) globalThis.sessionStorage?.setItem(KEY, path);
}

/** The stored path, forgotten as it is read; null when there is none or it is not this site's. */
export function takePendingPath(): string | null {
  const path = globalThis.sessionStorage?.getItem(KEY) ?? null;
  globalThis.sessionStorage?.removeItem(KEY);
  return isSameSitePath(path) ? path : null;
}
