// index.html with the current page's screen preloaded. A screen is a lazy chunk: without this
// the browser learns of it only once the entry has downloaded and run, a second round trip
// before the first paint (on a slow phone network, most of it). The page comes from
// contract/pages.ts, the chunks from Vite's build manifest; a build without a manifest is sent
// as it is.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'regexparam';
import { notFoundScreen, pages, type ScreenName } from '../contract/pages';

export interface ManifestChunk {
  file: string;
  name?: string;
  src?: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The screen a path shows, matched as wouter matches it (regexparam, or the page's RegExp). */
export function screenFor(pathname: string): ScreenName {
  for (const page of pages) {
    const pattern = typeof page.path === 'string' ? parse(page.path).pattern : page.path;
    if (pattern.test(pathname)) return page.screen;
  }
  return notFoundScreen;
}

/** The index.html to send for a path; each screen's copy is built once. */
export function pageDocuments(distDir: string): (pathname: string) => string {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8');
  let manifest: Manifest | null = null;
  try {
    manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  } catch {
    // no manifest (a test's hand-made dist): nothing to preload
  }
  const documents = new Map<ScreenName, string>();
  return (pathname) => {
    const screen = screenFor(pathname);
    let document = documents.get(screen);
    if (document === undefined) {
      document = manifest ? withPreloads(html, manifest, `src/screens/${screen}.tsx`) : html;
      documents.set(screen, document);
    }
    return document;
  };
}

/** The manifest keys of the chunks index.html loads itself: the entry and its static imports. */
export function entryChunks(manifest: Manifest): Set<string> {
  const loaded = new Set<string>();
  for (const [entry, chunk] of Object.entries(manifest)) if (chunk.isEntry) closure(manifest, entry, loaded);
  return loaded;
}

/** The chunk's JavaScript and styles, and its static imports', less what index.html already loads. */
function withPreloads(html: string, manifest: Manifest, key: string): string {
  if (!manifest[key]) return html;
  const loaded = entryChunks(manifest);
  const needed = [...closure(manifest, key, new Set())].filter((chunk) => !loaded.has(chunk));
  const links = needed.flatMap((chunk) => [
    `<link rel="modulepreload" crossorigin href="/${manifest[chunk].file}">`,
    // Fetched now, applied when the chunk runs (Vite adds the stylesheet then): not render-blocking.
    ...(manifest[chunk].css ?? []).map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
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
