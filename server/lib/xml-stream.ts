// Walks XML that arrives in pieces (an entry of a docx or xlsx as it inflates): each complete
// tag, and the text between tags with its entities decoded. Office's XML is regular enough for
// this (no DTDs, no CDATA in the parts we read), and it lets a reader stop as soon as it has the
// text it needs instead of building a DOM of a document that may be hundreds of megabytes.

export interface XmlHandlers {
  /** The inside of a tag: `w:t xml:space="preserve"`, `/w:p`, `w:tab/`. */
  tag(inside: string): void;
  text(text: string): void;
}

// A tag longer than this never closing means the input is not the XML we expect.
const maxPendingChars = 1024 * 1024;

export class XmlStream {
  private pending = '';
  private readonly decoder = new TextDecoder();

  constructor(private readonly handlers: XmlHandlers) {}

  push(bytes: Uint8Array) {
    this.walk(this.pending + this.decoder.decode(bytes, { stream: true }));
  }

  private walk(chunk: string) {
    let at = 0;
    while (at < chunk.length) {
      if (chunk[at] === '<') {
        const close = chunk.indexOf('>', at);
        if (close === -1) break; // the tag ends in the next piece
        this.handlers.tag(chunk.slice(at + 1, close));
        at = close + 1;
        continue;
      }
      let end = chunk.indexOf('<', at);
      if (end === -1) {
        // The text runs on into the next piece: keep back an entity that may be cut in two.
        const amp = chunk.lastIndexOf('&');
        end = amp >= at && !chunk.includes(';', amp) ? amp : chunk.length;
        if (end === at) break;
      }
      this.handlers.text(decodeEntities(chunk.slice(at, end)));
      at = end;
    }
    this.pending = chunk.slice(at);
    if (this.pending.length > maxPendingChars) throw new Error('Unterminated XML tag');
  }
}

/** `w:t` for `w:t xml:space="preserve"`, `/w:t` for a closing tag, `w:tab` for `w:tab/`. */
export function tagName(inside: string): string {
  return /^\/?[^\s/]+/.exec(inside)?.[0] ?? '';
}

export function isSelfClosing(inside: string): boolean {
  return inside.endsWith('/');
}

/** The value of one attribute of a tag, entities decoded. */
export function attributeOf(inside: string, name: string): string | undefined {
  const value = new RegExp(`\\s${name}\\s*=\\s*(?:"([^"]*)"|'([^']*)')`).exec(inside);
  return value ? decodeEntities(value[1] ?? value[2]!) : undefined;
}

const named: Record<string, string> = { lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" };

export function decodeEntities(text: string): string {
  if (!text.includes('&')) return text;
  return text.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);/gi, (entity, name: string) => {
    if (name[0] !== '#') return named[name.toLowerCase()]!;
    const code = name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
    return code <= 0x10ffff ? String.fromCodePoint(code) : entity;
  });
}
