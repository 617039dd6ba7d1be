import { randomBytes } from 'node:crypto';

/** 20 url-safe characters (120 random bits): short enough for URLs, too many to guess. */
export function newId(): string {
  return randomBytes(15).toString('base64url');
}
