// A worker thread's module as plain JavaScript (off-thread.ts). Our modules are TypeScript and
// the server runs as a bundle under plain node, so a worker cannot import a .ts file as it is:
// each is bundled once per process with esbuild (a dependency the start already uses; its work
// happens in its own process, off the event loop) into build/workers/, packages left to load from
// node_modules, and `import.meta.dirname` kept naming the source's folder. A new worker then
// starts in tens of milliseconds, where loading a TypeScript loader in it took up to 2 s on a
// busy machine.
import { createHash, randomBytes } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const folder = resolve(import.meta.dirname, '../../../build/workers');
const built = new Map<string, Promise<string>>();

/** The URL a worker imports for `modulePath`: the file itself when it is JavaScript. */
export function workerModuleUrl(modulePath: string): Promise<string> {
  if (!/\.[mc]?ts$/.test(modulePath)) return Promise.resolve(pathToFileURL(modulePath).href);
  let url = built.get(modulePath);
  if (!url) {
    url = bundle(modulePath);
    built.set(modulePath, url);
    // A failed build is tried again by the next call.
    url.catch(() => built.delete(modulePath));
  }
  return url;
}

async function bundle(modulePath: string): Promise<string> {
  const { build } = await import('esbuild');
  const { outputFiles } = await build({
    entryPoints: [modulePath],
    bundle: true,
    write: false,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
    plugins: [sourceFolders],
  });
  const code = outputFiles[0]!.contents;
  // Named by content: processes building the same module write the same file.
  const file = join(folder, `${basename(modulePath).replace(/\.[mc]?ts$/, '')}-${createHash('sha256').update(code).digest('hex').slice(0, 16)}.mjs`);
  if (!existsSync(file)) {
    await mkdir(folder, { recursive: true });
    const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
    await writeFile(partial, code);
    await rename(partial, file);
  }
  return pathToFileURL(file).href;
}

/** `import.meta.dirname` in a bundled module names its source's folder, not build/workers. */
const sourceFolders = {
  name: 'source-folders',
  setup(build: { onLoad(options: { filter: RegExp }, load: (args: { path: string }) => { contents: string; loader: 'ts' } | undefined): void }) {
    build.onLoad({ filter: /\.[mc]?ts$/ }, (args) => {
      if (args.path.includes('node_modules')) return undefined;
      const contents = readFileSync(args.path, 'utf8').replaceAll('import.meta.dirname', JSON.stringify(dirname(args.path)));
      return { contents, loader: 'ts' };
    });
  },
};
