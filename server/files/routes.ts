// `GET /api/files/{id}`: a stored media file (server/lib/media-files), to its own workspace with
// the bearer, or to anyone holding the signed link `view` minted (`?exp=…&sig=…`, what
// `<audio src>` uses: no bearer can go there). Everyone else, a bad or expired signature
// included, gets the 404 of a file that does not exist, so a link says nothing about what is
// behind it. Served in HTTP ranges (a player seeks), streamed from the store, under the type the
// bytes were found to be, with no sniffing and the sandbox policy of every user's file.
import type { TypeBoxTypeProvider } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Type } from 'typebox';
import { IdParams } from '../../contract/common';
import { notFound } from '../lib/errors';
import { requestedRange } from '../lib/byte-range';
import { isSafeKey } from '../lib/file-store';
import type { MediaFileRow } from '../lib/media-files/types';
import { userFileHeaders } from '../library/attachment-download';

// No bounds on the link's parts: whatever is wrong with them is the 404 of a bad link.
const FileQuery = Type.Object({
  exp: Type.Optional(Type.String({ title: "The link's expiry" })),
  sig: Type.Optional(Type.String({ title: "The link's signature" })),
  /** `1`: as a download (Content-Disposition: attachment). */
  download: Type.Optional(Type.String({ title: 'Download', maxLength: 5 })),
});

export const fileNotFound = 'File not found.';

const extensions: Record<string, string> = {
  'audio/wav': 'wav', 'audio/mpeg': 'mp3', 'audio/ogg': 'ogg', 'audio/flac': 'flac', 'audio/mp4': 'm4a', 'audio/webm': 'webm',
  'video/webm': 'webm', 'video/mp4': 'mp4', 'image/png': 'png', 'image/jpeg': 'jpg', 'image/webp': 'webp', 'image/gif': 'gif',
};

/** A download's name: the uploader's, cut to safe characters, with the extension of what it is. */
export function downloadName(name: string | null, file: MediaFileRow): string {
  const stem = (name ?? '').replace(/\.[^.]*$/, '').replace(/[^\p{L}\p{N} ._-]+/gu, '_').replace(/^[ ._]+/, '').slice(0, 100).trim();
  return `${stem || `file-${file.id}`}.${extensions[file.content_type] ?? 'bin'}`;
}

export async function filesRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<TypeBoxTypeProvider>();
  const files = app.services.files;

  app.get('/files/:id', { config: { owns: 'file', public: true }, schema: { params: IdParams, querystring: FileQuery } }, async (request, reply) => {
    const { id } = request.params;
    const { exp, sig, download } = request.query;
    const opened = isSafeKey(id) ? await files.open(id) : null;
    const ownWorkspace = !!opened && request.auth?.workspaceId === opened.file.workspace_id;
    const signed = !!opened && exp !== undefined && sig !== undefined && files.isSigned(opened.file, exp, sig);
    if (!opened || !(ownWorkspace || signed)) throw notFound(fileNotFound);
    const { file } = opened;
    const range = requestedRange(request.headers.range, file.size);
    reply.header('accept-ranges', 'bytes');
    if (range === 'unsatisfiable') {
      return reply.code(416).header('content-range', `bytes */${file.size}`).send({ message: 'The requested range is not in the file.' });
    }
    const body = await opened.stream(range ?? undefined);
    if (!body) throw notFound(fileNotFound);
    // Every type a media file can have (audio, video, a raster image) is safe to show; the
    // sandbox holds even so.
    userFileHeaders(reply, { mime: file.content_type, inline: download !== '1', name: downloadName(opened.name, file), cacheControl: 'private, max-age=3600' });
    if (range) reply.code(206).header('content-range', `bytes ${range.start}-${range.end}/${file.size}`);
    reply.header('content-length', range ? range.end - range.start + 1 : file.size);
    return reply.send(body);
  });
}
