// Sends a user's stored file: the owner's download (GET /api/ai/attachments/{id}) and the public
// share page's (GET /api/share/{id}/attachments/{attachmentId}, no login needed). A file anyone
// uploaded is served from our origin, where the JWT lives, so it must never run there: its type
// comes from our table for its extension (never from what was declared or stored), only a raster
// image whose bytes are verified here is shown inline, everything else downloads, and the
// sandbox CSP makes even a rendered response an opaque origin with no scripts and no requests.
import type { FastifyReply } from 'fastify';
import { servingOf } from '../lib/file-type';
import { extensionOf } from './attachments';

export const userFilePolicy = "sandbox; default-src 'none'";

export function sendAttachment(
  reply: FastifyReply,
  attachment: { name: string; data: Buffer | Uint8Array },
  cacheControl: string,
) {
  const data = Buffer.from(attachment.data);
  const { mime, inline } = servingOf(extensionOf(attachment.name), data);
  userFileHeaders(reply, { mime, inline, name: attachment.name, cacheControl });
  return data;
}

/**
 * The headers any user's file goes out with (attachments, media files): the server's type for
 * it, inline or a download, no sniffing, and the sandbox. Set per response: the app-wide
 * security headers leave a route's own CSP in place.
 */
export function userFileHeaders(reply: FastifyReply, file: { mime: string; inline: boolean; name: string; cacheControl: string }) {
  reply
    .header('content-type', file.mime)
    .header('content-disposition', `${file.inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(file.name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('content-security-policy', userFilePolicy)
    .header('cache-control', file.cacheControl);
}
