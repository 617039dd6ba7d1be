// Compression. Built assets are compressed once at build time (scripts/precompress.ts) and
// sent as stored; API answers over 1 KiB are compressed per request (brotli at a fast level,
// or gzip) when they are text: JSON and text files, not event streams, which must reach the
// browser event by event, and not images, PDFs or archives, which are compressed already.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

const COMPRESSIBLE = /^(?:application\/(?:json|graphql-response\+json)|text\/(?:plain|html|css|javascript|csv|markdown))(?:;|$)/;

export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    encodings: ['br', 'gzip'],
    customTypes: (type: string) => COMPRESSIBLE.test(type),
    // Level 4 is close to gzip's speed and still a fifth smaller on JSON.
    brotliOptions: { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } },
  });
}
