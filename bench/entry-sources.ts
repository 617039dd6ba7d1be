// What a page's first-load chunks are made of: each chunk's bytes attributed to its sources
// through the build's source maps, raw and gzipped (a source's gzipped share: the chunk's size
// less its size without that source's bytes, so what compresses with other sources counts little).
// `npx tsx bench/entry-sources.ts [screen] [distDir]`, e.g. `library/ShareScreen` (the default):
// how a new gateway domain or page shows up in every page's entry.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { ScreenName } from '../contract/pages';
import { pageFirstLoad } from './bundle';

export interface SourceShare {
  source: string;
  raw: number;
  gzip: number;
}

/** A chunk's bytes by source (its map's `sources`, `(bundler)` for code no source claims), largest gzipped share first. */
export async function chunkSources(distDir: string, file: string): Promise<{ gzip: number; sources: SourceShare[] }> {
  const code = await readFile(join(distDir, file), 'utf8');
  const map = await readFile(join(distDir, `${file}.map`), 'utf8').catch(() => null);
  const gzip = (text: string) => gzipSync(text, { level: 9 }).length;
  const whole = gzip(code);
  if (!map) return { gzip: whole, sources: [{ source: '(bundler)', raw: code.length, gzip: whole }] };
  // Each mapping owns the code up to the next one.
  const marks = [{ at: 0, source: '(bundler)' }, ...mappings(code, JSON.parse(map) as SourceMap)].sort((a, b) => a.at - b.at);
  const spans = marks.map((mark, index) => ({ source: mark.source, from: mark.at, to: marks[index + 1]?.at ?? code.length }));
  const sources = [...new Set(spans.map((span) => span.source))].map((source) => {
    const own = spans.filter((span) => span.source === source);
    const without = spans.filter((span) => span.source !== source).map((span) => code.slice(span.from, span.to)).join('');
    return { source, raw: own.reduce((sum, span) => sum + span.to - span.from, 0), gzip: whole - gzip(without) };
  });
  return { gzip: whole, sources: sources.sort((a, b) => b.gzip - a.gzip) };
}

interface SourceMap {
  sources: string[];
  mappings: string;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** Where each of the map's segments starts in `code`, and the source it names (source map v3: base64 VLQ, fields relative to the previous segment). */
function mappings(code: string, map: SourceMap): { at: number; source: string }[] {
  const found = [];
  let lineStart = 0;
  let source = 0;
  for (const line of map.mappings.split(';')) {
    let column = 0;
    for (const segment of line.split(',').filter(Boolean)) {
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        shift += 5;
        if (digit & 32) continue;
        fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
        value = 0;
        shift = 0;
      }
      column += fields[0]!;
      if (fields.length > 1) source += fields[1]!;
      found.push({ at: lineStart + column, source: fields.length > 1 ? map.sources[source]!.replace(/^(\.\.\/)+/, '') : '(bundler)' });
    }
    const next = code.indexOf('\n', lineStart);
    lineStart = next === -1 ? code.length : next + 1;
  }
  return found;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const screen = (process.argv[2] ?? 'library/ShareScreen') as ScreenName;
  const distDir = process.argv[3] ?? 'dist';
  const page = await pageFirstLoad(distDir, screen);
  console.log(`${screen}: ${page.gzip} bytes gzipped (${(page.gzip / 1024).toFixed(1)} KiB), ${page.brotli} brotli`);
  for (const file of page.files) {
    const { gzip, sources } = await chunkSources(distDir, file);
    console.log(`\n${file}: ${gzip} bytes gzipped`);
    for (const share of sources) console.log(`${String(share.gzip).padStart(7)} ${String(share.raw).padStart(8)}  ${share.source}`);
  }
}
