// Password hashing, apart from the account domain because the seed (the admin account) needs it
// too and the seed must not reach into a domain's services.
//
// scrypt at OWASP's parameters (N = 2^17, r = 8, p = 1: ~0.45 s and 128 MiB per hash on a
// 2-core machine). The cost is stored in each hash, so hashes made with an older, lower cost
// still verify and are made again at the next login (`needsRehash`). PASSWORD_HASH_COST sets
// log2 N (the test suite runs at 14, which makes thousands of accounts; one test holds the
// default). At most two hashes run at once: each takes a libuv thread and 128 MiB, and a burst
// of logins must neither take every thread (files and zlib share them) nor the memory.
import { randomBytes, scrypt, timingSafeEqual, type BinaryLike } from 'node:crypto';

const keyLength = 64;
const blockSize = 8;
/** The cost of hashes stored before the cost was written into them (`scrypt$salt$hash`). */
const legacyCost = 14;
export const defaultHashCost = 17;

/** log2 N of new hashes; read at each call so a test can set it. */
export function currentHashCost(): number {
  const value = Number(process.env.PASSWORD_HASH_COST);
  return Number.isInteger(value) && value >= 10 && value <= 20 ? value : defaultHashCost;
}

const parallel = 2;
let running = 0;
const waiting: (() => void)[] = [];

async function scryptAsync(password: BinaryLike, salt: BinaryLike, cost: number): Promise<Buffer> {
  if (running >= parallel) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    const N = 2 ** cost;
    // scrypt needs 128 · N · r bytes; Node refuses more than 32 MiB unless told.
    const options = { N, r: blockSize, p: 1, maxmem: 256 * N * blockSize };
    return await new Promise((resolve, reject) =>
      scrypt(password, salt, keyLength, options, (error, key) => (error ? reject(error) : resolve(key))),
    );
  } finally {
    running--;
    waiting.shift()?.();
  }
}

interface Parsed {
  cost: number;
  salt: Buffer;
  hash: Buffer;
}

function parse(stored: string | null): Parsed | null {
  const parts = (stored ?? '').split('$');
  if (parts[0] !== 'scrypt') return null;
  // `scrypt$<log2 N>$<salt>$<hash>`, or the older `scrypt$<salt>$<hash>` at N = 2^14.
  const [cost, salt, hash] = parts.length === 4 ? [Number(parts[1]), parts[2], parts[3]] : [legacyCost, parts[1], parts[2]];
  if (!Number.isInteger(cost) || cost < 10 || cost > 20 || !salt || !hash) return null;
  return { cost, salt: Buffer.from(salt, 'base64'), hash: Buffer.from(hash, 'base64') };
}

export async function hashPassword(password: string): Promise<string> {
  const cost = currentHashCost();
  const salt = randomBytes(16);
  const hash = await scryptAsync(password.normalize('NFKC'), salt, cost);
  return `scrypt$${cost}$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const parsed = parse(stored);
  if (!parsed) {
    // Spend the same time as a real check so a missing account is not told apart by timing.
    await scryptAsync(password, 'no-account', currentHashCost());
    return false;
  }
  const actual = await scryptAsync(password.normalize('NFKC'), parsed.salt, parsed.cost);
  return actual.length === parsed.hash.length && timingSafeEqual(actual, parsed.hash);
}

/** A hash made at a lower cost than today's: worth making again once the password is known. */
export function needsRehash(stored: string | null): boolean {
  const parsed = parse(stored);
  return parsed !== null && parsed.cost < currentHashCost();
}
