// The PDF embeds its own fonts: Noto Sans and Noto Sans Mono from @fontsource packages, split
// by script. Latin (all of Latin-1 plus typographic punctuation) is always loaded; Latin
// Extended, Cyrillic, Greek and Vietnamese only when the conversation uses them. Each URL is a
// literal `new URL(…, import.meta.url)`, which Vite turns into an asset of the build for the
// browser to fetch from our own origin; under Node the same URL is a file: URL, read from disk.

export const FONT_STYLES = ['regular', 'bold', 'italic', 'boldItalic', 'mono'] as const;
export type FontStyle = (typeof FONT_STYLES)[number];
export type FontSubset = 'latin' | 'latin-ext' | 'cyrillic' | 'greek' | 'vietnamese';

/** For each style, the font files of the subsets asked for, Latin first. */
export type PdfFontFiles = Record<FontStyle, Uint8Array[]>;

const FONT_URLS: Record<FontStyle, Record<FontSubset, URL>> = {
  regular: {
    'latin': new URL('../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff', import.meta.url),
    'latin-ext': new URL('../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-ext-400-normal.woff', import.meta.url),
    'cyrillic': new URL('../../../node_modules/@fontsource/noto-sans/files/noto-sans-cyrillic-400-normal.woff', import.meta.url),
    'greek': new URL('../../../node_modules/@fontsource/noto-sans/files/noto-sans-greek-400-normal.woff', import.meta.url),
    'vietnamese': new URL('../../../node_modules/@fontsource/noto-sans/files/noto-sans-vietnamese-400-normal.woff', import.meta.url),
  },
  bold: {
    'latin': new URL('../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff', import.meta.url),
    'latin-ext': new URL('../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-ext-700-normal.woff', import.meta.url),
    'cyrillic': new URL('../../../node_modules/@fontsource/noto-sans/files/noto-sans-cyrillic-700-normal.woff', import.meta.url),
    'greek': new URL('../../../node_modules/@fontsource/noto-sans/files/noto-sans-greek-700-normal.woff', import.meta.url),
    'vietnamese': new URL('../../../node_modules/@fontsource/noto-sans/files/noto-sans-vietnamese-700-normal.woff', import.meta.url),
  },
  italic: {
    'latin': new URL('../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-italic.woff', import.meta.url),
    'latin-ext': new URL('../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-ext-400-italic.woff', import.meta.url),
    'cyrillic': new URL('../../../node_modules/@fontsource/noto-sans/files/noto-sans-cyrillic-400-italic.woff', import.meta.url),
    'greek': new URL('../../../node_modules/@fontsource/noto-sans/files/noto-sans-greek-400-italic.woff', import.meta.url),
    'vietnamese': new URL('../../../node_modules/@fontsource/noto-sans/files/noto-sans-vietnamese-400-italic.woff', import.meta.url),
  },
  boldItalic: {
    'latin': new URL('../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-700-italic.woff', import.meta.url),
    'latin-ext': new URL('../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-ext-700-italic.woff', import.meta.url),
    'cyrillic': new URL('../../../node_modules/@fontsource/noto-sans/files/noto-sans-cyrillic-700-italic.woff', import.meta.url),
    'greek': new URL('../../../node_modules/@fontsource/noto-sans/files/noto-sans-greek-700-italic.woff', import.meta.url),
    'vietnamese': new URL('../../../node_modules/@fontsource/noto-sans/files/noto-sans-vietnamese-700-italic.woff', import.meta.url),
  },
  mono: {
    'latin': new URL('../../../node_modules/@fontsource/noto-sans-mono/files/noto-sans-mono-latin-400-normal.woff', import.meta.url),
    'latin-ext': new URL('../../../node_modules/@fontsource/noto-sans-mono/files/noto-sans-mono-latin-ext-400-normal.woff', import.meta.url),
    'cyrillic': new URL('../../../node_modules/@fontsource/noto-sans-mono/files/noto-sans-mono-cyrillic-400-normal.woff', import.meta.url),
    'greek': new URL('../../../node_modules/@fontsource/noto-sans-mono/files/noto-sans-mono-greek-400-normal.woff', import.meta.url),
    'vietnamese': new URL('../../../node_modules/@fontsource/noto-sans-mono/files/noto-sans-mono-vietnamese-400-normal.woff', import.meta.url),
  },
};

// Code points of each optional subset (from @fontsource's unicode.json), as [from, to] pairs.
const SUBSET_RANGES: Array<[Exclude<FontSubset, 'latin'>, Array<[number, number]>]> = [
  ['latin-ext', [[0x0100, 0x02ba], [0x02bd, 0x02ff], [0x1d00, 0x1dbf], [0x1e00, 0x1e9f], [0x1ef2, 0x1eff], [0x20a0, 0x20c0], [0x2c60, 0x2c7f], [0xa720, 0xa7ff]]],
  ['cyrillic', [[0x0400, 0x045f], [0x0490, 0x0491], [0x04b0, 0x04b1], [0x2116, 0x2116]]],
  ['greek', [[0x0370, 0x03ff]]],
  ['vietnamese', [[0x1ea0, 0x1ef9]]],
];

/** The subsets needed to draw `text`; characters outside all of them are drawn as U+FFFD. */
export function subsetsFor(text: string): FontSubset[] {
  const needed = new Set<FontSubset>(['latin']);
  for (const char of text) {
    const code = char.codePointAt(0)!;
    if (code < 0x100) continue;
    for (const [subset, ranges] of SUBSET_RANGES) {
      if (ranges.some(([from, to]) => code >= from && code <= to)) needed.add(subset);
    }
  }
  return (['latin', 'latin-ext', 'cyrillic', 'greek', 'vietnamese'] as const).filter((s) => needed.has(s));
}

async function readFont(url: URL): Promise<Uint8Array> {
  if (url.protocol === 'file:') {
    // A computed specifier keeps the bundler from pulling a Node module into the browser build.
    const fsModule = 'node:fs/promises';
    const fs = (await import(/* @vite-ignore */ fsModule)) as typeof import('node:fs/promises');
    return new Uint8Array(await fs.readFile(url));
  }
  const response = await fetch(url);
  if (!response.ok) throw new Error(`Could not load the PDF font (${response.status}).`);
  return new Uint8Array(await response.arrayBuffer());
}

const cache = new Map<string, Promise<Uint8Array>>();

function cachedFont(url: URL): Promise<Uint8Array> {
  let bytes = cache.get(url.href);
  if (!bytes) {
    bytes = readFont(url);
    // A failed load (offline, say) is tried again next time rather than remembered.
    bytes.catch(() => cache.delete(url.href));
    cache.set(url.href, bytes);
  }
  return bytes;
}

export async function loadPdfFonts(subsets: readonly FontSubset[] = ['latin']): Promise<PdfFontFiles> {
  const entries = await Promise.all(
    FONT_STYLES.map(async (style) => [style, await Promise.all(subsets.map((s) => cachedFont(FONT_URLS[style][s])))] as const),
  );
  return Object.fromEntries(entries) as PdfFontFiles;
}
