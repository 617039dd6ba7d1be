// The affiliate code a visitor arrived with (`?ref=CODE` on any page, SPEC: the signup payload's
// optional `ref`), kept in browser storage until an account is registered, so it survives moving
// around the site and coming back another day. A guest signup sends it too but keeps it: a guest
// who registers later is referred as well. A code older than `keepDays` is dropped, and the last
// link followed wins, as with most affiliate programs.
import { referralParam } from '../../contract/referral';

const key = 'atelier.referral';
const keepDays = 30;
const codePattern = /^[A-Za-z0-9_-]{1,100}$/;

function storage(): Storage | null {
  try {
    return typeof localStorage === 'undefined' ? null : localStorage;
  } catch {
    return null; // storage switched off: the code is simply not kept
  }
}

/** Keeps the code of a `?ref=` in `search` (location.search); a malformed one is ignored. */
export function keepReferral(search: string, now = Date.now()) {
  const code = new URLSearchParams(search).get(referralParam)?.trim();
  if (!code || !codePattern.test(code)) return;
  storage()?.setItem(key, JSON.stringify({ code, at: now }));
}

/** The kept code, unless it is older than `keepDays`. */
export function storedReferral(now = Date.now()): string | undefined {
  try {
    const kept = JSON.parse(storage()?.getItem(key) ?? 'null') as { code?: unknown; at?: unknown } | null;
    if (!kept || typeof kept.code !== 'string' || !codePattern.test(kept.code) || typeof kept.at !== 'number') return undefined;
    return now - kept.at <= keepDays * 86_400_000 ? kept.code : undefined;
  } catch {
    return undefined;
  }
}

/** Once an account is registered with it, the code has done its work. */
export function forgetReferral() {
  storage()?.removeItem(key);
}
