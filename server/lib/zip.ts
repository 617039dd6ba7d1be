// Reads zip archives (docx, xlsx, pptx, odt are zips) the way file checks and text extraction
// need it: the list of entries from the central directory without inflating anything, and one
// entry's bytes streamed in pieces that the reader can stop at any time. A 25 MB upload can
// inflate to gigabytes (a zip bomb, or just a huge sheet), so no entry is ever inflated whole.

export interface ZipEntry {
  name: string;
  /** 0 stored, 8 deflated; anything else is not read. */
  method: number;
  compressedSize: number;
  /** Where the entry's local header starts. */
  headerOffset: number;
}

const endOfDirectory = 0x06054b50;
const zip64Locator = 0x07064b50;
const zip64EndOfDirectory = 0x06064b50;
const directoryHeader = 0x02014b50;
const localHeader = 0x04034b50;
const wide = 0xffffffff;

/** The entries of a zip archive; throws when `data` is not one. */
export function zipEntries(data: Uint8Array): ZipEntry[] {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  const u16 = (at: number) => view.getUint16(at, true);
  const u32 = (at: number) => view.getUint32(at, true);
  const u64 = (at: number) => Number(view.getBigUint64(at, true));
  // The end record sits in the last 22 bytes plus at most a 64 KiB comment.
  let end = data.length - 22;
  while (end >= 0 && u32(end) !== endOfDirectory) {
    if (data.length - end > 22 + 0xffff) end = -1;
    else end--;
  }
  if (end < 0) throw new Error('Not a zip archive');
  let count = u16(end + 10);
  let at = u32(end + 16);
  if ((count === 0xffff || at === wide) && end >= 20 && u32(end - 20) === zip64Locator) {
    const record = u64(end - 12);
    if (u32(record) !== zip64EndOfDirectory) throw new Error('Broken zip64 record');
    count = u64(record + 32);
    at = u64(record + 48);
  }
  const entries: ZipEntry[] = [];
  const decoder = new TextDecoder();
  for (let index = 0; index < count; index++) {
    if (u32(at) !== directoryHeader) throw new Error('Broken central directory');
    const nameLength = u16(at + 28);
    const extraLength = u16(at + 30);
    let compressedSize = u32(at + 20);
    const originalSize = u32(at + 24);
    let headerOffset = u32(at + 42);
    // Sizes and offsets too big for 32 bits live in the zip64 extra field, in this order.
    for (let extra = at + 46 + nameLength; extra + 4 <= at + 46 + nameLength + extraLength; extra += 4 + u16(extra + 2)) {
      if (u16(extra) !== 1) continue;
      let field = extra + 4;
      if (originalSize === wide) field += 8;
      if (compressedSize === wide) {
        compressedSize = u64(field);
        field += 8;
      }
      if (headerOffset === wide) headerOffset = u64(field);
    }
    entries.push({ name: decoder.decode(data.subarray(at + 46, at + 46 + nameLength)), method: u16(at + 10), compressedSize, headerOffset });
    at += 46 + nameLength + extraLength + u16(at + 32);
  }
  return entries;
}

/** The entry's bytes as stored (still compressed when method is 8). */
function storedBytes(data: Uint8Array, entry: ZipEntry): Uint8Array {
  const view = new DataView(data.buffer, data.byteOffset, data.byteLength);
  if (view.getUint32(entry.headerOffset, true) !== localHeader) throw new Error('Broken local header');
  const start = entry.headerOffset + 30 + view.getUint16(entry.headerOffset + 26, true) + view.getUint16(entry.headerOffset + 28, true);
  if (start + entry.compressedSize > data.length) throw new Error('Truncated zip entry');
  return data.subarray(start, start + entry.compressedSize);
}

// What one push may inflate to is bounded by this times deflate's best ratio (~1,000:1).
const pieceBytes = 16 * 1024;
// Past this, the rest of an entry is not read: far more than any text the model can take.
const maxInflatedBytes = 256 * 1024 * 1024;

/**
 * Hands the entry's bytes to `onPiece` as they inflate; `onPiece` returns false when it has
 * what it needs, and nothing more is inflated.
 */
export async function readZipEntry(data: Uint8Array, entry: ZipEntry, onPiece: (piece: Uint8Array) => boolean): Promise<void> {
  const stored = storedBytes(data, entry);
  let reading = true;
  let inflated = 0;
  const take = (piece: Uint8Array) => {
    if (!reading) return;
    inflated += piece.length;
    reading = onPiece(piece) && inflated < maxInflatedBytes;
  };
  if (entry.method === 0) {
    for (let at = 0; at < stored.length && reading; at += pieceBytes) take(stored.subarray(at, at + pieceBytes));
    return;
  }
  if (entry.method !== 8) throw new Error(`Unsupported zip compression ${entry.method}`);
  const { Inflate } = await import('fflate');
  const inflate = new Inflate((piece) => take(piece));
  for (let at = 0; at < stored.length && reading; at += pieceBytes) inflate.push(stored.subarray(at, at + pieceBytes), at + pieceBytes >= stored.length);
}

/** The whole (small) entry as text, e.g. `_rels/.rels`; null when the archive lacks it. */
export async function smallZipText(data: Uint8Array, entries: ZipEntry[], name: string, maxBytes = 1024 * 1024): Promise<string | null> {
  const entry = entries.find((candidate) => candidate.name === name);
  if (!entry) return null;
  const pieces: Uint8Array[] = [];
  let length = 0;
  await readZipEntry(data, entry, (piece) => {
    pieces.push(piece.slice());
    length += piece.length;
    return length < maxBytes;
  });
  return new TextDecoder().decode(Buffer.concat(pieces)).slice(0, maxBytes);
}
