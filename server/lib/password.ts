// Password hashing, apart from the account domain because the seed (the admin account) needs it
// too and the seed must not reach into a domain's services.
import { randomBytes, scrypt, timingSafeEqual, type BinaryLike, type ScryptOptions } from 'node:crypto';

const scryptParams: ScryptOptions = { N: 16384, r: 8, p: 1 };
const keyLength = 64;

function scryptAsync(password: BinaryLike, salt: BinaryLike): Promise<Buffer> {
  return new Promise((resolve, reject) =>
    scrypt(password, salt, keyLength, scryptParams, (error, key) => (error ? reject(error) : resolve(key))),
  );
}

/** Stored as `scrypt$<salt>$<hash>` so the parameters can change later without a migration. */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const hash = await scryptAsync(password.normalize('NFKC'), salt);
  return `scrypt$${salt.toString('base64')}$${hash.toString('base64')}`;
}

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const [scheme, salt, hash] = (stored ?? '').split('$');
  if (scheme !== 'scrypt' || !salt || !hash) {
    // Spend the same time as a real check so a missing account is not told apart by timing.
    await scryptAsync(password, 'no-account');
    return false;
  }
  const expected = Buffer.from(hash, 'base64');
  const actual = await scryptAsync(password.normalize('NFKC'), Buffer.from(salt, 'base64'));
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
