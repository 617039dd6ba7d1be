// Time-based one-time passwords (RFC 6238 over RFC 4226): HMAC-SHA1, 6 digits, 30-second steps,
// as every authenticator app expects. A code is accepted for its step and one step either side
// (clock drift); the caller remembers the step a code was accepted for, so it works once.
import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

export const stepSeconds = 30;
const digits = 6;
const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';

export function base32Encode(bytes: Uint8Array): string {
  let bits = 0;
  let value = 0;
  let out = '';
  for (const byte of bytes) {
    value = (value << 8) | byte;
    bits += 8;
    while (bits >= 5) {
      out += alphabet[(value >>> (bits - 5)) & 31];
      bits -= 5;
    }
  }
  if (bits > 0) out += alphabet[(value << (5 - bits)) & 31];
  return out;
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=-]/g, '').toUpperCase();
  let bits = 0;
  let value = 0;
  const out: number[] = [];
  for (const char of clean) {
    const index = alphabet.indexOf(char);
    if (index < 0) throw new Error('Not base32.');
    value = (value << 5) | index;
    bits += 5;
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255);
      bits -= 8;
    }
  }
  return Buffer.from(out);
}

/** A new secret: 160 bits, as RFC 4226 recommends, in base32. */
export function newSecret(): string {
  return base32Encode(randomBytes(20));
}

export function stepAt(ms: number): number {
  return Math.floor(ms / 1000 / stepSeconds);
}

/** The code for one step (RFC 4226's HOTP with the step as counter). */
export function codeAt(secret: string, step: number): string {
  const counter = Buffer.alloc(8);
  counter.writeBigUInt64BE(BigInt(step));
  const hmac = createHmac('sha1', base32Decode(secret)).update(counter).digest();
  const offset = hmac[hmac.length - 1]! & 15;
  const number = (hmac.readUInt32BE(offset) & 0x7fffffff) % 10 ** digits;
  return String(number).padStart(digits, '0');
}

/** The step (now, or one either side) whose code `code` is, or null. Spaces in the code are ignored. */
export function matchingStep(secret: string, code: string, nowMs: number): number | null {
  const given = Buffer.from(code.replace(/\s/g, ''));
  if (!/^\d{6}$/.test(given.toString())) return null;
  const now = stepAt(nowMs);
  let found: number | null = null;
  // Every candidate is compared, in constant time, whatever matched first.
  for (const step of [now - 1, now, now + 1]) {
    if (timingSafeEqual(Buffer.from(codeAt(secret, step)), given) && found === null) found = step;
  }
  return found;
}

/** The URI authenticator apps read from the QR code (Google Authenticator's key URI format). */
export function otpauthUri(secret: string, account: string, issuer: string): string {
  const label = encodeURIComponent(`${issuer}:${account}`);
  return `otpauth://totp/${label}?secret=${secret}&issuer=${encodeURIComponent(issuer)}&algorithm=SHA1&digits=${digits}&period=${stepSeconds}`;
}
