// The PDF embeds its own fonts (Noto Sans and Noto Sans Mono, Latin subset: all of Latin-1
// plus typographic punctuation), shipped in @fontsource packages. `new URL(…, import.meta.url)`
// lets Vite emit each file as an asset of the build for the browser to fetch from our own
// origin; under Node the same URL is a file: URL, read from disk.

export interface PdfFontFiles {
  regular: Uint8Array;
  bold: Uint8Array;
  italic: Uint8Array;
  boldItalic: Uint8Array;
  mono: Uint8Array;
}

const FONT_URLS: Record<keyof PdfFontFiles, URL> = {
  regular: new URL('../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-normal.woff', import.meta.url),
  bold: new URL('../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-700-normal.woff', import.meta.url),
  italic: new URL('../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-400-italic.woff', import.meta.url),
  boldItalic: new URL('../../../node_modules/@fontsource/noto-sans/files/noto-sans-latin-700-italic.woff', import.meta.url),
  mono: new URL('../../../node_modules/@fontsource/noto-sans-mono/files/noto-sans-mono-latin-400-normal.woff', import.meta.url),
};

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

let cached: Promise<PdfFontFiles> | null = null;

export function loadPdfFonts(): Promise<PdfFontFiles> {
  cached ??= (async () => {
    const entries = await Promise.all(
      Object.entries(FONT_URLS).map(async ([name, url]) => [name, await readFont(url)] as const),
    );
    return Object.fromEntries(entries) as unknown as PdfFontFiles;
  })();
  // A failed load (offline, say) is tried again next time rather than remembered.
  cached.catch(() => (cached = null));
  return cached;
}
