// Gzipped size of the JavaScript a route loads first, read from Vite's build manifest:
// the entry chunk, the route's lazy chunk, and everything they import statically; and what
// the server actually sends a browser that accepts brotli (the .br copies written at build).
import { readFile, stat } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { join } from 'node:path';

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
}

export async function routeJsGzipBytes(distDir: string, routeSrcPrefix: string) {
  const manifest: Record<string, ManifestChunk> = JSON.parse(
    await readFile(join(distDir, '.vite/manifest.json'), 'utf8'),
  );
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  const roots = Object.keys(manifest).filter(
    (key) => manifest[key].isEntry || manifest[key].src?.startsWith(routeSrcPrefix),
  );
  roots.forEach(visit);
  let raw = 0;
  let gzip = 0;
  let brotli = 0;
  const files: string[] = [];
  for (const key of seen) {
    const file = manifest[key].file;
    if (!file.endsWith('.js')) continue;
    const bytes = await readFile(join(distDir, file));
    raw += bytes.length;
    gzip += gzipSync(bytes, { level: 9 }).length;
    brotli += await stat(join(distDir, `${file}.br`)).then((copy) => copy.size, () => bytes.length);
    files.push(file);
  }
  return { raw, gzip, brotli, files };
}
