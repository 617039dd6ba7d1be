// A file's signed link (`/api/files/{id}?exp=…&sig=…`), what `<audio src>` and `<img src>` use,
// which can carry no bearer: an HMAC under the JWT secret over the file's id, its workspace and
// the expiry, so a link names one file of one workspace and dies on its own. The expiry is
// rounded up to the hour: a page that shows the file again within the hour gets the same link,
// which the browser's cache (and graphcache) keeps; a link lives 24 to 25 hours.
import { createHmac, timingSafeEqual } from 'node:crypto';

const lifetime = 24 * 3600;
const hour = 3600;

function signature(secret: string, id: string, workspaceId: string, exp: number): string {
  return createHmac('sha256', secret).update(`media-file:${id}:${workspaceId}:${exp}`).digest('base64url');
}

export function signedUrl(secret: string, file: { id: string; workspace_id: string }, now = Date.now()): string {
  const exp = Math.ceil((now / 1000 + lifetime) / hour) * hour;
  return `/api/files/${file.id}?exp=${exp}&sig=${signature(secret, file.id, file.workspace_id, exp)}`;
}

export function isSignedFor(secret: string, file: { id: string; workspace_id: string }, exp: string, sig: string, now = Date.now()): boolean {
  if (!/^\d{1,12}$/.test(exp) || Number(exp) * 1000 <= now) return false;
  const given = Buffer.from(sig);
  const expected = Buffer.from(signature(secret, file.id, file.workspace_id, Number(exp)));
  return given.length === expected.length && timingSafeEqual(given, expected);
}
