import type { FastifyReply } from 'fastify';

/** Sends a stored file: the owner's download (GET /api/ai/attachments/{id}) and the share page's. */
export function sendAttachment(
  reply: FastifyReply,
  attachment: { name: string; mime: string; data: Buffer | Uint8Array },
  cacheControl: string,
) {
  // Images show inline; everything else downloads (never rendered as HTML in our origin).
  const inline = attachment.mime.startsWith('image/');
  reply
    .header('content-type', attachment.mime)
    .header('content-disposition', `${inline ? 'inline' : 'attachment'}; filename*=UTF-8''${encodeURIComponent(attachment.name)}`)
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', cacheControl);
  return Buffer.from(attachment.data);
}
