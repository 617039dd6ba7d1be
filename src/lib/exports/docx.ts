import {
  AlignmentType,
  BorderStyle,
  Document,
  ExternalHyperlink,
  Footer,
  Header,
  HeadingLevel,
  LevelFormat,
  Packer,
  PageNumber,
  Paragraph,
  ShadingType,
  Table,
  TableCell,
  TableRow,
  TextRun,
  WidthType,
  type ParagraphChild,
} from 'docx';
import { exportedLine, exportTitle, sections, type Block, type ExportConversation, type Inline } from './blocks';
import { exportFilename, type ExportFile } from './file';

// Word: the title as the document title and in the running header, "Page n of N" in the
// footer (Word fields, so they stay right after edits), one Heading 1 per message, the
// message's own headings one level below, code in a shaded monospace paragraph.

const MONO = 'Consolas';
const HEADINGS = [HeadingLevel.HEADING_2, HeadingLevel.HEADING_3, HeadingLevel.HEADING_4, HeadingLevel.HEADING_5, HeadingLevel.HEADING_6];

function runs(inlines: readonly Inline[], extra: { italics?: boolean; bold?: boolean; color?: string } = {}): ParagraphChild[] {
  return inlines.flatMap((run): ParagraphChild[] => {
    const lines = run.text.split('\n');
    const text = lines.map(
      (line, i) =>
        new TextRun({
          text: line,
          break: i ? 1 : undefined,
          bold: run.bold || extra.bold,
          italics: run.italic || extra.italics,
          strike: run.strike,
          color: run.href ? '2456D6' : extra.color,
          underline: run.href ? {} : undefined,
          font: run.code ? MONO : undefined,
          shading: run.code ? { type: ShadingType.CLEAR, color: 'auto', fill: 'F0F0ED' } : undefined,
        }),
    );
    return run.href ? [new ExternalHyperlink({ link: run.href, children: text })] : text;
  });
}

interface Context {
  indent: number;
  quote: boolean;
  lists: { next: number };
}

function blockParagraphs(block: Block, ctx: Context, listLevel = -1): (Paragraph | Table)[] {
  const indent = ctx.indent ? { left: ctx.indent } : undefined;
  const quoteStyle = ctx.quote ? { italics: true, color: '55555C' } : {};
  const quoteBorder = ctx.quote ? { left: { style: BorderStyle.SINGLE, size: 12, color: 'C9C9C4', space: 8 } } : undefined;
  switch (block.type) {
    case 'heading':
      return [new Paragraph({ heading: HEADINGS[Math.min(block.level, 5) - 1], children: runs(block.inlines), indent })];
    case 'paragraph':
      return [new Paragraph({ children: runs(block.inlines, quoteStyle), indent, border: quoteBorder, spacing: { after: 120 } })];
    case 'code':
      return [
        new Paragraph({
          children: block.text.split('\n').map((line, i) => new TextRun({ text: line, font: MONO, size: 19, break: i ? 1 : undefined })),
          shading: { type: ShadingType.CLEAR, color: 'auto', fill: 'F2F2EF' },
          indent,
          spacing: { before: 60, after: 160 },
        }),
      ];
    case 'quote':
      return block.blocks.flatMap((inner) => blockParagraphs(inner, { ...ctx, quote: true, indent: ctx.indent + 360 }));
    case 'rule':
      return [new Paragraph({ border: { bottom: { style: BorderStyle.SINGLE, size: 6, color: 'DDDDDD', space: 4 } }, children: [] })];
    case 'list': {
      const level = listLevel + 1;
      const instance = ctx.lists.next++;
      return block.items.flatMap((item) =>
        item.flatMap((inner, i) => {
          if (inner.type === 'list') return blockParagraphs(inner, ctx, level);
          if (i === 0 && inner.type === 'paragraph') {
            const numbering = block.ordered ? { reference: 'ordered', level, instance } : undefined;
            return [
              new Paragraph({
                children: runs(inner.inlines, quoteStyle),
                bullet: block.ordered ? undefined : { level },
                numbering,
                spacing: { after: 60 },
              }),
            ];
          }
          return blockParagraphs(inner, { ...ctx, indent: ctx.indent + 720 * (level + 1) });
        }),
      );
    }
    case 'table': {
      const cell = (inlines: Inline[], header: boolean) =>
        new TableCell({
          children: [new Paragraph({ children: runs(inlines, header ? { bold: true } : {}) })],
          shading: header ? { type: ShadingType.CLEAR, color: 'auto', fill: 'F3F3F0' } : undefined,
        });
      return [
        new Table({
          width: { size: 100, type: WidthType.PERCENTAGE },
          rows: [
            new TableRow({ tableHeader: true, children: block.header.map((c) => cell(c, true)) }),
            ...block.rows.map((row) => new TableRow({ children: row.map((c) => cell(c, false)) })),
          ],
        }),
        new Paragraph({ children: [] }),
      ];
    }
  }
}

export function conversationDocument(conversation: ExportConversation, exportedAt = new Date()): Document {
  const title = exportTitle(conversation);
  const ctx: Context = { indent: 0, quote: false, lists: { next: 1 } };
  const body: (Paragraph | Table)[] = [
    new Paragraph({ heading: HeadingLevel.TITLE, children: [new TextRun(title)] }),
    new Paragraph({
      children: [new TextRun({ text: exportedLine(conversation, exportedAt), color: '6B6B70', size: 18 })],
      spacing: { after: 240 },
    }),
  ];
  for (const section of sections(conversation)) {
    body.push(new Paragraph({ heading: HeadingLevel.HEADING_1, children: [new TextRun(section.label)] }));
    if (section.quote) body.push(...blockParagraphs({ type: 'paragraph', inlines: [{ text: section.quote }] }, { ...ctx, quote: true, indent: 360 }));
    for (const block of section.blocks) body.push(...blockParagraphs(block, ctx));
  }
  const ordered = Array.from({ length: 9 }, (_, level) => ({
    level,
    format: LevelFormat.DECIMAL,
    text: `%${level + 1}.`,
    alignment: AlignmentType.START,
    style: { paragraph: { indent: { left: 720 * (level + 1), hanging: 360 } } },
  }));
  return new Document({
    title,
    creator: 'Atelier',
    styles: { default: { document: { run: { font: 'Calibri', size: 22 } } } },
    numbering: { config: [{ reference: 'ordered', levels: ordered }] },
    sections: [
      {
        headers: {
          default: new Header({ children: [new Paragraph({ children: [new TextRun({ text: title, color: '6B6B70', size: 18 })] })] }),
        },
        footers: {
          default: new Footer({
            children: [
              new Paragraph({
                alignment: AlignmentType.CENTER,
                children: [new TextRun({ children: ['Page ', PageNumber.CURRENT, ' of ', PageNumber.TOTAL_PAGES], color: '6B6B70', size: 18 })],
              }),
            ],
          }),
        },
        children: body,
      },
    ],
  });
}

export async function exportDocx(conversation: ExportConversation): Promise<ExportFile> {
  return {
    filename: exportFilename(exportTitle(conversation), 'docx'),
    mimeType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    data: await Packer.pack(conversationDocument(conversation), 'uint8array'),
  };
}
