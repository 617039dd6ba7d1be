// A Vite plugin: after the client build, the logged-out `/` is rendered to HTML (src/prerender.tsx)
// and written to dist/.vite/home.json with the head script that goes with it; the server puts
// both into the page it sends for `/` (server/prerendered-home.ts). A first visit then paints the
// chat screen from HTML and CSS instead of waiting for ~135 KiB of JavaScript to download and
// run. The entry is built for Node on its own (a nested SSR build with the same transforms, so
// linaria gives every component the class names the client's stylesheets use), then imported
// and run; the build output is inside node_modules so its imports resolve to the project's
// packages.
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build, type Plugin, type PluginOption, type ResolvedConfig } from 'vite';
import { PRERENDER_FILE, type PrerenderedHome } from '../server/prerendered-home';

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
    async closeBundle() {
      if (config.build.ssr) return;
      const started = performance.now();
      const outDir = join(config.root, 'node_modules/.cache/atelier-prerender');
      await build({
        configFile: false,
        root: config.root,
        mode: config.mode,
        logLevel: 'warn',
        plugins: plugins(),
        build: { ssr: ENTRY, outDir, emptyOutDir: true, minify: false, sourcemap: false, rolldownOptions: { output: { entryFileNames: 'prerender.mjs' } } },
      });
      // A query per build: a second build in the same process (npm start's) must not get the first module.
      const entry = (await import(`${pathToFileURL(join(outDir, 'prerender.mjs')).href}?${Date.now()}`)) as typeof import('../src/prerender');
      const home: PrerenderedHome = { markup: await entry.renderHome(), headScript: entry.headScript };
      const file = resolve(config.root, config.build.outDir, PRERENDER_FILE);
      await mkdir(join(file, '..'), { recursive: true });
      await writeFile(file, JSON.stringify(home));
      await rm(outDir, { recursive: true, force: true });
      config.logger.info(`prerendered / (logged out): ${(home.markup.length / 1024).toFixed(1)} KiB of HTML in ${Math.round(performance.now() - started)} ms`);
    },
  };
}
