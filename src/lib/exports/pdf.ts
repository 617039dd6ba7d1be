import { PDFDocument, PDFString, rgb, type PDFFont, type PDFPage, type RGB } from 'pdf-lib';
import fontkit from '@pdf-lib/fontkit';
import { exportedLine, exportTitle, sections, type Block, type ExportConversation, type Inline } from './blocks';
import { exportFilename, type ExportFile } from './file';
import { FONT_STYLES, loadPdfFonts, subsetsFor, type FontStyle, type PdfFontFiles } from './pdfFonts';

// A4 pages laid out by hand with pdf-lib: the conversation title in a running header and
// "Page n of N" in the footer of every page (both drawn once the page count is known),
// messages as labelled sections, markdown as styled text, code in monospace on a tinted
// band, every line wrapped to the page and broken across pages where it falls.

const PAGE_WIDTH = 595.28;
const PAGE_HEIGHT = 841.89;
const LEFT = 56;
const RIGHT = PAGE_WIDTH - 56;
const CONTENT_TOP = PAGE_HEIGHT - 74;
const CONTENT_BOTTOM = 64;
const BODY_SIZE = 10.5;
const CODE_SIZE = 9;

const INK = rgb(0.11, 0.11, 0.12);
const MUTED = rgb(0.42, 0.42, 0.45);
const LINK = rgb(0.14, 0.34, 0.84);
const RULE = rgb(0.85, 0.85, 0.83);
const CODE_BG = rgb(0.95, 0.95, 0.93);
const QUOTE_BAR = rgb(0.78, 0.78, 0.76);
const ROLE_COLOURS = { user: rgb(0.14, 0.34, 0.84), assistant: rgb(0.05, 0.5, 0.38) };

type FontKey = FontStyle;
interface Fonts {
  /** The text with characters no embedded font has replaced by U+FFFD, marks and controls dropped. */
  clean(text: string, key: FontKey): string;
  width(text: string, key: FontKey, size: number): number;
  draw(page: PDFPage, text: string, key: FontKey, options: { x: number; y: number; size: number; color: RGB }): void;
}

interface Piece {
  text: string;
  font: FontKey;
  size: number;
  color: RGB;
  width: number;
  underline?: boolean;
  background?: RGB;
  href?: string;
}

interface Line {
  pieces: Piece[];
}

interface Context {
  indent: number;
  color: RGB;
  size: number;
  bold?: boolean;
  italic?: boolean;
  bar: number[];
}

class Layout {
  pages: PDFPage[] = [];
  private page!: PDFPage;
  private y = 0;

  constructor(
    private doc: PDFDocument,
    readonly fonts: Fonts,
  ) {
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
    this.pages.push(this.page);
    this.y = CONTENT_TOP;
  }

  /** Starts a new page unless `height` still fits on this one. */
  ensure(height: number) {
    if (this.y - height < CONTENT_BOTTOM && this.y < CONTENT_TOP) this.newPage();
  }

  gap(height: number) {
    this.y = Math.max(this.y - height, CONTENT_BOTTOM);
  }

  rule(indent = 0) {
    this.ensure(8);
    this.page.drawLine({ start: { x: LEFT + indent, y: this.y - 4 }, end: { x: RIGHT, y: this.y - 4 }, thickness: 0.6, color: RULE });
    this.y -= 8;
  }

  /** Wraps styled runs to the width left after `ctx.indent` and draws them line by line. */
  text(runs: readonly Inline[], ctx: Context, lineHeight = ctx.size * 1.45) {
    for (const line of this.wrap(runs, ctx, RIGHT - LEFT - ctx.indent)) this.drawLine(line, ctx, lineHeight);
  }

  drawLine(line: Line, ctx: Context, lineHeight: number, background?: RGB) {
    this.ensure(lineHeight);
    const top = this.y;
    const baseline = top - lineHeight + (lineHeight - ctx.size) / 2 + ctx.size * 0.22;
    if (background) {
      this.page.drawRectangle({ x: LEFT + ctx.indent, y: top - lineHeight, width: RIGHT - LEFT - ctx.indent, height: lineHeight, color: background });
    }
    for (const x of ctx.bar) {
      this.page.drawRectangle({ x: LEFT + x, y: top - lineHeight, width: 2, height: lineHeight, color: QUOTE_BAR });
    }
    let x = LEFT + ctx.indent + (background ? 8 : 0);
    for (const piece of line.pieces) {
      if (piece.background) {
        this.page.drawRectangle({ x: x - 1, y: baseline - piece.size * 0.28, width: piece.width + 2, height: piece.size * 1.25, color: piece.background });
      }
      this.fonts.draw(this.page, piece.text, piece.font, { x, y: baseline, size: piece.size, color: piece.color });
      if (piece.underline) {
        this.page.drawLine({ start: { x, y: baseline - 1.5 }, end: { x: x + piece.width, y: baseline - 1.5 }, thickness: 0.5, color: piece.color });
      }
      if (piece.href) this.link(piece.href, [x, baseline - piece.size * 0.3, x + piece.width, baseline + piece.size * 0.9]);
      x += piece.width;
    }
    this.y = top - lineHeight;
  }

  /** A clickable area over linked text, opening its (already vetted http/mailto) address. */
  private link(href: string, rect: [number, number, number, number]) {
    const { context } = this.doc;
    const annotation = context.obj({
      Type: 'Annot',
      Subtype: 'Link',
      Rect: rect,
      Border: [0, 0, 0],
      A: { Type: 'Action', S: 'URI', URI: PDFString.of(href) },
    });
    this.page.node.addAnnot(context.register(annotation));
  }

  /** Draws a list marker on the line about to be written, without moving down. */
  marker(text: string, ctx: Context, lineHeight = ctx.size * 1.45) {
    this.ensure(lineHeight);
    const top = this.y;
    this.drawLine({ pieces: [{ text, font: 'regular', size: ctx.size, color: ctx.color, width: 0 }] }, { ...ctx, bar: [] }, lineHeight);
    this.y = top;
  }

  /** Code keeps its own line breaks; lines longer than the band are cut, never squeezed. */
  code(text: string, ctx: Context) {
    const inner = RIGHT - LEFT - ctx.indent - 16;
    const charWidth = this.fonts.width('M', 'mono', CODE_SIZE);
    const perLine = Math.max(8, Math.floor(inner / charWidth));
    const lineHeight = CODE_SIZE * 1.5;
    const codeCtx = { ...ctx, size: CODE_SIZE };
    const lines = this.fonts
      .clean(text.replace(/\t/g, '    '), 'mono')
      .split('\n')
      .flatMap((line) => (line.length <= perLine ? [line] : (line.match(new RegExp(`.{1,${perLine}}`, 'g')) ?? [''])));
    const band = (height: number) => this.drawLine({ pieces: [] }, codeCtx, height, CODE_BG);
    band(6);
    for (const line of lines) {
      const piece: Piece = { text: line, font: 'mono', size: CODE_SIZE, color: INK, width: this.fonts.width(line, 'mono', CODE_SIZE) };
      this.drawLine({ pieces: [piece] }, codeCtx, lineHeight, CODE_BG);
    }
    band(6);
  }

  /** A ruled grid: columns sized to their content within the page, cells wrapped inside. */
  table(header: Inline[][], rows: Inline[][][], ctx: Context) {
    const width = RIGHT - LEFT - ctx.indent;
    const pad = 6;
    const lineHeight = ctx.size * 1.4;
    const all = [header, ...rows];
    const columns = Math.max(...all.map((row) => row.length));
    const natural = Array.from({ length: columns }, (_, c) =>
      Math.max(24, ...all.map((row) => this.measure(row[c] ?? [], ctx) + 2 * pad)),
    );
    // Too wide for the page: every column keeps room for its longest word, and the space
    // left is shared out in proportion to how much more each column would like.
    const longestWord = Array.from({ length: columns }, (_, c) =>
      Math.max(24, ...all.map((row) => this.measure(row[c] ?? [], ctx, true) + 2 * pad)),
    );
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    const spare = width - sum(longestWord);
    const wanted = sum(natural) - sum(longestWord);
    const widths =
      sum(natural) <= width
        ? natural
        : spare > 0
          ? natural.map((w, c) => longestWord[c] + ((w - longestWord[c]) / wanted) * spare)
          : natural.map((w) => (w / sum(natural)) * width);
    all.forEach((row, r) => {
      const cellCtx = r === 0 ? { ...ctx, bold: true } : ctx;
      const cells = widths.map((w, c) => this.wrap(row[c] ?? [], cellCtx, w - 2 * pad));
      const height = Math.max(...cells.map((lines) => lines.length)) * lineHeight + pad;
      this.ensure(height);
      let x = LEFT + ctx.indent;
      cells.forEach((lines, c) => {
        this.page.drawRectangle({
          x,
          y: this.y - height,
          width: widths[c],
          height,
          color: r === 0 ? CODE_BG : undefined,
          borderColor: RULE,
          borderWidth: 0.6,
        });
        lines.forEach((line, i) => {
          let px = x + pad;
          const baseline = this.y - pad / 2 - (i + 1) * lineHeight + (lineHeight - ctx.size) / 2 + ctx.size * 0.22;
          for (const piece of line.pieces) {
            this.fonts.draw(this.page, piece.text, piece.font, { x: px, y: baseline, size: piece.size, color: piece.color });
            px += piece.width;
          }
        });
        x += widths[c];
      });
      this.y -= height;
    });
  }

  /** Width of the runs on one line (bold, to fit a header), or of their longest word. */
  private measure(runs: readonly Inline[], ctx: Context, longestWord = false): number {
    const widths = runs.map((run) => {
      const key = fontFor(run, { ...ctx, bold: true });
      const size = run.code ? ctx.size * 0.9 : ctx.size;
      const text = this.fonts.clean(run.text, key);
      if (!longestWord) return this.fonts.width(text, key, size);
      return Math.max(0, ...text.split(/\s+/).map((word) => this.fonts.width(word, key, size)));
    });
    return longestWord ? Math.max(0, ...widths) : widths.reduce((a, b) => a + b, 0);
  }

  private wrap(runs: readonly Inline[], ctx: Context, width: number): Line[] {
    const lines: Line[] = [];
    let pieces: Piece[] = [];
    let used = 0;
    const flush = () => {
      while (pieces.length && !pieces.at(-1)!.text.trim()) pieces.pop();
      lines.push({ pieces });
      pieces = [];
      used = 0;
    };
    for (const run of runs) {
      const key = fontFor(run, ctx);
      const size = run.code ? ctx.size * 0.9 : ctx.size;
      const measure = (text: string) => this.fonts.width(text, key, size);
      const style = {
        font: key,
        size,
        color: run.href ? LINK : ctx.color,
        underline: Boolean(run.href),
        href: run.href,
        background: run.code ? CODE_BG : undefined,
      };
      const text = this.fonts.clean(run.text.replace(/\t/g, '    '), key);
      for (const token of text.match(/\n| +|[^ \n]+/g) ?? []) {
        if (token === '\n') {
          flush();
          continue;
        }
        if (token[0] === ' ') {
          if (!pieces.length) continue;
          const w = measure(token);
          pieces.push({ ...style, text: token, width: w, underline: false, href: undefined });
          used += w;
          continue;
        }
        let word = token;
        let w = measure(word);
        if (used + w > width && pieces.length) flush();
        // A word wider than the whole line (a long URL, say) is cut where it reaches the edge.
        while (w > width) {
          let cut = word.length - 1;
          while (cut > 1 && measure(word.slice(0, cut)) > width - used) cut--;
          const head = word.slice(0, cut);
          pieces.push({ ...style, text: head, width: measure(head) });
          flush();
          word = word.slice(cut);
          w = measure(word);
        }
        pieces.push({ ...style, text: word, width: w });
        used += w;
      }
    }
    if (pieces.length || !lines.length) flush();
    return lines;
  }
}

function fontFor(run: Inline, ctx: Context): FontKey {
  if (run.code) return 'mono';
  const bold = run.bold || ctx.bold;
  const italic = run.italic || ctx.italic;
  return bold && italic ? 'boldItalic' : bold ? 'bold' : italic ? 'italic' : 'regular';
}

const HEADING_SIZES = [16, 14, 12.5, 11.5, 11, 10.5];

function renderBlocks(layout: Layout, blocks: readonly Block[], ctx: Context) {
  blocks.forEach((block, index) => {
    renderBlock(layout, block, ctx);
    if (index < blocks.length - 1) layout.gap(block.type === 'list' ? 4 : 6);
  });
}

function renderBlock(layout: Layout, block: Block, ctx: Context) {
  switch (block.type) {
    case 'heading': {
      const size = HEADING_SIZES[block.level - 1] ?? BODY_SIZE;
      layout.gap(4);
      layout.ensure(size * 3.2); // keep a heading with the line after it
      layout.text(block.inlines, { ...ctx, size, bold: true });
      return;
    }
    case 'paragraph':
      return layout.text(block.inlines, ctx);
    case 'code':
      return layout.code(block.text, ctx);
    case 'rule':
      return layout.rule(ctx.indent);
    case 'quote':
      return renderBlocks(layout, block.blocks, { ...ctx, indent: ctx.indent + 14, color: MUTED, bar: [...ctx.bar, ctx.indent + 2] });
    case 'list':
      block.items.forEach((item, index) => {
        const marker = block.ordered ? `${block.start + index}.` : '\u2022';
        // The marker hangs left of the item, so wrapped lines align with the item's text.
        layout.marker(marker, { ...ctx, indent: ctx.indent + 2 });
        renderBlocks(layout, item.length ? item : [{ type: 'paragraph', inlines: [] }], { ...ctx, indent: ctx.indent + 16 });
        if (index < block.items.length - 1) layout.gap(2);
      });
      return;
    case 'table':
      return layout.table(block.header, block.rows, ctx);
  }
}

async function embedFonts(doc: PDFDocument, files: PdfFontFiles): Promise<Fonts> {
  doc.registerFontkit(fontkit);
  // Per style, a chain of fonts (Latin first, then the other scripts asked for): each
  // character is drawn with the first font of the chain that has it.
  const chains = new Map<FontKey, Array<{ font: PDFFont; charset: Set<number> }>>();
  for (const key of FONT_STYLES) {
    // Subsetting keeps the file small and turns the WOFF sources into plain TrueType.
    const fonts = await Promise.all(files[key].map((bytes) => doc.embedFont(bytes, { subset: true })));
    chains.set(key, fonts.map((font) => ({ font, charset: new Set(font.getCharacterSet()) })));
  }
  const pick = (key: FontKey, code: number) => chains.get(key)!.find((face) => face.charset.has(code));
  const runs = (text: string, key: FontKey) => {
    const parts: Array<{ text: string; font: PDFFont }> = [];
    for (const char of text) {
      const font = (pick(key, char.codePointAt(0)!) ?? chains.get(key)![0]).font;
      const last = parts.at(-1);
      if (last?.font === font) last.text += char;
      else parts.push({ text: char, font });
    }
    return parts;
  };
  return {
    clean: (text, key) => {
      let out = '';
      for (const char of text.normalize('NFC')) {
        const code = char.codePointAt(0)!;
        if (code === 10 || pick(key, code)) out += char;
        else if (/[\p{M}\p{Cf}\p{Cc}]/u.test(char)) continue; // marks, zero-width and control characters
        else out += '\ufffd';
      }
      return out;
    },
    width: (text, key, size) => runs(text, key).reduce((sum, part) => sum + part.font.widthOfTextAtSize(part.text, size), 0),
    draw: (page, text, key, { x, y, size, color }) => {
      for (const part of runs(text, key)) {
        page.drawText(part.text, { x, y, size, font: part.font, color });
        x += part.font.widthOfTextAtSize(part.text, size);
      }
    },
  };
}

function fitText(text: string, fonts: Fonts, size: number, width: number): string {
  if (fonts.width(text, 'regular', size) <= width) return text;
  const chars = Array.from(text);
  while (chars.length && fonts.width(`${chars.join('')}\u2026`, 'regular', size) > width) chars.pop();
  return `${chars.join('').trimEnd()}\u2026`;
}

export interface PdfOptions {
  fonts?: PdfFontFiles;
  exportedAt?: Date;
}

export async function conversationPdf(conversation: ExportConversation, options: PdfOptions = {}): Promise<Uint8Array> {
  const title = exportTitle(conversation);
  const doc = await PDFDocument.create();
  doc.setTitle(title, { showInWindowTitleBar: true });
  doc.setCreator('Atelier');
  doc.setProducer('Atelier');
  const everything = [title, ...conversation.messages.flatMap((m) => [m.content, m.quote ?? '', m.model ?? ''])].join('\n');
  const fonts = await embedFonts(doc, options.fonts ?? (await loadPdfFonts(subsetsFor(everything))));
  const layout = new Layout(doc, fonts);
  const base: Context = { indent: 0, color: INK, size: BODY_SIZE, bar: [] };

  layout.text([{ text: title }], { ...base, size: 20, bold: true });
  layout.text([{ text: exportedLine(conversation, options.exportedAt ?? new Date()) }], { ...base, size: 9, color: MUTED });
  layout.gap(10);

  sections(conversation).forEach((section, index) => {
    if (index) {
      layout.gap(8);
      layout.rule();
      layout.gap(4);
    }
    layout.ensure(40);
    layout.text([{ text: section.label.toUpperCase() }], { ...base, size: 9, bold: true, color: ROLE_COLOURS[section.role] });
    layout.gap(3);
    if (section.quote) {
      layout.text([{ text: section.quote, italic: true }], { ...base, indent: 14, color: MUTED, bar: [2] });
      layout.gap(6);
    }
    if (section.blocks.length) renderBlocks(layout, section.blocks, base);
    else layout.text([{ text: '(empty)', italic: true }], { ...base, color: MUTED });
  });

  // Header and footer go on last, when the number of pages is known.
  const headerTitle = fitText(fonts.clean(title.replace(/\s+/g, ' '), 'regular'), fonts, 9, RIGHT - LEFT);
  layout.pages.forEach((page, index) => {
    fonts.draw(page, headerTitle, 'regular', { x: LEFT, y: PAGE_HEIGHT - 40, size: 9, color: MUTED });
    page.drawLine({ start: { x: LEFT, y: PAGE_HEIGHT - 48 }, end: { x: RIGHT, y: PAGE_HEIGHT - 48 }, thickness: 0.6, color: RULE });
    const footer = `Page ${index + 1} of ${layout.pages.length}`;
    const width = fonts.width(footer, 'regular', 9);
    fonts.draw(page, footer, 'regular', { x: (PAGE_WIDTH - width) / 2, y: 32, size: 9, color: MUTED });
  });
  return doc.save();
}

export async function exportPdf(conversation: ExportConversation, options?: PdfOptions): Promise<ExportFile> {
  return {
    filename: exportFilename(exportTitle(conversation), 'pdf'),
    mimeType: 'application/pdf',
    data: await conversationPdf(conversation, options),
  };
}
