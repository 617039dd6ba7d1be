// index.html with the current page's screen preloaded. A screen is a lazy chunk: without this
// the browser learns of it only once the entry has downloaded and run, a second round trip
// before the first paint (on a slow phone network, most of it). The page comes from
// contract/pages.ts, the chunks from Vite's build manifest; a build without a manifest is sent
// as it is. The logged-out `/`, `/login` and `/signup` also come prerendered
// (server/prerendered-pages.ts).
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { screenFor } from '../contract/pages';
import { prerenderedPathFor, readPrerenderedPages, withPrerenderedMarkup } from './prerendered-pages';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

export { screenFor };

/**
 * The index.html to send for a path (and its query); each screen's copy is built once, on its
 * first request (a build that failed leaves no index.html: the server still starts, for the API).
 * A prerendered path also carries its logged-out markup (server/prerendered-pages.ts): `/login`
 * and `/signup` with any query, `/` only without one (a query there changes the first render).
 */
export function pageDocuments(distDir: string): (pathname: string, search?: string) => PageDocument {
  const documents = new Map<string, PageDocument>();
  return (pathname, search = '') => {
    const screen = screenFor(pathname);
    const prerenderedPath = prerenderedPathFor(pathname, search);
    const key = prerenderedPath ?? screen;
    let document = documents.get(key);
    if (document === undefined) {
      const html = readFileSync(join(distDir, 'index.html'), 'utf8');
      const manifest = readManifest(distDir);
      const prerendered = prerenderedPath ? readPrerenderedPages(distDir) : null;
      const markup = prerenderedPath ? prerendered?.pages[prerenderedPath] : undefined;
      // The prerendered markup needs its screen's styles before it paints; otherwise they only need to be fetched early.
      const styles = markup !== undefined ? 'stylesheet' : 'preload';
      const page = manifest ? withPreloads(html, manifest, `src/screens/${screen}.tsx`, styles) : html;
      const withMarkup = markup !== undefined && withPrerenderedMarkup(page, markup, prerendered!.headScript);
      document = withMarkup ? pageDocument(withMarkup.html, withMarkup.scriptHashes) : pageDocument(page, []);
      documents.set(key, document);
    }
    return document;
  };
}

/**
 * A page's HTML, and the validator a reload revalidates it with (index.html is never cached);
 * `scriptHashes`: the CSP sources of the inline scripts it carries, for its policy.
 */
export interface PageDocument {
  html: string;
  etag: string;
  scriptHashes: string[];
}

function pageDocument(html: string, scriptHashes: string[]): PageDocument {
  return { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`, scriptHashes };
}

function readManifest(distDir: string): Manifest | null {
  try {
    return JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    return null; // no manifest (a test's hand-made dist): nothing to preload
  }
}

/** The manifest keys of the chunks index.html loads itself: the entry and its static imports. */
export function entryChunks(manifest: Manifest): Set<string> {
  const loaded = new Set<string>();
  for (const [entry, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, entry, loaded);
  return loaded;
}

/** The chunk's JavaScript and styles, and its static imports', less what index.html already loads. */
function withPreloads(html: string, manifest: Manifest, key: string, styles: 'preload' | 'stylesheet'): string {
  if (!manifest[key]) return html;
  const loaded = entryChunks(manifest);
  const needed = [...closure(manifest, key, new Set())].filter((chunk) => !loaded.has(chunk));
  const links = needed.flatMap((chunk) => [
    `<link rel="modulepreload" crossorigin href="/${manifest[chunk].file}">`,
    // Fetched now, applied when the chunk runs (Vite adds the stylesheet then, unless the page
    // already has it): render-blocking only when prerendered markup needs it to paint.
    ...(manifest[chunk].css ?? []).map((file) =>
      styles === 'stylesheet' ? `<link rel="stylesheet" crossorigin href="/${file}">` : `<link rel="preload" as="style" crossorigin href="/${file}">`,
    ),
  ]);
  return html.replace('</head>', `${links.join('')}</head>`);
}

/** A chunk and everything it imports statically (manifest keys). */
export function closure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}
