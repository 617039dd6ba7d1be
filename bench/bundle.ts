// What a page loads before its first paint, read from Vite's build manifest the way the server
// preloads it (server/spa-preload.ts): the entry and its static imports, and the page's screen
// chunk with its own; none of it for a page sent prerendered (`servedPage`), which paints first. Sizes gzipped (level 9), and as sent to a browser that accepts brotli
// (the build's .br copies).
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';
import type { ScreenName } from '../contract/pages';
import { PRERENDER_CLASS } from '../server/prerendered-pages';
import { closure, entryChunks, pageDocuments, type Manifest } from '../server/spa-preload';

export interface ChunkSize {
  /** The manifest's key: a source path, or `_name-hash.js` for a shared chunk. */
  key: string;
  file: string;
  gzip: number;
  brotli: number;
}

export async function readManifest(distDir: string): Promise<Manifest> {
  return JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
}

export async function chunkSize(distDir: string, manifest: Manifest, key: string): Promise<ChunkSize> {
  const file = manifest[key].file;
  const bytes = await readFile(join(distDir, file));
  const brotli = await stat(join(distDir, `${file}.br`)).then((copy) => copy.size, () => bytes.length);
  return { key, file, gzip: gzipSync(bytes, { level: 9 }).length, brotli };
}

/** Every JavaScript chunk of the build. */
export async function allChunks(distDir: string): Promise<ChunkSize[]> {
  const manifest = await readManifest(distDir);
  const keys = Object.keys(manifest).filter((key) => manifest[key].file.endsWith('.js'));
  return Promise.all(keys.map((key) => chunkSize(distDir, manifest, key)));
}

/** The JavaScript a page showing `screen` loads first. */
export async function pageFirstLoad(distDir: string, screen: ScreenName) {
  const manifest = await readManifest(distDir);
  const keys = closure(manifest, `src/screens/${screen}.tsx`, entryChunks(manifest));
  const chunks = await Promise.all([...keys].filter((key) => manifest[key].file.endsWith('.js')).map((key) => chunkSize(distDir, manifest, key)));
  return {
    gzip: chunks.reduce((sum, chunk) => sum + chunk.gzip, 0),
    brotli: chunks.reduce((sum, chunk) => sum + chunk.brotli, 0),
    files: chunks.map((chunk) => chunk.file),
  };
}

/**
 * The page the server sends for `pathname` from this build, and whether it carries prerendered
 * markup (it then paints before any JavaScript has run): read from the page itself, not assumed.
 */
export function servedPage(distDir: string, pathname: string) {
  const { html } = pageDocuments(distDir)(pathname);
  return { prerendered: html.includes(`<div id="root"><fieldset class="${PRERENDER_CLASS}"`), bytes: Buffer.byteLength(html), gzip: gzipSync(html, { level: 9 }).length };
}
