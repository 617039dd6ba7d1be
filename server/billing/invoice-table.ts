// The invoice's item table: a header on a tinted band, then one row per item, the description
// wrapped to its column and the figures right-aligned on the row's first line.
import { rgb, type PDFPage, type RGB } from 'pdf-lib';

/** What the invoice draws with (invoice-pdf.ts makes one per page). */
export interface Pen {
  page: PDFPage;
  text(text: string, x: number, y: number, options?: { size?: number; bold?: boolean; color?: RGB; align?: 'left' | 'right' }): void;
  width(text: string, size: number, bold?: boolean): number;
  rule(y: number, from?: number, to?: number): void;
}

export interface Column {
  title: string;
  /** The left edge, or the right edge for a right-aligned column. */
  x: number;
  width: number;
  align?: 'left' | 'right';
}

const BAND = rgb(0.95, 0.95, 0.93);
const SIZE = 10;
const LINE = 14;

/** Draws the table from `top` down and answers the y below it. */
export function drawTable(pen: Pen, columns: Column[], rows: string[][], top: number, colours: { muted: RGB; rule: RGB }): number {
  const left = Math.min(...columns.map((column) => (column.align === 'right' ? column.x - column.width : column.x)));
  const right = Math.max(...columns.map((column) => (column.align === 'right' ? column.x : column.x + column.width)));
  pen.page.drawRectangle({ x: left - 6, y: top - 6, width: right - left + 12, height: 20, color: BAND });
  for (const column of columns) pen.text(column.title, column.x, top, { size: 9, bold: true, color: colours.muted, align: column.align });
  let y = top - 26;
  for (const row of rows) {
    let lowest = y;
    columns.forEach((column, index) => {
      const lines = column.align === 'right' ? [row[index] ?? ''] : wrap(pen, row[index] ?? '', column.width);
      lines.forEach((line, n) => pen.text(line, column.x, y - n * LINE, { size: SIZE, align: column.align }));
      lowest = Math.min(lowest, y - (lines.length - 1) * LINE);
    });
    y = lowest - 10;
    pen.rule(y + 4, left - 6, right + 6);
    y -= 12;
  }
  return y;
}

/** Words laid into lines no wider than `width`; a word longer than a line is cut where it must be. */
function wrap(pen: Pen, text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (pen.width(candidate, SIZE) <= width) {
      line = candidate;
      continue;
    }
    if (line) lines.push(line);
    line = '';
    let rest = word;
    while (pen.width(rest, SIZE) > width) {
      const chars = Array.from(rest);
      let cut = chars.length - 1;
      while (cut > 1 && pen.width(chars.slice(0, cut).join(''), SIZE) > width) cut--;
      lines.push(chars.slice(0, cut).join(''));
      rest = chars.slice(cut).join('');
    }
    line = rest;
  }
  if (line || !lines.length) lines.push(line);
  return lines;
}
