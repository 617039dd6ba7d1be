import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ExportConversation, ExportMessage } from '../../src/lib/exports/blocks';
import { exportDocx } from '../../src/lib/exports/docx';
import { exportFilename } from '../../src/lib/exports/file';
import { conversationHtml, exportHtml } from '../../src/lib/exports/html';
import { conversationMarkdown, exportMarkdown } from '../../src/lib/exports/markdown';
import { exportPdf } from '../../src/lib/exports/pdf';
import { conversationText, exportText } from '../../src/lib/exports/text';

// Every export format, checked for what a reader sees: the PDF rendered by poppler
// (pdftoppm, pdftotext) and the Word file converted by LibreOffice, not just their sizes.

const run = promisify(execFile);

const answer = (n: number) => `## Answer ${n}

Here is **bold**, *italic*, \`inline code\` and a [link](https://example.com/${n}).

- first point of answer ${n}
- a second point long enough to wrap onto another line when it is laid out on a page of ordinary width

\`\`\`ts
for (let i = 0; i < ${n}; i++) console.log('loop ${n}', i);
\`\`\`

> Quoted wisdom ${n}

| Loop | Use |
|---|---|
| for…of | values of table ${n} |

Ünïcödé café — “quotes” €, naïve façade.`;

function longConversation(pairs: number): ExportConversation {
  const messages: ExportMessage[] = [];
  for (let n = 1; n <= pairs; n++) {
    messages.push({ role: 'user', content: `Question ${n}: how do loops work?` });
    messages.push({ role: 'assistant', model: 'Local assistant', content: answer(n) });
  }
  return { title: 'Loops in TypeScript', messages };
}

const short: ExportConversation = {
  title: 'Trip <plans> & "notes"',
  messages: [
    { role: 'user', content: 'First question about **Lisbon**', quote: 'An earlier passage' },
    { role: 'assistant', model: 'GPT Test', content: '# Itinerary\n\n1. Alfama\n2. Belém\n\n```\ncode line\n```' },
    { role: 'user', content: 'Second question' },
    { role: 'assistant', content: 'Final answer' },
  ],
};

const hostile: ExportConversation = {
  title: '<script>alert("title")</script>',
  messages: [
    {
      role: 'assistant',
      content: [
        '<script>alert(1)</script>',
        '<img src=x onerror="alert(2)">',
        '[click](javascript:alert(3)) [also](java\tscript:alert(4)) [data](data:text/html;base64,PHNjcmlwdD4=)',
        '<a href="javascript:alert(5)">raw link</a> <iframe src="https://evil.example"></iframe>',
        '[safe](https://example.com/?a=1&b="2")',
      ].join('\n\n'),
    },
  ],
};

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(join(tmpdir(), 'atelier-exports-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

describe('file names', () => {
  it('are the sanitised conversation title with the format extension', () => {
    expect(exportFilename('Trip <plans> & "notes"', 'pdf')).toBe('Trip plans & notes.pdf');
    expect(exportFilename('../../etc/passwd', 'text')).toBe('etc passwd.txt');
    expect(exportFilename('a\u0000b\nc:d|e?f*', 'markdown')).toBe('a b c d e f.md');
    expect(exportFilename('   ', 'html')).toBe('conversation.html');
    expect(exportFilename('CON', 'docx')).toBe('conversation.docx');
    expect(exportFilename('x'.repeat(300), 'pdf')).toBe(`${'x'.repeat(80)}.pdf`);
    expect(exportFilename('Café über 東京', 'pdf')).toBe('Café über 東京.pdf');
  });

  it('fall back to "Untitled conversation" inside the file when there is no title', () => {
    expect(conversationMarkdown({ title: null, messages: [] })).toMatch(/^# Untitled conversation\n/);
    expect(exportText({ title: '', messages: [] }).filename).toBe('Untitled conversation.txt');
  });
});

describe('markdown', () => {
  it('keeps the title, every message in order with who wrote it, and the markdown as written', () => {
    const file = exportMarkdown(short);
    expect(file.filename).toBe('Trip plans & notes.md');
    expect(file.mimeType).toMatch(/^text\/markdown/);
    const md = file.data as string;
    expect(md.startsWith('# Trip <plans> & "notes"\n')).toBe(true);
    expect(md).toContain('## You\n\n> An earlier passage\n\nFirst question about **Lisbon**');
    expect(md).toContain('## Assistant (GPT Test)\n\n# Itinerary');
    expect(md).toContain('```\ncode line\n```');
    const order = ['First question', 'Itinerary', 'Second question', 'Final answer'].map((s) => md.indexOf(s));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });
});

describe('plain text', () => {
  it('has the title, labelled messages in order, and no markdown markers', () => {
    const text = conversationText(short);
    expect(text.split('\n').slice(0, 2)).toEqual(['Trip <plans> & "notes"', '='.repeat(22)]);
    expect(text).toContain('You:\n\n> An earlier passage\n\nFirst question about Lisbon');
    expect(text).not.toContain('**');
    expect(text).toContain('Assistant (GPT Test):\n\nITINERARY\n\n1. Alfama\n2. Belém\n\n    code line');
    expect(text.indexOf('Second question')).toBeLessThan(text.indexOf('Final answer'));
    expect(text.endsWith('Final answer\n')).toBe(true);
  });
});

describe('html', () => {
  it('is a standalone styled page with the title and the messages in order', () => {
    const file = exportHtml(short);
    expect(file.filename).toBe('Trip plans & notes.html');
    const html = file.data as string;
    expect(html.startsWith('<!doctype html>')).toBe(true);
    expect(html).toContain('<meta charset="utf-8">');
    expect(html).toContain('<style>');
    expect(html).not.toMatch(/<link|<script|src="http/);
    expect(html).toContain('<title>Trip &#60;plans&#62; &#38; &#34;notes&#34;</title>');
    expect(html).toContain('<strong>Lisbon</strong>');
    expect(html).toMatch(/<p>Exported \d{4}-\d\d-\d\d · 4 messages<\/p>/);
    expect(conversationHtml(hostile)).toMatch(/· 1 message<\/p>/);
    expect(html).toContain('<ol start="1"><li><p>Alfama</p></li><li><p>Belém</p></li></ol>');
    expect(html).toContain('<pre><code>code line</code></pre>');
    const order = ['First question', 'Itinerary', 'Second question', 'Final answer'].map((s) => html.indexOf(s));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('shows raw HTML as text and keeps no active content or unsafe link', () => {
    const html = conversationHtml(hostile);
    const body = html.slice(html.indexOf('<body>'));
    // Only our own tags remain: no active element, no handler attribute, no unsafe link target.
    const tags = body.match(/<[a-z][^>]*>/gi) ?? [];
    expect(tags.filter((tag) => /^<(script|iframe|img|object|embed|svg|form)/i.test(tag))).toEqual([]);
    expect(tags.filter((tag) => /\son\w+\s*=/i.test(tag))).toEqual([]);
    expect(tags.filter((tag) => /href="(?!https?:|mailto:)/i.test(tag))).toEqual([]);
    expect(body).toContain('&#60;script&#62;alert(1)&#60;/script&#62;');
    expect(body).toContain('&#60;img src=x onerror=&#34;alert(2)&#34;&#62;');
    expect(body).toContain('<a href="https://example.com/?a=1&#38;b=&#34;2&#34;" rel="noopener noreferrer nofollow">safe</a>');
    expect(html).toContain('<title>&#60;script&#62;alert(&#34;title&#34;)&#60;/script&#62;</title>');
    expect(html).toContain(`content="default-src 'none'; style-src 'unsafe-inline'; img-src data:"`);
    // The dangerous links survive as their text, so nothing the model said is lost.
    expect(body).toContain('click');
    expect(body).toContain('also');
  });
});

async function pdfText(path: string, page?: number) {
  const range = page ? ['-f', String(page), '-l', String(page)] : [];
  return (await run('pdftotext', ['-layout', ...range, path, '-'])).stdout;
}

async function pageCount(path: string) {
  const { stdout } = await run('pdfinfo', [path]);
  return Number(/^Pages:\s+(\d+)/m.exec(stdout)?.[1]);
}

/** Share of pixels on the page that are not white, from pdftoppm's greyscale rendering. */
async function inkShare(path: string, page: number) {
  const base = join(dir, `ink-${page}`);
  await run('pdftoppm', ['-gray', '-r', '40', '-f', String(page), '-l', String(page), '-singlefile', path, base]);
  const pgm = await readFile(`${base}.pgm`);
  // Binary PGM: "P5\n<w> <h>\n<max>\n" then one byte per pixel.
  const header = /^P5\s+(\d+)\s+(\d+)\s+(\d+)\s/.exec(pgm.subarray(0, 40).toString('latin1'))!;
  const pixels = pgm.subarray(header[0].length);
  let ink = 0;
  for (const value of pixels) if (value < 200) ink++;
  return { share: ink / pixels.length, width: Number(header[1]), height: Number(header[2]) };
}

describe('pdf, rendered with poppler', () => {
  const conversation = longConversation(24);
  let path: string;
  let pages: number;

  beforeAll(async () => {
    const file = await exportPdf(conversation, { exportedAt: new Date('2026-11-21T12:00:00Z') });
    expect(file.filename).toBe('Loops in TypeScript.pdf');
    expect(file.mimeType).toBe('application/pdf');
    path = join(dir, file.filename);
    await writeFile(path, file.data);
    pages = await pageCount(path);
    // Kept for a look by eye: the first page as a PNG beside the PDF.
    await run('pdftoppm', ['-png', '-r', '80', '-f', '1', '-l', '1', '-singlefile', path, join(dir, 'page-1')]);
  });

  it('breaks a long conversation over several A4 pages, none of them blank', async () => {
    // 48 messages of about a third of a page each.
    expect(pages).toBeGreaterThanOrEqual(8);
    expect(pages).toBeLessThanOrEqual(30);
    for (const page of [1, Math.ceil(pages / 2), pages]) {
      const { share, width, height } = await inkShare(path, page);
      expect(width / height).toBeCloseTo(595.28 / 841.89, 2);
      expect(share).toBeGreaterThan(page === pages ? 0.002 : 0.01);
    }
    expect((await readFile(join(dir, 'page-1.png'))).subarray(1, 4).toString()).toBe('PNG');
  });

  it('has the title in the header and "Page n of N" in the footer of every page', async () => {
    for (let page = 1; page <= pages; page++) {
      const lines = (await pdfText(path, page)).split('\n').map((l) => l.trim()).filter(Boolean);
      expect(lines[0]).toBe('Loops in TypeScript');
      expect(lines.at(-1)).toBe(`Page ${page} of ${pages}`);
    }
  });

  it('holds every message in order, with Latin-1 text, lists and code intact', async () => {
    const text = await pdfText(path);
    const positions = [1, 2, 12, 24].flatMap((n) => [text.indexOf(`Question ${n}: how do loops work?`), text.indexOf(`Answer ${n}\n`)]);
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(text).toContain('Ünïcödé café — “quotes” €, naïve façade.');
    expect(text).toContain("for (let i = 0; i < 7; i++) console.log('loop 7', i);");
    expect(text).toMatch(/• first point of answer 3/);
    expect(text).toContain('ASSISTANT (LOCAL ASSISTANT)');
    expect(text).toMatch(/for…of\s+values of table 9/);
    expect(text).not.toMatch(/\*\*|```/);
  });

  it('makes web links clickable, and only those', async () => {
    const { stdout } = await run('pdfinfo', ['-url', '-f', '1', '-l', '1', path]);
    expect(stdout).toContain('https://example.com/1');
    const file = await exportPdf(hostile);
    const unsafe = join(dir, 'hostile.pdf');
    await writeFile(unsafe, file.data);
    const links = (await run('pdfinfo', ['-url', unsafe])).stdout.split('\n').slice(1).filter(Boolean).map((line) => line.trim().split(/\s+/).at(-1));
    expect(links).toEqual(['https://example.com/?a=1&b="2"']);
    expect(await pdfText(unsafe)).toContain('<script>alert(1)</script>');
  });

  it('wraps long words and code lines inside the page, draws other European scripts, replaces what no font has', async () => {
    const file = await exportPdf({
      title: 'Edge cases',
      messages: [
        { role: 'user', content: `https://example.com/${'segment/'.repeat(40)}end` },
        { role: 'assistant', content: `\`\`\`\n${'x'.repeat(300)}\n\`\`\`\n\nEmoji 😀 and 東京` },
        { role: 'user', content: 'Zażółć gęślą jaźń · Привет, мир · Καλημέρα κόσμε · **Tiếng Việt** · `Łódź, Ελλάδα`' },
      ],
    });
    const edge = join(dir, 'edge.pdf');
    await writeFile(edge, file.data);
    const text = await pdfText(edge);
    expect(text.replace(/\s+/g, '')).toContain(`https://example.com/${'segment/'.repeat(40)}end`);
    expect(text.replace(/\s+/g, '')).toContain('x'.repeat(300));
    expect(text).toMatch(/Emoji \uFFFD and \uFFFD\uFFFD/);
    // Latin Extended, Cyrillic, Greek and Vietnamese come from fonts loaded for this text only.
    expect(text).toContain('Zażółć gęślą jaźń · Привет, мир · Καλημέρα κόσμε · Tiếng Việt · Łódź, Ελλάδα');
    const { stdout: fonts } = await run('pdffonts', [edge]);
    expect(fonts).toMatch(/NotoSans-Bold/);
    expect(fonts).toMatch(/NotoSansMono/);
    // pdftotext -bbox gives every word's box: none may cross the right margin.
    const { stdout } = await run('pdftotext', ['-bbox', edge, '-']);
    const right = [...stdout.matchAll(/xMax="([\d.]+)"/g)].map((m) => Number(m[1]));
    expect(Math.max(...right)).toBeLessThanOrEqual(595.28 - 50);
  });
});

describe('word, converted by LibreOffice', () => {
  let text: string;
  let pages: number;

  beforeAll(async () => {
    const file = await exportDocx(longConversation(6));
    expect(file.filename).toBe('Loops in TypeScript.docx');
    const docx = join(dir, file.filename);
    await writeFile(docx, file.data);
    // One conversion for every check; LibreOffice takes seconds to start. Its own profile
    // directory keeps it from clashing with another LibreOffice on the machine.
    await run(
      'soffice',
      [`-env:UserInstallation=file://${join(dir, 'lo-profile')}`, '--headless', '--convert-to', 'pdf', '--outdir', join(dir, 'docx'), docx],
      { timeout: 120_000 },
    );
    const pdf = join(dir, 'docx', 'Loops in TypeScript.pdf');
    pages = await pageCount(pdf);
    text = await pdfText(pdf);
  }, 150_000);

  it('opens as a document with the title, headings and every message in order', () => {
    expect(pages).toBeGreaterThanOrEqual(2);
    expect(text).toContain('Loops in TypeScript');
    const positions = [1, 3, 6].flatMap((n) => [text.indexOf(`Question ${n}: how do loops work?`), text.indexOf(`Answer ${n}`)]);
    expect(positions.every((p) => p >= 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(text.match(/^\s*You\s*$/gm)?.length).toBe(6);
    expect(text.match(/^\s*Assistant \(Local assistant\)\s*$/gm)?.length).toBe(6);
    expect(text).toContain('Ünïcödé café — “quotes” €, naïve façade.');
    expect(text).toContain("for (let i = 0; i < 4; i++) console.log('loop 4', i);");
    expect(text).toContain('Quoted wisdom 5');
    expect(text).toMatch(/for…of\s+values of table 2/);
  });

  it('repeats the title in the header and numbers every page in the footer', () => {
    const sheets = text.split('\f').filter((sheet) => sheet.trim());
    expect(sheets).toHaveLength(pages);
    sheets.forEach((sheet, i) => {
      const lines = sheet.split('\n').map((l) => l.trim()).filter(Boolean);
      expect(lines[0]).toBe('Loops in TypeScript');
      expect(lines.at(-1)).toBe(`Page ${i + 1} of ${pages}`);
    });
  });
});
