// Compression. Built assets are compressed once at build time (scripts/precompress.ts) and
// sent as stored; API answers over 1 KiB are compressed per request (brotli at a fast level,
// or gzip) when they are text: JSON and text files, not event streams, which must reach the
// browser event by event, and not images, PDFs or archives, which are compressed already.
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import { constants } from 'node:zlib';

/** Answers smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;
/** The encodings offered, in order of preference. */
export const ENCODINGS = ['br', 'gzip'] as const;
// Level 4 is close to gzip's speed and still a fifth smaller on JSON.
export const brotliOptions = { params: { [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT, [constants.BROTLI_PARAM_QUALITY]: 4 } };

const COMPRESSIBLE = /^(?:application\/(?:json|graphql-response\+json)|text\/(?:plain|html|css|javascript|csv|markdown))(?:;|$)/;

export async function registerCompression(app: FastifyInstance) {
  // A GET has no body to decompress: no hook for it on every request (before the plugin's own
  // onRoute hook, which reads the option).
  app.addHook('onRoute', (route) => {
    if ([route.method].flat().every((method) => method === 'GET' || method === 'HEAD')) route.decompress ??= false;
  });
  await app.register(compress, {
    global: true,
    threshold: COMPRESSION_THRESHOLD,
    encodings: [...ENCODINGS],
    customTypes: (type: string) => COMPRESSIBLE.test(type),
    brotliOptions,
  });
}
