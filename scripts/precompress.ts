// A Vite plugin: after the build, every text asset in dist/ gets a brotli (.br, quality 11) and
// a gzip (.gz, level 9) copy beside it, which the server sends as they are (@fastify/static's
// preCompressed). Compressing once at build time lets us use the slowest, smallest settings
// that would cost too much per request.
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|wasm)$/; // not .map: only developer tools fetch them
/** Smaller than this a copy saves less than a round trip's headers. */
const MIN_BYTES = 1024;

export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'atelier:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle(error?: Error) {
      if (error) return;
      for (const file of filesUnder(outDir)) {
        if (!TEXT.test(file)) continue;
        const bytes = readFileSync(file);
        if (bytes.length < MIN_BYTES) continue;
        const br = brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } });
        const gz = gzipSync(bytes, { level: 9 });
        // A copy that is hardly smaller is not worth a second file.
        if (br.length < bytes.length * 0.9) writeFileSync(`${file}.br`, br);
        if (gz.length < bytes.length * 0.9) writeFileSync(`${file}.gz`, gz);
      }
    },
  };
}

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}
