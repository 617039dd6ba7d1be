// Two-factor codes as an authenticator app makes them, for the e2e suites that log in with 2FA.
import { createHmac } from 'node:crypto';

/** RFC 6238 as an authenticator app computes it: HMAC-SHA1 over the 30 s step, 6 digits. */
export function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / 1000 / 30)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * A code of a step after `usedStep` (the server takes each step's code once, so a login right
 * after enabling needs the next one) and not about to expire, so the server reads it in the
 * step it was made in. Waits up to one step.
 */
export async function freshCode(secret: string, usedStep = -1): Promise<{ code: string; step: number }> {
  for (;;) {
    const now = Date.now() / 1000;
    const step = Math.floor(now / 30);
    if (step > usedStep && now % 30 < 25) return { code: totp(secret), step };
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
}
