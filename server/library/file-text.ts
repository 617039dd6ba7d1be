// The text of an attached file as the model reads it (SPEC §5): text and code as they are, pdf
// (pdfjs-dist), docx and xlsx (their XML, streamed out of the zip) as their text. The model sees
// at most `maxExtractedChars` characters of a file, so each reader stops once it has that many
// (plus one, to know the file was cut) instead of decoding, parsing or inflating all of a 25 MB
// upload. NUL characters are dropped: Postgres text can't hold them.
import { readZipEntry, smallZipText, zipEntries, type ZipEntry } from '../lib/zip';
import { attributeOf, isSelfClosing, tagName, XmlStream } from '../lib/xml-stream';

export const maxExtractedChars = 50_000;

/** The characters kept for the model: never more than one past the cap. */
class KeptText {
  private readonly parts: string[] = [];
  private length = 0;

  get full() {
    return this.length > maxExtractedChars;
  }

  add(text: string) {
    if (this.full || !text) return;
    const clean = text.includes('\u0000') ? text.replaceAll('\u0000', '') : text;
    const kept = clean.slice(0, maxExtractedChars + 1 - this.length);
    this.parts.push(kept);
    this.length += kept.length;
  }

  /** The text with, when the file had more, a line telling the model it was cut. */
  capped(trim = false) {
    const text = this.parts.join('');
    if (!this.full) return trim ? text.trim() : text;
    return `${text.slice(0, maxExtractedChars)}\n[… cut: only the first ${maxExtractedChars.toLocaleString('en')} characters of this file are shown]`;
  }
}

/** The file's text for the model; throws when a pdf, docx or xlsx can't be read. */
export async function extractText(data: Buffer, extension: string): Promise<string> {
  const kept = new KeptText();
  if (extension === 'pdf') await pdfText(data, kept);
  else if (extension === 'docx') await docxText(data, kept);
  else if (extension === 'xlsx') await xlsxText(data, kept);
  else return plainText(data, kept);
  return kept.capped(true);
}

const decodeBytes = 64 * 1024;

/** UTF-8 (checked on upload) decoded a piece at a time, only as far as the model will read. */
function plainText(data: Uint8Array, kept: KeptText): string {
  const decoder = new TextDecoder();
  for (let at = 0; at < data.length && !kept.full; at += decodeBytes) kept.add(decoder.decode(data.subarray(at, at + decodeBytes), { stream: true }));
  kept.add(decoder.decode());
  return kept.capped();
}

async function pdfText(data: Buffer, kept: KeptText) {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  try {
    // Pages past what the model will see are not read.
    for (let number = 1; number <= document.numPages && !kept.full; number++) {
      const content = await (await document.getPage(number)).getTextContent();
      if (number > 1) kept.add('\n\n');
      kept.add(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
    }
  } finally {
    await document.destroy();
  }
}

/** Streams one entry of the zip through an XML walker until `done` says it has enough. */
async function walkZipXml(data: Uint8Array, entry: ZipEntry, tag: (inside: string) => void, text: (text: string) => void, done: () => boolean) {
  const stream = new XmlStream({ tag, text });
  await readZipEntry(data, entry, (piece) => {
    stream.push(piece);
    return !done();
  });
}

/** The main part named in `_rels/.rels` (Word may call it word/document2.xml), else the usual one. */
async function mainPart(data: Uint8Array, entries: ZipEntry[], usual: string): Promise<ZipEntry | undefined> {
  const relations = (await smallZipText(data, entries, '_rels/.rels')) ?? '';
  const main = [...relations.matchAll(/<Relationship\b[^>]*>/g)].find((relation) => attributeOf(relation[0], 'Type')?.endsWith('/officeDocument'));
  const target = main ? attributeOf(main[0], 'Target')?.replace(/^\//, '') : undefined;
  return entries.find((entry) => entry.name === target) ?? entries.find((entry) => entry.name === usual);
}

/** Paragraphs separated by a blank line, tabs and breaks kept; as mammoth's raw text did. */
async function docxText(data: Buffer, kept: KeptText) {
  const entries = zipEntries(data);
  const document = await mainPart(data, entries, 'word/document.xml');
  if (!document) throw new Error('No document part');
  let inText = false;
  // Text boxes are written twice (DrawingML, then a VML fallback): read the first only.
  let fallbackDepth = 0;
  const tag = (inside: string) => {
    const name = tagName(inside);
    if (name === 'mc:Fallback' && !isSelfClosing(inside)) fallbackDepth++;
    else if (name === '/mc:Fallback') fallbackDepth--;
    if (fallbackDepth > 0) return;
    if (name === 'w:t') inText = !isSelfClosing(inside);
    else if (name === '/w:t') inText = false;
    else if (name === 'w:tab') kept.add('\t');
    else if (name === 'w:br' || name === 'w:cr') kept.add('\n');
    else if (name === '/w:p') kept.add('\n\n');
  };
  const text = (part: string) => {
    if (inText && fallbackDepth === 0) kept.add(part);
  };
  await walkZipXml(data, document, tag, text, () => kept.full);
}

/** A cell as read from a sheet: its text, or the index of a shared string. */
type Cell = string | { shared: number };

/**
 * Each sheet as tab-separated rows, shared strings resolved. The sheets are read first, only as
 * far as the model will see (every cell or row adds at least a separator), then the shared
 * strings, keeping only those the read cells name.
 */
async function xlsxText(data: Buffer, kept: KeptText) {
  const entries = zipEntries(data);
  const sheetNumber = (name: string) => Number(/^xl\/worksheets\/sheet(\d+)\.xml$/.exec(name)?.[1] ?? NaN);
  const sheets = entries.filter((entry) => Number.isFinite(sheetNumber(entry.name))).sort((a, b) => sheetNumber(a.name) - sheetNumber(b.name));
  if (sheets.length === 0) throw new Error('No sheets');

  const read: Cell[][][] = [];
  let atLeast = 0; // characters the text will have at least, string cells counted as empty
  const enough = () => atLeast > maxExtractedChars;
  for (const [index, sheet] of sheets.entries()) {
    if (enough()) break;
    const rows: Cell[][] = [];
    read.push(rows);
    atLeast += `Sheet ${index + 1}\n`.length + (index ? 2 : 0);
    let type: string | undefined;
    let value: string | null = null;
    let inValue = false;
    const tag = (inside: string) => {
      // One inflated piece may hold far more cells than the model will see.
      if (enough()) return;
      const name = tagName(inside);
      if (name === 'row') {
        rows.push([]);
        atLeast++;
        return;
      }
      if (name === 'c') {
        type = attributeOf(inside, 't');
        value = null;
        if (isSelfClosing(inside)) rows.at(-1)?.push('');
        atLeast++;
        return;
      }
      if (name === 'v' || name === 't') inValue = !isSelfClosing(inside);
      else if (name === '/v' || name === '/t') inValue = false;
      else if (name === '/c') rows.at(-1)?.push(type === 's' ? { shared: Number(value) } : (value ?? ''));
    };
    const text = (part: string) => {
      if (!inValue || enough()) return;
      value = (value ?? '') + part;
      if (type !== 's') atLeast += part.length;
    };
    await walkZipXml(data, sheet, tag, text, enough);
  }

  const wanted = new Set(read.flat(2).flatMap((cell) => (typeof cell === 'string' ? [] : [cell.shared])));
  const shared = await sharedStrings(data, entries, wanted);
  read.forEach((rows, index) => {
    kept.add(`${index ? '\n\n' : ''}Sheet ${index + 1}\n`);
    rows.forEach((cells, row) => kept.add((row ? '\n' : '') + cells.map((cell) => (typeof cell === 'string' ? cell : (shared.get(cell.shared) ?? ''))).join('\t')));
  });
}

/** The shared strings at these indexes (each cut to what the model could see of it). */
async function sharedStrings(data: Uint8Array, entries: ZipEntry[], wanted: Set<number>) {
  const strings = new Map<number, string>();
  const entry = entries.find((candidate) => candidate.name === 'xl/sharedStrings.xml');
  if (!entry || wanted.size === 0) return strings;
  const last = [...wanted].reduce((a, b) => Math.max(a, b));
  let index = -1;
  let current = '';
  let inText = false;
  let phonetic = false; // ruby text (<rPh>) repeats the reading of the string, not its content
  const tag = (inside: string) => {
    const name = tagName(inside);
    if (name === 'si') {
      index++;
      current = '';
      if (isSelfClosing(inside) && wanted.has(index)) strings.set(index, '');
    } else if (name === '/si' && wanted.has(index)) strings.set(index, current);
    else if (name === 'rPh') phonetic = !isSelfClosing(inside);
    else if (name === '/rPh') phonetic = false;
    else if (name === 't') inText = !isSelfClosing(inside);
    else if (name === '/t') inText = false;
  };
  const text = (part: string) => {
    if (inText && !phonetic && wanted.has(index) && current.length <= maxExtractedChars) current += part;
  };
  await walkZipXml(data, entry, tag, text, () => index > last || (index === last && strings.has(last)));
  return strings;
}
