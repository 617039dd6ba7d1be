import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../contract/billing';
import { loadConfig } from '../../server/config';
import { invoiceFromOrder, renderInvoice, type InvoiceInput } from '../../server/billing/invoice-pdf';

// The invoice read back as a reader sees it: poppler's pdftotext on the file renderInvoice made.

const run = promisify(execFile);
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'invoice-'));
});
afterAll(() => rm(dir, { recursive: true, force: true }));

async function pdfText(bytes: Uint8Array, name: string) {
  const path = join(dir, `${name}.pdf`);
  await writeFile(path, bytes);
  const info = (await run('pdfinfo', [path])).stdout;
  return { text: (await run('pdftotext', ['-layout', path, '-'])).stdout, pages: Number(/^Pages:\s+(\d+)/m.exec(info)?.[1]) };
}

const invoice: InvoiceInput = {
  seller: { name: 'Atelier Studio GmbH', addressLines: ['Invalidenstraße 1', '10115 Berlin', 'Germany'], email: 'billing@atelier.example' },
  buyer: {
    name: 'Алексей Смирнов',
    email: 'alexei@example.com',
    address: { name: 'Алексей Смирнов', line1: 'Οδός Αθηνάς 12', line2: 'Apt 4', city: 'Hà Nội', state: 'Đống Đa', postal_code: '10000', country: 'VN' },
  },
  number: 'INV-000042',
  date: new Date('2025-03-14T10:00:00Z'),
  paidAt: new Date('2025-03-15T09:00:00Z'),
  items: [{ description: 'Pro plan, monthly (10,000 credits)', quantity: 1, unitPrice: 39, amount: 39 }],
  subtotal: 39,
  discount: 3.9,
  coupon: 'SPRING10',
  taxRate: 19,
  tax: 6.67,
  total: 41.77,
  currency: 'usd',
  status: 'paid',
};

describe('the invoice PDF', () => {
  it('shows every field, non-Latin names included, on one page', async () => {
    const bytes = await renderInvoice(invoice);
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const { text, pages } = await pdfText(bytes, 'full');
    expect(pages).toBe(1);
    for (const expected of [
      'Invoice', 'PAID', 'INV-000042', 'March 14, 2025', 'March 15, 2025',
      'Atelier Studio GmbH', 'Invalidenstraße 1', '10115 Berlin', 'Germany', 'billing@atelier.example',
      'Алексей Смирнов', 'Οδός Αθηνάς 12', 'Apt 4', '10000 Hà Nội Đống Đa', 'VN', 'alexei@example.com',
      'Description', 'Qty', 'Unit price', 'Amount', 'Pro plan, monthly (10,000 credits)',
      'Subtotal', '$39.00', 'Discount (coupon SPRING10)', '−$3.90', 'Tax (19%)', '$6.67', 'Total paid', '$41.77',
      'All amounts in USD.', 'Thank you for your purchase.',
    ]) {
      expect(text, expected).toContain(expected);
    }
    // Read back as characters, not as missing-glyph boxes.
    expect(text).not.toContain('\ufffd');
    // Subset fonts keep it small.
    expect(bytes.byteLength).toBeLessThan(60_000);
  });

  it('leaves out what an order does not have: no discount line, no seller address, tax 0%', async () => {
    const plain = { ...invoice, discount: 0, coupon: null, taxRate: 0, tax: 0, total: 39, seller: { name: 'Atelier', addressLines: [], email: null } };
    const { text } = await pdfText(await renderInvoice(plain), 'plain');
    expect(text).not.toContain('Discount');
    expect(text).toContain('Tax (0%)');
    expect(text).toContain('$0.00');
    expect(text).toContain('Total paid');
  });

  it('wraps a long description in its column', async () => {
    const description = 'Custom credits for the whole translation team working on the spring catalogue (250,000 credits)';
    const long = { ...invoice, items: [{ ...invoice.items[0]!, description }] };
    const { text } = await pdfText(await renderInvoice(long), 'long');
    expect(text.replace(/\s+/g, ' ')).toContain('spring catalogue');
    expect(text).toContain('(250,000 credits)');
  });

  it('is made from a stored order and the configured seller', async () => {
    const seller = loadConfig({ DATA_DIR: '.tmp/test-data', JWT_SECRET: 'x', BILLING_SELLER_ADDRESS: '1 Main Street; Springfield', BILLING_SELLER_EMAIL: 'hi@example.com' }).billingSeller;
    expect(seller).toEqual({ name: 'Atelier', addressLines: ['1 Main Street', 'Springfield'], email: 'hi@example.com' });
    const order: Order = {
      id: 'ord_1', number: 'A-7', created_at: '2025-01-02T03:04:05.000Z', status: 'paid', failure_message: null, plan: null,
      description: 'Custom credits', credits: 25000, subtotal: 100, discount: 0, tax: 8, total: 108, currency: 'usd', coupon: null,
      gateway: 'sandbox', address: { name: 'Zoë Ørsted', postal_code: '2100', country: 'DK' }, paid_at: '2025-01-02T03:04:06.000Z',
    };
    const input = invoiceFromOrder(order, { seller, buyerName: 'Workspace', buyerEmail: 'zoe@example.com' });
    expect(input.taxRate).toBe(8);
    const { text } = await pdfText(await renderInvoice(input), 'order');
    for (const expected of ['A-7', 'January 2, 2025', 'Zoë Ørsted', '2100', 'DK', 'zoe@example.com', 'Custom credits (25,000 credits)', 'Tax (8%)', '$108.00', '1 Main Street', 'hi@example.com']) {
      expect(text, expected).toContain(expected);
    }
  });
});
