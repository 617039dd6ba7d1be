// A Vite plugin: after the build, every text asset in dist/ gets a brotli (.br) and a gzip (.gz,
// level 9) copy beside it, which the server sends as they are (@fastify/static's preCompressed).
// Compressing once at build time lets us use the slowest, smallest settings that would cost too
// much per request. The files are compressed at once on libuv's thread pool, not one after the
// other on the main thread, and while the prerender (scripts/prerender.ts) runs: on a first
// `npm start` this was 10–15 s of waiting on its own.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { Plugin } from 'vite';

const TEXT = /\.(js|mjs|css|html|svg|json|txt|wasm)$/; // not .map: only developer tools fetch them
/** Smaller than this a copy saves less than a round trip's headers. */
const MIN_BYTES = 1024;
/**
 * Brotli's best quality (11) costs seconds on a megabyte; what is larger than this is only loaded
 * on demand (the PDF export's libraries), where quality 9's 3–5 % more bytes do not matter.
 */
const BEST_QUALITY_UP_TO = 512 * 1024;

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

export function precompress(): Plugin {
  let outDir = 'dist';
  let compressing: Promise<unknown> = Promise.resolve();
  return {
    name: 'atelier:precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    // Started once every file is written, not awaited: the other plugins' closeBundle runs meanwhile.
    writeBundle() {
      compressing = readdir(outDir, { recursive: true }).then((names) => Promise.all(names.filter((name) => TEXT.test(name)).map((name) => compressFile(join(outDir, name)))));
      // Awaited below; until then a failure is not unhandled.
      compressing.catch(() => {});
    },
    closeBundle: {
      order: 'post',
      async handler() {
        await compressing;
      },
    },
  };
}

async function compressFile(file: string) {
  const bytes = await readFile(file);
  if (bytes.length < MIN_BYTES) return;
  const quality = bytes.length <= BEST_QUALITY_UP_TO ? 11 : 9;
  const [br, gz] = await Promise.all([
    brotli(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: quality, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length } }),
    gzipped(bytes, { level: 9 }),
  ]);
  // A copy that is hardly smaller is not worth a second file.
  if (br.length < bytes.length * 0.9) await writeFile(`${file}.br`, br);
  if (gz.length < bytes.length * 0.9) await writeFile(`${file}.gz`, gz);
}
