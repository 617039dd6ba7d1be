// The workspaces' own provider keys at rest: AES-256-GCM under a key derived from SECRETS_KEY
// (server/config.ts), so a copy of the database alone does not give away anyone's OpenAI or
// Anthropic account. Sealed values carry a version prefix; a value without it is a key stored
// before encryption existed and is read as it is.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const prefix = 'enc:v1:';

function keyOf(secret: string): Buffer {
  // Any length of configured secret becomes the 32 bytes AES-256 needs.
  return createHash('sha256').update(secret).digest();
}

export function sealSecret(secret: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return prefix + [iv, cipher.getAuthTag(), body].map((part) => part.toString('base64url')).join('.');
}

/** The plain key, or null when there is none or it was sealed under another SECRETS_KEY. */
export function openSecret(secret: string | undefined, stored: string | null | undefined): string | null {
  if (!stored) return null;
  if (!stored.startsWith(prefix)) return stored;
  if (!secret) return null;
  try {
    const [iv, tag, body] = stored.slice(prefix.length).split('.').map((part) => Buffer.from(part, 'base64url'));
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), iv!);
    decipher.setAuthTag(tag!);
    return Buffer.concat([decipher.update(body!), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
