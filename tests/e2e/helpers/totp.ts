// Two-factor codes as an authenticator app makes them, for the e2e suites that log in with 2FA.
import { createHmac } from 'node:crypto';

const stepMs = 30_000;

/** RFC 6238 as an authenticator app computes it: HMAC-SHA1 over the 30 s step, 6 digits. */
export function totp(secret: string, at = Date.now()): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of secret.replace(/=+$/, '').toUpperCase()) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const key = Buffer.from(bits.match(/.{8}/g)!.map((byte) => parseInt(byte, 2)));
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(Math.floor(at / stepMs)));
  const hmac = createHmac('sha1', key).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 0xf;
  return String((hmac.readUInt32BE(offset) & 0x7fffffff) % 1_000_000).padStart(6, '0');
}

/**
 * A code the server takes now, of a step after `usedStep` (it takes each step's code once). The
 * server accepts the code of its current step or of one step either side (an app's clock drifts),
 * so the code of the step after the one just used is taken at once, as an app whose clock runs a
 * little ahead shows it: no wait for the next 30 s window. Never a step before the current one, so
 * the code is still within one step of the server's clock when it arrives a few seconds later.
 */
export function nextCode(secret: string, usedStep = -1): { code: string; step: number } {
  const step = Math.max(usedStep + 1, Math.floor(Date.now() / stepMs));
  return { code: totp(secret, step * stepMs), step };
}
