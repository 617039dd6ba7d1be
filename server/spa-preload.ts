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
import { prerenderedPathFor, readPrerenderedPages, withPrerenderedMarkup, type InlineHashes } from './prerendered-pages';

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
      // The prerendered markup needs its styles before it paints: its critical CSS inline, the
      // stylesheets then only fetched early (a build without it links them, render-blocking).
      const critical = markup !== undefined ? prerendered?.criticalCss?.[prerenderedPath!] : undefined;
      const styles = markup !== undefined && critical === undefined ? 'stylesheet' : 'preload';
      const preloaded = manifest ? withPreloads(critical === undefined ? html : withEntryStylesPreloaded(html), manifest, `src/screens/${screen}.tsx`, styles) : html;
      const page = critical === undefined ? preloaded : withLowPriority(preloaded);
      const withMarkup = markup !== undefined && withPrerenderedMarkup(page, markup, prerendered!.headScript, critical);
      document = withMarkup ? pageDocument(withMarkup.html, withMarkup) : pageDocument(page, { scriptHashes: [], styleHashes: [] });
      documents.set(key, document);
    }
    return document;
  };
}

/**
 * A page's HTML, and the validator a reload revalidates it with (index.html is never cached);
 * `scriptHashes` and `styleHashes`: the CSP sources of the inline scripts and styles it carries, for its policy.
 */
export interface PageDocument extends InlineHashes {
  html: string;
  etag: string;
}

function pageDocument(html: string, { scriptHashes, styleHashes }: InlineHashes): PageDocument {
  return { html, etag: `"${createHash('sha256').update(html).digest('base64url').slice(0, 27)}"`, scriptHashes, styleHashes };
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

/** The chunks the screen `key` needs (itself and its static imports) that index.html does not load already. */
function screenChunks(manifest: Manifest, key: string): string[] {
  const loaded = entryChunks(manifest);
  return [...closure(manifest, key, new Set())].filter((chunk) => !loaded.has(chunk));
}

/**
 * The stylesheets a page with the screen `key` links, in the page's order: index.html's own, then
 * its screen's (the build's prerender inlines the rules of these its markup uses: scripts/prerender.ts).
 */
const STYLESHEET_LINK = /<link rel="stylesheet"[^>]* href="([^"]+\.css)"[^>]*>/g;
export function pageStylesheets(html: string, manifest: Manifest, key: string): string[] {
  const entry = [...html.matchAll(STYLESHEET_LINK)].map((match) => match[1]);
  return [...entry, ...screenChunks(manifest, key).flatMap((chunk) => (manifest[chunk].css ?? []).map((file) => `/${file}`))];
}

/**
 * The chunk's JavaScript and styles, and its static imports', less what index.html already loads.
 * The screen's own chunk is marked with its name: the entry imports it from there for the first
 * render, rather than carrying every screen's loader (src/app/routes.tsx).
 */
function withPreloads(html: string, manifest: Manifest, key: string, styles: 'preload' | 'stylesheet'): string {
  if (!manifest[key]) return html;
  const screen = key.slice('src/screens/'.length, -'.tsx'.length);
  const links = screenChunks(manifest, key).flatMap((chunk) => [
    `<link rel="modulepreload" crossorigin href="/${manifest[chunk].file}"${chunk === key ? ` data-screen="${screen}"` : ''}>`,
    // Fetched now, applied when the chunk runs (Vite adds the stylesheet then, unless the page
    // already has it): render-blocking only when prerendered markup needs it to paint.
    ...(manifest[chunk].css ?? []).map((file) =>
      styles === 'stylesheet' ? `<link rel="stylesheet" crossorigin href="/${file}">` : `<link rel="preload" as="style" crossorigin href="/${file}">`,
    ),
  ]);
  return html.replace('</head>', `${links.join('')}</head>`);
}

/**
 * index.html's own stylesheets fetched without blocking the first paint, for a page whose
 * critical CSS is inline: the entry applies them before its first render (src/app/preloadedStyles.ts).
 */
function withEntryStylesPreloaded(html: string): string {
  return html.replace(STYLESHEET_LINK, (link) => link.replace('rel="stylesheet"', 'rel="preload" as="style"'));
}

/**
 * The page's scripts and preloads fetched at low priority, for a page that paints from its HTML
 * alone: none of them is needed for that first paint, so they leave the connection to the page
 * itself (and a browser, or Lighthouse's simulation, counts none of them as holding it up).
 */
function withLowPriority(html: string): string {
  return html.replace(/<(?:link rel="(?:modulepreload|preload)"|script type="module")[^>]*>/g, (tag) => tag.replace(/>$/, ' fetchpriority="low">'));
}

/** A chunk and everything it imports statically (manifest keys). */
export function closure(manifest: Manifest, key: string, into: Set<string>): Set<string> {
  if (into.has(key) || !manifest[key]) return into;
  into.add(key);
  for (const imported of manifest[key].imports ?? []) closure(manifest, imported, into);
  return into;
}
