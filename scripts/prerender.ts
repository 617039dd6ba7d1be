// A Vite plugin: after the client build, each logged-out page of server/prerendered-pages.ts
// (`/`, `/login`, `/signup`) is rendered to HTML (src/prerender.tsx) and written with the one head
// script that goes with them to dist/.vite/prerendered.json; the server puts a page's markup and
// the script into the page it sends for that path. A first visit then paints the screen from HTML
// and CSS instead of waiting for ~120–135 KiB of JavaScript to download and run. The entry is built for Node on its own (a nested SSR build with the same transforms, so
// linaria gives every component the class names the client's stylesheets use; its styles are the
// client build's own, not evaluated twice: scripts/styles-once.ts), then imported
// and run; the build output is inside node_modules so its imports resolve to the project's
// packages.
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';
import { PRERENDER_FILE, prerenderedPaths, type PrerenderedPages } from '../server/prerendered-pages';

const ENTRY = 'src/prerender.tsx';

/** `plugins`: the client build's transforms, created afresh for the nested build. */
export function prerender({ plugins }: { plugins: () => PluginOption[] }): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'atelier:prerender',
    apply: 'build',
    configResolved(resolved) {
      config = resolved;
    },
    async closeBundle(error?: Error) {
      // A failed build wrote nothing to prerender: its own error is the one to see.
      if (error) return;
      // Only the app's own build: not its server-side half, nor another page built with this
      // config and its own input (bench/list-scroll.ts's harness), whose stylesheets are not the app's.
      const options = config.build as { rollupOptions?: { input?: unknown }; rolldownOptions?: { input?: unknown } };
      if (config.build.ssr || options.rollupOptions?.input || options.rolldownOptions?.input) return;
      const started = performance.now();
      // Its own folder per build: several builds (into other outDirs) may run at once.
      const cache = join(config.root, 'node_modules/.cache');
      await mkdir(cache, { recursive: true });
      const outDir = await mkdtemp(join(cache, 'atelier-prerender-'));
      const prerendered: PrerenderedPages = { pages: {}, headScript: '' };
      try {
        await build({
          configFile: false,
          root: config.root,
          mode: config.mode,
          logLevel: 'warn',
          plugins: plugins(),
          // One file: a lazy chunk the render starts (the message list's) must not be read from disk
          // after the folder is gone.
          build: { ssr: ENTRY, outDir, emptyOutDir: true, minify: false, sourcemap: false, rolldownOptions: { output: { entryFileNames: 'prerender.mjs', codeSplitting: false } } },
        });
        const entry = (await import(pathToFileURL(join(outDir, 'prerender.mjs')).href)) as typeof import('../src/prerender');
        // One after the other: a render is synchronous once its screen's chunk has run.
        for (const { path } of prerenderedPaths) prerendered.pages[path] = await entry.renderPage(path);
        prerendered.headScript = entry.headScript;
      } finally {
        await rm(outDir, { recursive: true, force: true });
      }
      const distDir = resolve(config.root, config.build.outDir);
      const markups = Object.entries(prerendered.pages);
      for (const [path, markup] of markups) {
        const unstyled = await classesWithoutRules(markup, distDir);
        if (unstyled.length) config.logger.warn(`prerendered ${path} uses classes no stylesheet of the build defines (linaria names differ between the builds?): ${unstyled.join(' ')}`);
      }
      const file = join(distDir, PRERENDER_FILE);
      await mkdir(join(file, '..'), { recursive: true });
      await writeFile(file, JSON.stringify(prerendered));
      const sizes = markups.map(([path, markup]) => `${path} ${(markup.length / 1024).toFixed(1)} KiB`).join(', ');
      config.logger.info(`prerendered (logged out): ${sizes} of HTML in ${Math.round(performance.now() - started)} ms`);
    },
  };
}

/** The markup's class names that no CSS file of the build mentions. */
async function classesWithoutRules(markup: string, distDir: string): Promise<string[]> {
  const assets = join(distDir, 'assets');
  const sheets = await Promise.all((await readdir(assets)).filter((name) => name.endsWith('.css')).map((name) => readFile(join(assets, name), 'utf8')));
  const css = sheets.join('\n');
  const classes = new Set([...markup.matchAll(/class="([^"]+)"/g)].flatMap((match) => match[1].split(/\s+/)));
  return [...classes].filter((name) => !css.includes(`.${name}`));
}
