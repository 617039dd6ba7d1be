// The invoice of a paid order as a one-page A4 PDF (`GET /billing/order/{id}/download`): title,
// number and dates, the seller (config BILLING_SELLER_*) and the buyer's billing address, the
// items, the totals with the coupon's discount and the tax line, and a footer. Drawn with pdf-lib
// and Noto Sans read from node_modules, so it needs no network. Fonts are found from this file's
// folder rather than through src/lib/exports/pdfFonts.ts: that browser module names its files
// by URL relative to the module, which the server bundle cannot keep (scripts/server-bundle.mjs).
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { Address, Order } from '../../contract/billing';
import { drawTable, type Column, type Pen } from './invoice-table';

export interface InvoiceParty {
  name: string;
  addressLines: string[];
  email: string | null;
}

export interface InvoiceItem {
  description: string;
  quantity: number;
  /** In the currency's major unit, like every amount here. */
  unitPrice: number;
  amount: number;
}

export interface InvoiceInput {
  seller: InvoiceParty;
  buyer: { name: string; address: Address | null; email: string | null };
  number: string;
  date: Date;
  paidAt: Date | null;
  items: InvoiceItem[];
  subtotal: number;
  discount: number;
  coupon: string | null;
  /** Percent, as BILLING_TAX_RATE. */
  taxRate: number;
  tax: number;
  total: number;
  currency: string;
  status: Order['status'];
}

/** The invoice of an order as billing stores it; the tax rate is the order's own (tax over the discounted price) unless given. */
export function invoiceFromOrder(
  order: Order,
  parties: { seller: InvoiceParty; buyerName: string; buyerEmail: string | null },
  taxRate?: number,
): InvoiceInput {
  const taxable = order.subtotal - order.discount;
  const credits = order.credits > 0 ? ` (${order.credits.toLocaleString('en')} credits)` : '';
  return {
    seller: parties.seller,
    buyer: { name: order.address?.name ?? parties.buyerName, address: order.address, email: parties.buyerEmail },
    number: order.number,
    date: new Date(order.created_at),
    paidAt: order.paid_at ? new Date(order.paid_at) : null,
    items: [{ description: `${order.description}${credits}`, quantity: 1, unitPrice: order.subtotal, amount: order.subtotal }],
    subtotal: order.subtotal,
    discount: order.discount,
    coupon: order.coupon,
    taxRate: taxRate ?? (taxable > 0 ? Math.round((order.tax / taxable) * 10000) / 100 : 0),
    tax: order.tax,
    total: order.total,
    currency: order.currency,
    status: order.status,
  };
}

/** A billing address as the lines printed under the buyer's name (the country as its code). */
export function addressLines(address: Address | null): string[] {
  if (!address) return [];
  const place = [address.postal_code, address.city, address.state].filter(Boolean).join(' ');
  return [address.line1, address.line2, place, address.country].filter((line): line is string => !!line?.trim());
}

const PAGE: [number, number] = [595.28, 841.89];
const LEFT = 56;
const RIGHT = PAGE[0] - 56;
const INK = rgb(0.11, 0.11, 0.12);
const MUTED = rgb(0.42, 0.42, 0.45);
const RULE = rgb(0.85, 0.85, 0.83);
const PAID = rgb(0.05, 0.5, 0.38);

export async function renderInvoice(input: InvoiceInput): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Invoice ${input.number}`);
  doc.setCreator(input.seller.name);
  doc.setProducer(input.seller.name);
  const page = doc.addPage(PAGE);
  const pen = await penFor(doc, page);
  const money = moneyFormat(input.currency);
  const day = (date: Date) => date.toLocaleDateString('en', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });

  let y = PAGE[1] - 72;
  pen.text('Invoice', LEFT, y, { size: 26, bold: true });
  const status = input.status === 'paid' ? 'PAID' : input.status.toUpperCase();
  pen.text(status, RIGHT, y + 4, { size: 12, bold: true, color: input.status === 'paid' ? PAID : MUTED, align: 'right' });
  y -= 26;
  const facts: Array<[string, string]> = [['Invoice number', input.number], ['Date of issue', day(input.date)]];
  if (input.paidAt) facts.push(['Date paid', day(input.paidAt)]);
  for (const [label, value] of facts) {
    pen.text(label, LEFT, y, { size: 10, color: MUTED });
    pen.text(value, LEFT + 100, y, { size: 10 });
    y -= 15;
  }

  y -= 20;
  const party = (heading: string, who: InvoiceParty, x: number) => {
    let line = y;
    pen.text(heading, x, line, { size: 9, bold: true, color: MUTED });
    line -= 16;
    pen.text(who.name, x, line, { size: 11, bold: true });
    for (const text of [...who.addressLines, ...(who.email ? [who.email] : [])]) {
      line -= 14;
      pen.text(text, x, line, { size: 10 });
    }
    return line;
  };
  const buyer = { name: input.buyer.name, addressLines: addressLines(input.buyer.address), email: input.buyer.email };
  y = Math.min(party('FROM', input.seller, LEFT), party('BILL TO', buyer, LEFT + (RIGHT - LEFT) / 2)) - 36;

  const columns: Column[] = [
    { title: 'Description', x: LEFT, width: 260 },
    { title: 'Qty', x: LEFT + 300, width: 40, align: 'right' },
    { title: 'Unit price', x: LEFT + 390, width: 70, align: 'right' },
    { title: 'Amount', x: RIGHT, width: 70, align: 'right' },
  ];
  const rows = input.items.map((item) => [item.description, item.quantity.toLocaleString('en'), money(item.unitPrice), money(item.amount)]);
  y = drawTable(pen, columns, rows, y, { muted: MUTED, rule: RULE }) - 20;

  const totals: Array<[string, string, boolean?]> = [['Subtotal', money(input.subtotal)]];
  if (input.discount > 0) totals.push([input.coupon ? `Discount (coupon ${input.coupon})` : 'Discount', `−${money(input.discount)}`]);
  totals.push([`Tax (${input.taxRate.toLocaleString('en', { maximumFractionDigits: 2 })}%)`, money(input.tax)]);
  totals.push([input.status === 'paid' ? 'Total paid' : 'Total due', money(input.total), true]);
  for (const [label, value, strong] of totals) {
    if (strong) {
      pen.rule(y + 12, LEFT + 260, RIGHT);
      y -= 4;
    }
    pen.text(label, LEFT + 280, y, { size: strong ? 12 : 10, bold: strong, color: strong ? INK : MUTED });
    pen.text(value, RIGHT, y, { size: strong ? 12 : 10, bold: strong, align: 'right' });
    y -= strong ? 20 : 16;
  }
  pen.text(`All amounts in ${input.currency.toUpperCase()}.`, LEFT + 280, y, { size: 8, color: MUTED });

  pen.rule(72);
  const contact = [input.seller.name, ...input.seller.addressLines, input.seller.email].filter(Boolean).join(' · ');
  pen.text('Thank you for your purchase.', LEFT, 58, { size: 8, color: MUTED });
  pen.text(contact, LEFT, 46, { size: 8, color: MUTED });
  return doc.save();
}

function moneyFormat(currency: string) {
  const format = new Intl.NumberFormat('en', { style: 'currency', currency: currency.toUpperCase(), minimumFractionDigits: 2, maximumFractionDigits: 4 });
  return (amount: number) => format.format(amount);
}

// Latin first, then the scripts Noto Sans covers without shaping (pdf-lib cannot join
// Devanagari's conjuncts, so that subset is left out).
const SUBSETS = ['latin', 'latin-ext', 'cyrillic', 'greek', 'vietnamese'];
const require = createRequire(join(import.meta.dirname, 'invoice-pdf.ts'));
const fontFile = (subset: string, weight: 400 | 700) => require.resolve(`@fontsource/noto-sans/files/noto-sans-${subset}-${weight}-normal.woff`);

interface Face {
  bytes: Uint8Array;
  charset: Set<number>;
}
const faces = new Map<string, Promise<Face>>();

function face(subset: string, weight: 400 | 700): Promise<Face> {
  const key = `${subset}-${weight}`;
  let loaded = faces.get(key);
  if (!loaded) {
    loaded = readFile(fontFile(subset, weight)).then((buffer) => {
      const bytes = new Uint8Array(buffer);
      return { bytes, charset: new Set(fontkit.create(bytes).characterSet) };
    });
    loaded.catch(() => faces.delete(key));
    faces.set(key, loaded);
  }
  return loaded;
}

/**
 * A pen drawing with a chain of fonts per weight: each character in the first font that has it
 * (U+FFFD when none does), so a Cyrillic, Greek or Vietnamese name prints as written.
 */
async function penFor(doc: PDFDocument, page: PDFPage): Promise<Pen> {
  doc.registerFontkit(fontkit);
  const chains = await Promise.all(([400, 700] as const).map((weight) => Promise.all(SUBSETS.map((subset) => face(subset, weight)))));
  const embedded = new Map<Face, PDFFont>();
  const embed = async (chain: Face[]) => {
    for (const one of chain) embedded.set(one, await doc.embedFont(one.bytes, { subset: true }));
  };
  // Embedding is async and drawing is not: embed every face up front, and let pdf-lib's
  // subsetting drop the glyphs nobody drew (an unused face costs a few hundred bytes).
  await embed(chains[0]!);
  await embed(chains[1]!);
  const runs = (text: string, bold: boolean) => {
    const chain = chains[bold ? 1 : 0]!;
    const parts: Array<{ text: string; font: PDFFont }> = [];
    for (const char of text.normalize('NFC')) {
      const code = char.codePointAt(0)!;
      const found = chain.find((one) => one.charset.has(code));
      const font = embedded.get(found ?? chain[0]!)!;
      const drawn = found ? char : '\ufffd';
      const last = parts.at(-1);
      if (last?.font === font) last.text += drawn;
      else parts.push({ text: drawn, font });
    }
    return parts;
  };
  const width = (text: string, size: number, bold = false) =>
    runs(text, bold).reduce((sum, part) => sum + part.font.widthOfTextAtSize(part.text, size), 0);
  return {
    page,
    width,
    text(text, x, y, { size = 10, bold = false, color = INK, align = 'left' } = {}) {
      let at = align === 'right' ? x - width(text, size, bold) : x;
      for (const part of runs(text, bold)) {
        page.drawText(part.text, { x: at, y, size, font: part.font, color });
        at += part.font.widthOfTextAtSize(part.text, size);
      }
    },
    rule(y, from = LEFT, to = RIGHT) {
      page.drawLine({ start: { x: from, y }, end: { x: to, y }, thickness: 0.75, color: RULE });
    },
  };
}
