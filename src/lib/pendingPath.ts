// The page a visitor was sent away from to log in or sign up (SPEC §2's "redirect to a stored
// pending path"). The login and sign-up pages keep their `?redirect=` here; a login or sign-up
// that ends on that page (or wherever its own `?redirect=` says) forgets it, and one that ends
// elsewhere leaves it for the dashboard, which goes there once (README, "Dashboard").
//
// In localStorage, not sessionStorage: a sign-up finished through the mailed verification link
// ends in another tab. Kept for a day (the link's own lifetime), so an old path never pulls
// anyone away from their dashboard weeks later. Only what contract/redirect.ts calls a path of
// this site is kept or followed, so nothing stored can send anyone to another site.
import { isSameSitePath } from '../../contract/redirect';

const KEY = 'pending-path';

export const pendingPathLifetimeMs = 24 * 60 * 60 * 1000;

/** Pages a pending path never leads to: logging in again, or the dashboard that follows it. */
const notPending = new Set(['/login', '/signup', '/dashboard']);

/** A same-site path that is not one of notPending (the query and a trailing slash aside). */
export function isPendingPath(path: unknown): path is string {
  if (!isSameSitePath(path)) return false;
  const pathname = path.split(/[?#]/)[0]!.replace(/(.)\/+$/, '$1');
  return !notPending.has(pathname);
}

// Storage can be missing or refuse (a browser with storage blocked): the path is then not kept.
function storage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

export function rememberPendingPath(path: string, now = Date.now()): void {
  if (!isPendingPath(path)) return;
  try {
    storage()?.setItem(KEY, JSON.stringify({ path, at: now }));
  } catch {
    // Full or refused: the login's own ?redirect= still works in this tab.
  }
}

/** The stored path, when there is one younger than a day; it stays stored. */
export function readPendingPath(now = Date.now()): string | null {
  let stored: unknown;
  try {
    stored = JSON.parse(storage()?.getItem(KEY) ?? 'null');
  } catch {
    return null;
  }
  const { path, at } = (stored ?? {}) as { path?: unknown; at?: unknown };
  if (typeof at !== 'number' || now - at > pendingPathLifetimeMs || at - now > 60_000) return null;
  return isPendingPath(path) ? path : null;
}

export function forgetPendingPath(): void {
  try {
    storage()?.removeItem(KEY);
  } catch {
    // Nothing to forget.
  }
}

/** The stored path, forgotten as it is read. */
export function takePendingPath(now = Date.now()): string | null {
  const path = readPendingPath(now);
  forgetPendingPath();
  return path;
}
