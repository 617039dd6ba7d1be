// Login throttling: exponential back-off after repeated failed logins. The counters live in the
// database so that several server processes on one PostgreSQL count the same failures.
//
// Every attempt is charged to up to three counters:
// - the account at this address (email + client address): one stranger guessing one account
//   is slowed down without touching the owner, who logs in from somewhere else;
// - the account as a whole (email, any address), charged only with failures that were still
//   free at their address: it stops guessing spread over many addresses, and since one address
//   can feed it at most `free` failures, one stranger alone cannot slow the account down for
//   everybody;
// - the address, across accounts: one address trying password after password on many accounts.
// The email is counted whether or not an account has it, so an unknown email gets exactly the
// answers a real one gets, and nothing here reads the users table.
//
// Past a counter's free failures, each further failure blocks it for 1 s, 2 s, 4 s … up to its
// cap. An attempt while any of its counters is blocked is refused at once, without checking the
// password and without counting, so hammering cannot make a block longer than the back-off it
// already earned. A counter is forgotten `forgetAfterSeconds` after its last failure or the end
// of its block, whichever is later.
//
// An attempt is counted as failed *before* its password is checked, in a transaction holding the
// counters' rows: a burst of parallel guesses is then counted one by one instead of all passing
// the check before the first failure is written. A success takes its count back: it clears the
// account's counters; the address's counter only loses this attempt, because if a success
// cleared it, an attacker with an account of their own could reset their address between guesses.
import { createHash } from 'node:crypto';
import { isIPv6 } from 'node:net';
import { HttpError } from '../lib/errors';
import type { ThrottleRepository, ThrottleScope as Scope } from './throttle-repository';

export interface BackOffRule {
  /** Failures allowed before any back-off. */
  free: number;
  capSeconds: number;
}

export const loginThrottleRules: Record<Scope, BackOffRule> & { forgetAfterSeconds: number } = {
  'account-address': { free: 5, capSeconds: 15 * 60 },
  account: { free: 20, capSeconds: 15 * 60 },
  // An address may be a whole office behind one NAT, hence more free failures; a longer cap
  // because it only ever blocks that address.
  address: { free: 20, capSeconds: 60 * 60 },
  forgetAfterSeconds: 60 * 60,
};

/** How long a counter is blocked once it holds `failures` failures. */
export function backOffSeconds(failures: number, rule: BackOffRule): number {
  return failures <= rule.free ? 0 : Math.min(rule.capSeconds, 2 ** (failures - rule.free - 1));
}

/** The 429 of an attempt made during a back-off; the route turns `retryAfterSeconds` into Retry-After. */
export class LoginThrottled extends HttpError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, `Too many failed attempts. Try again in ${waitText(retryAfterSeconds)}.`);
  }
}

function waitText(seconds: number): string {
  if (seconds === 1) return '1 second';
  return seconds < 120 ? `${seconds} seconds` : `${Math.ceil(seconds / 60)} minutes`;
}

/**
 * What is counted for a client address. An IPv6 host is normally given a whole /64, so it
 * could otherwise take a fresh address for every guess: the /64 is counted as one address.
 */
export function addressOf(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped) return mapped[1]!;
  if (!isIPv6(ip)) return ip;
  const [left = '', right] = ip.split('%')[0]!.toLowerCase().split('::');
  // An embedded IPv4 address (…:1.2.3.4) fills the last two groups.
  const groups = (part: string | undefined) => (part ? part.split(':').flatMap((group) => (group.includes('.') ? ['0', '0'] : [group])) : []);
  const head = groups(left);
  const tail = groups(right);
  const full = right === undefined ? head : [...head, ...Array<string>(8 - head.length - tail.length).fill('0'), ...tail];
  return `${full.slice(0, 4).map((group) => parseInt(group, 16).toString(16)).join(':')}::/64`;
}

function counterKey(scope: Scope, ...parts: string[]): string {
  return createHash('sha256').update(JSON.stringify([scope, ...parts])).digest('hex');
}

interface Counter {
  failures: number;
  blockedUntil: number | null;
  expiresAt: number;
}

export interface LoginAttempt {
  /** The password was right: takes back this attempt's count (see the opening comment). */
  succeeded(): Promise<void>;
}

export interface LoginThrottleOptions {
  /** Milliseconds since the epoch; tests move it instead of waiting out a back-off. */
  now?: () => number;
  rules?: typeof loginThrottleRules;
}

// `now` reads Date.now on each call (not a reference taken once), so a test can hold the clock still.
export function createLoginThrottle(throttles: ThrottleRepository, { now = () => Date.now(), rules = loginThrottleRules }: LoginThrottleOptions = {}) {
  const forgetMs = rules.forgetAfterSeconds * 1000;

  /** Counts the attempt as failed, or throws LoginThrottled (counting nothing) during a back-off. */
  async function admit(emailInput: string, ip: string): Promise<LoginAttempt> {
    const at = now();
    const email = emailInput.trim().toLowerCase();
    const address = addressOf(ip);
    const keys: Record<Scope, string> = {
      'account-address': counterKey('account-address', email, address),
      account: counterKey('account', email),
      address: counterKey('address', address),
    };
    await throttles.sweep(new Date(at));
    const written = await throttles.transaction(async (trx) => {
      // The three rows are locked in key order (a missing one is created empty), so two attempts
      // sharing counters wait for each other in the same order and cannot deadlock.
      const ordered = (Object.entries(keys) as [Scope, string][]).sort(([, a], [, b]) => (a < b ? -1 : 1));
      await trx.lock(ordered.map(([scope, key]) => ({ key, scope })), new Date(at));
      const rows = await trx.read(Object.values(keys));
      const counters = {} as Record<Scope, Counter>;
      for (const row of rows) {
        const expiresAt = new Date(row.expires_at).getTime();
        counters[row.scope] =
          expiresAt <= at
            ? { failures: 0, blockedUntil: null, expiresAt }
            : { failures: row.failures, blockedUntil: row.blocked_until ? new Date(row.blocked_until).getTime() : null, expiresAt };
      }
      const waitMs = Math.max(0, ...Object.values(counters).map((counter) => (counter.blockedUntil ?? 0) - at));
      if (waitMs > 0) throw new LoginThrottled(Math.ceil(waitMs / 1000));

      const charged: Scope[] = ['account-address', 'address'];
      if (counters['account-address'].failures < rules['account-address'].free) charged.push('account');
      const after = {} as Record<Scope, Counter>;
      for (const scope of charged) {
        const failures = counters[scope].failures + 1;
        const blockMs = backOffSeconds(failures, rules[scope]) * 1000;
        after[scope] = { failures, blockedUntil: blockMs ? at + blockMs : null, expiresAt: at + blockMs + forgetMs };
        await trx.set(keys[scope], { failures, blocked_until: blockMs ? new Date(at + blockMs) : null, expires_at: new Date(after[scope].expiresAt) });
      }
      return { before: counters.address, after: after.address };
    });
    return { succeeded: () => takeBack(keys, written.before, written.after) };
  }

  async function takeBack(keys: Record<Scope, string>, before: Counter, after: Counter) {
    await throttles.transaction(async (trx) => {
      const rows = await trx.readForUpdate(Object.values(keys));
      await trx.remove([keys.account, keys['account-address']]);
      const row = rows.find((candidate) => candidate.key === keys.address);
      if (!row) return;
      const untouched =
        row.failures === after.failures &&
        (row.blocked_until ? new Date(row.blocked_until).getTime() : null) === after.blockedUntil &&
        new Date(row.expires_at).getTime() === after.expiresAt;
      if (untouched) {
        // Nobody failed from this address meanwhile: back to exactly what it was.
        await trx.set(keys.address, { failures: before.failures, blocked_until: before.blockedUntil ? new Date(before.blockedUntil) : null, expires_at: new Date(before.expiresAt) });
      } else {
        // Other failures came in meanwhile and set their own back-off: leave that, drop our count.
        await trx.takeOneBack(keys.address);
      }
    });
  }

  return { admit };
}

export type LoginThrottle = ReturnType<typeof createLoginThrottle>;
