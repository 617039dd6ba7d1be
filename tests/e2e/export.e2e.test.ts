// Exports in Debian Chromium against `npm start`'s server: the PDF (its fonts loaded from the
// built assets) and the Word file are made in the browser and downloaded; the PDF is read back
// with poppler to see the title header and the page-numbered footer.
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { Page } from 'playwright-core';
import { useSuite } from './helpers/suite';
import { signUpAsGuest } from './helpers/guest';

const run = promisify(execFile);
const { server, browser } = useSuite({ LOCAL_ENGINE_TOKEN_DELAY_MS: '2' });
let dir: string;

beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atelier-e2e-export-'));
});

afterAll(async () => {
  if (dir) await rm(dir, { recursive: true, force: true });
});

async function download(page: Page, format: string) {
  await page.getByRole('button', { name: 'Export' }).click();
  const [file] = await Promise.all([
    page.waitForEvent('download', { timeout: 30_000 }),
    page.getByRole('menu', { name: 'Export as' }).getByRole('menuitem', { name: format }).click(),
  ]);
  const path = join(dir, file.suggestedFilename());
  await file.saveAs(path);
  return { name: file.suggestedFilename(), path };
}

test('a conversation exports to PDF and Word from the browser', async () => {
  const page = await browser.newPage();
  await signUpAsGuest(page, server.url);

  await page.getByRole('textbox', { name: 'Message' }).fill('How do I clone a voice?');
  await page.keyboard.press('Enter');
  await page.waitForURL(/\/[A-Za-z0-9_-]{8,}$/, { timeout: 30_000 });
  await expect.poll(() => page.locator('[data-role="assistant"]').count(), { timeout: 30_000 }).toBe(1);
  await expect.poll(() => page.getByRole('button', { name: 'Stop' }).count(), { timeout: 30_000 }).toBe(0);
  await expect.poll(() => page.getByRole('button', { name: 'Export' }).isEnabled(), { timeout: 30_000 }).toBe(true);

  const pdf = await download(page, 'PDF');
  expect(pdf.name).toMatch(/^How do I clone a voice.*\.pdf$/);
  const { stdout: text } = await run('pdftotext', ['-layout', pdf.path, '-']);
  const lines = text.split('\n').map((l) => l.trim()).filter(Boolean);
  expect(lines[0]).toMatch(/^How do I clone a voice/);
  expect(text).toContain('How do I clone a voice?');
  expect(lines.at(-1)).toMatch(/^Page \d+ of \d+$/);
  const { stdout: fonts } = await run('pdffonts', [pdf.path]);
  expect(fonts).toContain('NotoSans-Regular');
  await expect.poll(() => page.getByText(`Downloaded ${pdf.name}`).count()).toBe(1);

  const word = await download(page, 'Word');
  expect(word.name).toMatch(/\.docx$/);
  const bytes = await readFile(word.path);
  expect(bytes.subarray(0, 2).toString()).toBe('PK');
  expect(bytes.includes(Buffer.from('word/document.xml'))).toBe(true);
  await page.close();
});
