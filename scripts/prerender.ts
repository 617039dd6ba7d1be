// A Vite plugin: once the client build is written, each logged-out page of
// server/prerendered-pages.ts (`/`, `/login`, `/signup`) is rendered to HTML (src/prerender.tsx) and
// written with its critical CSS (the rules of its stylesheets its markup may use:
// scripts/critical-css.ts) and the one head script that goes with them to
// dist/.vite/prerendered.json; the server puts a page's markup, CSS and the script into the page it
// sends for that path. A first visit then paints the screen from that HTML alone instead of
// waiting for stylesheets and ~120–145 KiB of JavaScript to download and run.
//
// The render runs the client build itself, in Node (a worker thread: scripts/prerender-worker.mjs):
// no second build. Its entry (src/main.tsx), imported where there is no window, hands over
// src/prerender.tsx, a chunk of its own that no browser loads (removed from dist/ once the pages
// are rendered), instead of starting the page. So
// every component carries the class names of the build's own stylesheets, and the render costs
// the import of a few minified chunks (a nested server-side build of the same sources took 4–12 s
// of a first `npm start`). It runs before the files are compressed (scripts/precompress.ts), so
// the removed chunk gets no compressed copies.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { Worker } from 'node:worker_threads';
import type { Plugin, ResolvedConfig } from 'vite';
import { PRERENDER_CLASS, PRERENDER_FILE, prerenderedPaths, type PrerenderedPages } from '../server/prerendered-pages';
import { pageStylesheets, screenFor, type Manifest as SpaManifest } from '../server/spa-preload';
import { classesOf, criticalCss } from './critical-css';

const ENTRY = 'src/prerender.tsx';

export function prerender(): Plugin {
  let config: ResolvedConfig;
  /** The renderer's chunk, as the bundle named it. */
  let rendererFile: string | undefined;
  let entryFile: string | undefined;
  return {
    name: 'atelier:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    generateBundle(_options, bundle) {
      for (const chunk of Object.values(bundle)) {
        if (chunk.type !== 'chunk') continue;
        if (chunk.isEntry && chunk.facadeModuleId?.endsWith('.html')) entryFile = chunk.fileName;
        if (chunk.facadeModuleId === resolve(config.root, ENTRY)) rendererFile = chunk.fileName;
      }
    },
    writeBundle: {
      // Before the compression starts (it lists the files as it begins).
      order: 'pre',
      sequential: true,
      async handler() {
        // Only the app's own build: not a server-side one, nor another page built with this
        // config and its own input (tests/pages/build.ts), whose stylesheets are not the app's.
        const options = config.build as { rollupOptions?: { input?: unknown }; rolldownOptions?: { input?: unknown } };
        if (config.build.ssr || options.rollupOptions?.input || options.rolldownOptions?.input) return;
        if (!entryFile || !rendererFile) throw new Error(`prerender: the build has no entry or no ${ENTRY} chunk (src/main.tsx imports it where there is no window).`);
        const started = performance.now();
        const distDir = resolve(config.root, config.build.outDir);
        let prerendered: PrerenderedPages;
        try {
          prerendered = await renderPages(config.root, join(distDir, entryFile));
        } finally {
          // Never served: the renderer and its manifest entry go (its source map with it).
          await rm(join(distDir, rendererFile), { force: true });
          await rm(join(distDir, `${rendererFile}.map`), { force: true });
          await removeFromManifest(distDir, ENTRY);
        }
        const markups = Object.entries(prerendered.pages);
        for (const [path, markup] of markups) {
          const unstyled = await classesWithoutRules(markup, distDir);
          if (unstyled.length) config.logger.warn(`prerendered ${path} uses classes no stylesheet of the build defines: ${unstyled.join(' ')}`);
        }
        prerendered.criticalCss = await pagesCriticalCss(distDir, prerendered.pages);
        const file = join(distDir, PRERENDER_FILE);
        await mkdir(join(file, '..'), { recursive: true });
        await writeFile(file, JSON.stringify(prerendered));
        const sizes = markups.map(([path, markup]) => `${path} ${(markup.length / 1024).toFixed(1)} KiB (CSS ${(prerendered.criticalCss![path].length / 1024).toFixed(1)})`).join(', ');
        config.logger.info(`prerendered (logged out): ${sizes} of HTML in ${Math.round(performance.now() - started)} ms`);
      },
    },
  };
}

/** Runs the built entry in a worker thread (scripts/prerender-worker.mjs) and renders every prerendered path. */
async function renderPages(root: string, entry: string): Promise<PrerenderedPages> {
  const worker = new Worker(join(root, 'scripts/prerender-worker.mjs'), { workerData: { entry, paths: prerenderedPaths.map(({ path }) => path) } });
  try {
    return await new Promise<PrerenderedPages>((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
      worker.once('exit', (code) => reject(new Error(`prerender: the worker stopped (${code}) before it rendered the pages.`)));
    });
  } finally {
    await worker.terminate();
  }
}

type Manifest = Record<string, { imports?: string[]; dynamicImports?: string[] }>;

/** The manifest without the chunk `key`, nor any mention of it. */
async function removeFromManifest(distDir: string, key: string) {
  const file = join(distDir, '.vite/manifest.json');
  const text = await readFile(file, 'utf8').catch(() => null);
  if (text === null) return;
  const manifest = JSON.parse(text) as Manifest;
  delete manifest[key];
  for (const chunk of Object.values(manifest)) {
    if (chunk.imports) chunk.imports = chunk.imports.filter((name) => name !== key);
    if (chunk.dynamicImports) chunk.dynamicImports = chunk.dynamicImports.filter((name) => name !== key);
  }
  await writeFile(file, JSON.stringify(manifest, null, 2));
}

/** Each page's critical CSS: the rules of the stylesheets the server links it with that its markup may use. */
async function pagesCriticalCss(distDir: string, pages: Record<string, string>): Promise<Record<string, string>> {
  const html = await readFile(join(distDir, 'index.html'), 'utf8');
  const manifest = JSON.parse(await readFile(join(distDir, '.vite/manifest.json'), 'utf8')) as SpaManifest;
  const critical: Record<string, string> = {};
  for (const [path, markup] of Object.entries(pages)) {
    const sheets = await Promise.all(pageStylesheets(html, manifest, `src/screens/${screenFor(path)}.tsx`).map((href) => readFile(join(distDir, href), 'utf8')));
    critical[path] = criticalCss(sheets.join('\n'), classesOf(markup, [PRERENDER_CLASS]));
  }
  return critical;
}

/** The markup's class names that no CSS file of the build mentions. */
async function classesWithoutRules(markup: string, distDir: string): Promise<string[]> {
  const assets = join(distDir, 'assets');
  const sheets = await Promise.all((await readdir(assets)).filter((name) => name.endsWith('.css')).map((name) => readFile(join(assets, name), 'utf8')));
  const css = sheets.join('\n');
  return [...classesOf(markup)].filter((name) => !css.includes(`.${name}`));
}
