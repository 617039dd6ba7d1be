// The server as one JavaScript file, so `npm start` runs it with plain node instead of
// compiling every TypeScript module at each start (tsx). Our own code (server/, contract/) is
// bundled with esbuild; node_modules stay outside, loaded from their packages as before, so
// PGlite finds its wasm and data files and every package its own assets. The exceptions are
// `bundledPackages`: plain JavaScript with no files of their own, used by our code alone, and
// made of hundreds of small ES modules that node would load one by one (kysely and typebox
// took 0.55 s of CPU to load that way, 0.05 s bundled).
//
// Plain JavaScript: it runs before any bundle exists, without tsx. The bundle is rebuilt only
// when a file or folder under its sources is newer than it (a few hundred stats: it is on the
// start path); parallel starts (test processes) may each rebuild, and each writes its own file
// and renames it into place, so nobody ever loads half a bundle.
import { randomBytes } from 'node:crypto';
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { builtAfter } from './newest-change.mjs';

const root = resolve(import.meta.dirname, '..');
export const serverBundle = join(root, 'build/server/main.js');
const entry = join(root, 'server/main.ts');
const sources = ['server', 'contract', 'scripts/server-bundle.mjs', 'scripts/newest-change.mjs', 'scripts/build-progress.ts'].map((path) => join(root, path));
const bundledPackages = new Set(['kysely', 'typebox', 'jose']);

function builtAt() {
  try {
    return statSync(serverBundle).mtimeMs;
  } catch {
    return 0;
  }
}

/** The bundle's path, after building it if it is missing or older than its sources. */
export async function serverBundleIfStale() {
  if (builtAfter(builtAt(), sources)) return serverBundle;
  await buildServerBundle();
  return serverBundle;
}

export async function buildServerBundle() {
  // Dated when the build began, so a source saved while esbuild reads them still counts as newer.
  const startedAt = new Date();
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [entry],
    outdir: dirname(serverBundle),
    // Split, so what is imported on demand (a hosted provider's SDK) stays out of the start:
    // in one file, a lazily imported module's own imports would be loaded with the rest.
    splitting: true,
    chunkNames: 'chunk-[hash]',
    write: false,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    logLevel: 'warning',
    banner: { js: "import { fileURLToPath as __fileURLToPath } from 'node:url';" },
    plugins: [sourceFolders, packagesOutside],
  });
  mkdirSync(dirname(serverBundle), { recursive: true });
  // Chunks first (named by their content, so another build writes the same bytes), the entry last.
  const chunks = outputFiles.filter((file) => file.path !== serverBundle);
  for (const file of [...chunks, ...outputFiles.filter((file) => file.path === serverBundle)]) {
    const partial = `${file.path}.${randomBytes(4).toString('hex')}.partial`;
    writeFileSync(partial, file.contents);
    if (file.path === serverBundle) utimesSync(partial, startedAt, startedAt);
    renameSync(partial, file.path);
  }
  removeOldChunks(new Set(outputFiles.map((file) => file.path)));
}

/** Chunks of earlier builds (and files of an interrupted one), once old enough that no server still running could want one. */
function removeOldChunks(current) {
  const folder = dirname(serverBundle);
  const dayAgo = Date.now() - 24 * 3600 * 1000;
  for (const name of readdirSync(folder)) {
    const path = join(folder, name);
    if (current.has(path) || !(name.startsWith('chunk-') || name.endsWith('.partial'))) continue;
    try {
      if (statSync(path).mtimeMs < dayAgo) rmSync(path, { force: true });
    } catch {
      // Removed by another build meanwhile.
    }
  }
}

/** Every package but `bundledPackages` is imported from node_modules at run time. */
const packagesOutside = {
  name: 'packages-outside',
  setup(build) {
    build.onResolve({ filter: /^[^./]/ }, (args) => {
      const name = args.path.split('/').slice(0, args.path.startsWith('@') ? 2 : 1).join('/');
      return bundledPackages.has(name) ? undefined : { external: true };
    });
  },
};

/**
 * Each module keeps its own folder: `import.meta.dirname` becomes the module's source folder,
 * found from the bundle's place, so files read beside the sources (the migrations, dist/ from
 * server/serve.ts) are where they were, and a moved checkout still works. `import.meta.url`
 * and `import.meta.filename` would silently name the bundle: they are refused.
 */
const sourceFolders = {
  name: 'source-folders',
  setup(build) {
    build.onLoad({ filter: /\.ts$/ }, (args) => {
      if (args.path.includes('node_modules')) return undefined;
      const text = readFileSync(args.path, 'utf8');
      if (/import\.meta\.(url|filename)\b/.test(text)) {
        return { errors: [{ text: `${relative(root, args.path)} uses import.meta.url or import.meta.filename, which would name the bundle: use import.meta.dirname.` }] };
      }
      const folder = relative(dirname(serverBundle), dirname(args.path)).split('\\').join('/');
      const contents = text.replaceAll('import.meta.dirname', `__fileURLToPath(new URL(${JSON.stringify(`${folder}/`)}, import.meta.url)).slice(0, -1)`);
      return { contents, loader: 'ts' };
    });
  },
};
