// Users' files never run in our origin: the server decides each file's type from its content and
// extension (a mismatch is refused in words), serves every file with nosniff and a sandbox CSP,
// inline only when it is a raster image whose bytes say so; and reading a file for the model
// keeps no more than the model can use (NULs dropped, big files decoded only up to the cap).
import { afterAll, beforeAll, expect, test, vi } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Document, Packer, Paragraph } from 'docx';
import { strToU8, zipSync } from 'fflate';
import { PDFDocument } from 'pdf-lib';
import { contentMismatch } from '../../server/lib/file-type';
import type { Model } from '../../server/db/types';
import { readFiles } from '../../server/library/attachments';
import { bearer, buildTestApp, signUpGuest } from './helpers/app';
import { startFakeOpenAI, type FakeServer } from './helpers/fake-openai';
import { sendWithFiles, type Part } from './helpers/multipart';
import { parseEvents } from './helpers/sse';
import { docxBomb } from './helpers/zip-bomb';

let openai: FakeServer;
let app: FastifyInstance;
let headers: Record<string, string>;

beforeAll(async () => {
  openai = await startFakeOpenAI({ reply: 'Noted.', apiKey: 'sk-files' });
  app = await buildTestApp({ env: { OPENAI_API_KEY: 'sk-files', OPENAI_BASE_URL: openai.url } });
  headers = bearer(await signUpGuest(app));
});
afterAll(async () => {
  await app?.close();
  await openai?.close();
});

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
const svg = '<svg xmlns="http://www.w3.org/2000/svg"><script>localStorage.setItem("stolen", localStorage.getItem("jwt"))</script></svg>';
const sandbox = "sandbox; default-src 'none'";

function tar() {
  const header = Buffer.alloc(1024);
  header.write('notes.txt', 0);
  header.write('ustar\u000000', 257, 'latin1');
  return header;
}

async function samples(): Promise<[string, Buffer][]> {
  const word = Buffer.from(await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Hello')] }] })));
  const sheet = Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': strToU8('<worksheet/>') }));
  return [
    ['report.pdf', Buffer.from(await (await PDFDocument.create()).save())],
    ['letter.docx', word],
    ['figures.xlsx', sheet],
    ['slides.pptx', Buffer.from(zipSync({ 'ppt/presentation.xml': strToU8('<p/>') }))],
    ['essay.odt', Buffer.from(zipSync({ mimetype: strToU8('application/vnd.oasis.opendocument.text'), 'content.xml': strToU8('<office/>') }))],
    ['archive.zip', Buffer.from(zipSync({ 'a.txt': strToU8('a') }))],
    ['old.doc', Buffer.concat([Buffer.from('d0cf11e0a1b11ae1', 'hex'), Buffer.alloc(504)])],
    ['backup.tar', tar()],
    ['pixel.png', png],
    ['photo.jpg', Buffer.from('ffd8ffe000104a464946', 'hex')],
    ['anim.gif', Buffer.from('GIF89a\u0001\u0000\u0001\u0000', 'latin1')],
    ['sticker.webp', Buffer.concat([Buffer.from('RIFF'), Buffer.alloc(4), Buffer.from('WEBPVP8 ')])],
    ['notes.txt', Buffer.from('Plain text, café, 東京, 🎉')],
    ['padded.txt', Buffer.from('text\u0000with a NUL')],
    ['empty.md', Buffer.alloc(0)],
    ['page.html', Buffer.from('<html><script>alert(1)</script></html>')],
    ['drawing.txt', Buffer.from(svg)],
  ];
}

const extension = (name: string) => name.slice(name.lastIndexOf('.') + 1).replace('jpg', 'jpeg');

test('each accepted format is recognised by its content', async () => {
  for (const [name, data] of await samples()) expect([name, contentMismatch(name, extension(name), data)]).toEqual([name, null]);
});

test('content that does not match its extension is refused in words', async () => {
  const word = (await samples())[1]![1];
  const pdf = (await samples())[0]![1];
  const cases: [string, Buffer, string][] = [
    ['photo.png', Buffer.from(svg), '"photo.png" is not a PNG image: its content doesn\'t match its extension. It looks like text.'],
    ['photo.jpeg', png, '"photo.jpeg" is not a JPEG image: its content doesn\'t match its extension. It looks like a PNG image.'],
    ['letter.docx', pdf, '"letter.docx" is not a Word document: its content doesn\'t match its extension. It looks like a PDF document.'],
    ['letter.docx', png, '"letter.docx" is not a Word document: its content doesn\'t match its extension. It looks like a PNG image.'],
    ['letter.docx', Buffer.from(zipSync({ 'a.txt': strToU8('a') })), '"letter.docx" is not a Word document: its content doesn\'t match its extension. It looks like a zip archive.'],
    ['figures.xlsx', word, '"figures.xlsx" is not an Excel workbook: its content doesn\'t match its extension. It looks like a Word document.'],
    ['report.pdf', Buffer.from('%PD not quite'), '"report.pdf" is not a PDF document: its content doesn\'t match its extension. It looks like text.'],
    ['notes.txt', png, '"notes.txt" is not a text file: its content doesn\'t match its extension. It looks like a PNG image.'],
    ['script.js', tar(), '"script.js" is not a text file: its content doesn\'t match its extension. It looks like a tar archive.'],
    ['data.csv', Buffer.from('caf\xe9;cr\xe8me', 'latin1'), '"data.csv" is not a CSV file: its content doesn\'t match its extension. Text files must be UTF-8.'],
    ['sheet.xls', Buffer.from([0x00, 0xff, 0x10]), '"sheet.xls" is not an Excel workbook: its content doesn\'t match its extension.'],
  ];
  for (const [name, data, message] of cases) expect(contentMismatch(name, extension(name), data)).toBe(message);
});

async function refusedUpload(files: Part[]) {
  const count = async () => Number((await app.db.selectFrom('attachments').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow()).count);
  const before = await count();
  const { conversationId, response } = await sendWithFiles(app, headers, files);
  const messages = (await app.inject({ method: 'GET', url: `/api/library/conversations/${conversationId}`, headers })).json().messages;
  expect(messages).toEqual([]);
  expect(await count()).toBe(before);
  return { status: response.statusCode, message: response.json().message as string };
}

test('a file whose content is not what its extension says is refused with 400 and nothing is stored', async () => {
  expect(await refusedUpload([{ name: 'notes.txt', data: 'fine' }, { name: 'photo.png', data: svg, type: 'image/png' }])).toEqual({
    status: 400,
    message: '"photo.png" is not a PNG image: its content doesn\'t match its extension. It looks like text.',
  });
});

/** Sends files, shares the conversation, and returns how each downloads (owner and share link). */
async function uploadAndShare(files: Part[]) {
  const { conversationId, response } = await sendWithFiles(app, headers, files);
  expect(response.statusCode).toBe(200);
  const stored = parseEvents(response.body).find((event) => event.data.role === 'user')!.data.attachments as { id: string; name: string; mime: string }[];
  await app.inject({ method: 'POST', url: `/api/library/${conversationId}`, headers, payload: { visibility: 2 } });
  const download = async (id: string) => {
    const own = await app.inject({ method: 'GET', url: `/api/ai/attachments/${id}`, headers });
    const shared = await app.inject({ method: 'GET', url: `/api/share/${conversationId}/attachments/${id}` });
    expect(own.headers['content-security-policy']).toBe(sandbox);
    expect(own.headers['content-type']).toBe(shared.headers['content-type']);
    expect(own.headers['content-disposition']).toBe(shared.headers['content-disposition']);
    return shared;
  };
  return { conversationId, stored, download };
}

test('the declared type is ignored: the server stores and sends its own, and only verified raster images show inline', async () => {
  const { stored, download } = await uploadAndShare([
    { name: 'drawing.txt', data: svg, type: 'image/svg+xml' },
    { name: 'page.html', data: '<script>alert(1)</script>', type: 'text/html' },
    { name: 'data.json', data: '{"a":1}', type: 'text/html' },
    { name: 'pixel.png', data: png, type: 'text/html' },
  ]);
  expect(stored.map((file) => file.mime)).toEqual(['text/plain', 'text/plain', 'application/json', 'image/png']);
  const rows = await app.db.selectFrom('attachments').select(['name', 'mime']).where('id', 'in', stored.map((file) => file.id)).orderBy('name').execute();
  expect(rows).toEqual([
    { name: 'data.json', mime: 'application/json' },
    { name: 'drawing.txt', mime: 'text/plain' },
    { name: 'page.html', mime: 'text/plain' },
    { name: 'pixel.png', mime: 'image/png' },
  ]);
  const served = await Promise.all(stored.map(async (file) => [file.name, (await download(file.id)).headers] as const));
  for (const [name, sent] of served) {
    expect(sent['x-content-type-options']).toBe('nosniff');
    expect(sent['content-security-policy']).toBe(sandbox);
    expect(sent['content-disposition']).toBe(`${name === 'pixel.png' ? 'inline' : 'attachment'}; filename*=UTF-8''${name}`);
  }
  expect(served.map(([, sent]) => sent['content-type'])).toEqual(['text/plain', 'text/plain', 'application/json', 'image/png']);
});

test('a file stored before these checks, under a forged type, is still served so it cannot run', async () => {
  const { conversationId, stored, download } = await uploadAndShare([{ name: 'a.txt', data: 'a' }, { name: 'b.txt', data: 'b' }, { name: 'c.txt', data: 'c' }]);
  const forge = (id: string, name: string, mime: string, data: string | Buffer) =>
    app.db.updateTable('attachments').set({ name, mime, data: Buffer.from(data) }).where('id', '=', id).execute();
  await forge(stored[0]!.id, 'drawing.txt', 'image/svg+xml', svg);
  await forge(stored[1]!.id, 'logo.png', 'image/svg+xml', svg);
  await forge(stored[2]!.id, 'pixel.png', 'text/html', png);

  const asText = await download(stored[0]!.id);
  expect(asText.headers).toMatchObject({ 'content-type': 'text/plain', 'content-disposition': "attachment; filename*=UTF-8''drawing.txt", 'content-security-policy': sandbox, 'x-content-type-options': 'nosniff' });
  expect(asText.body).toBe(svg);
  // Named as an image but not one: bytes only, never inline.
  const fakeImage = await download(stored[1]!.id);
  expect(fakeImage.headers).toMatchObject({ 'content-type': 'application/octet-stream', 'content-disposition': "attachment; filename*=UTF-8''logo.png", 'content-security-policy': sandbox });
  const realImage = await download(stored[2]!.id);
  expect(realImage.headers).toMatchObject({ 'content-type': 'image/png', 'content-disposition': "inline; filename*=UTF-8''pixel.png", 'content-security-policy': sandbox });

  // Someone continuing the shared conversation gets copies typed by the server, not by the old rows.
  const viewer = bearer(await signUpGuest(app));
  const continued = await app.inject({ method: 'POST', url: `/api/ai/conversations/${conversationId}/messages`, headers: viewer, payload: { content: 'And?', model: 'gpt-4o-mini' } });
  const copyId = parseEvents(continued.body).find((event) => event.event === 'cloning')!.data.conversation_id;
  const copy = (await app.inject({ method: 'GET', url: `/api/library/conversations/${copyId}`, headers: viewer })).json();
  expect(copy.messages[0].attachments.map((file: { name: string; mime: string }) => [file.name, file.mime]).sort()).toEqual([
    ['drawing.txt', 'text/plain'],
    ['logo.png', 'application/octet-stream'],
    ['pixel.png', 'image/png'],
  ]);
});

test('NUL bytes in a text file are dropped from its text (no 500); the file downloads as sent', async () => {
  const { response } = await sendWithFiles(app, headers, [{ name: 'log.txt', data: 'start\u0000\u0000end' }]);
  expect(response.statusCode).toBe(200);
  const id = parseEvents(response.body).find((event) => event.data.role === 'user')!.data.attachments[0].id;
  const row = await app.db.selectFrom('attachments').select(['extracted_text', 'data']).where('id', '=', id).executeTakeFirstOrThrow();
  expect(row.extracted_text).toBe('startend');
  expect(Buffer.from(row.data!).toString('latin1')).toBe('start\u0000\u0000end');
  const prompt = (openai.requests.at(-1)!.body.messages as { role: string; content: string }[]).findLast((message) => message.role === 'user')!.content;
  expect(prompt).toContain('startend');
});

const textModel = { name: 'A text model', provider: 'openai', modalities: { input: ['text'] } } as unknown as Model;
const cut = '\n[… cut: only the first 50,000 characters of this file are shown]';

test('a 25 MB text file is decoded only as far as the model reads', async () => {
  const data = Buffer.alloc(25 * 1024 * 1024, 'é\u0000xyz');
  // Every way the server turns bytes into a string, watched for the largest piece it decodes.
  let largest = 0;
  const watch = (bytes: unknown) => {
    largest = Math.max(largest, (bytes as { byteLength?: number } | undefined)?.byteLength ?? 0);
  };
  const decode = TextDecoder.prototype.decode;
  const toString = Buffer.prototype.toString;
  const decodeSpy = vi.spyOn(TextDecoder.prototype, 'decode').mockImplementation(function (this: TextDecoder, input, options) {
    watch(input);
    return decode.call(this, input, options);
  });
  const toStringSpy = vi.spyOn(Buffer.prototype, 'toString').mockImplementation(function (this: Buffer, ...args: unknown[]) {
    if (args[0] === undefined || /^utf-?8$/i.test(String(args[0]))) watch(this.subarray((args[1] as number) ?? 0, (args[2] as number) ?? this.length));
    return toString.apply(this, args as []);
  });
  try {
    const [file] = await readFiles([{ name: 'huge.txt', mime: 'text/plain', data }], textModel);
    expect(file!.text).toBe('éxyz'.repeat(12_500) + cut);
  } finally {
    decodeSpy.mockRestore();
    toStringSpy.mockRestore();
  }
  expect(largest).toBeGreaterThan(0);
  expect(largest).toBeLessThanOrEqual(1024 * 1024);
});

test('a Word file that inflates to a gigabyte is read only as far as the model reads', async () => {
  const bomb = docxBomb(1024 * 1024 * 1024, 'w');
  expect(bomb.length).toBeLessThan(8 * 1024 * 1024);
  const [file] = await readFiles([{ name: 'bomb.docx', mime: '', data: bomb }], textModel);
  expect(file!.text).toBe('w'.repeat(50_000) + cut);
});

test('a big workbook is read only as far as the model reads, its shared strings resolved', async () => {
  const rows = 30_000;
  const strings = Array.from({ length: rows }, (_, index) => `name ${index}`);
  const sheet = `<worksheet><sheetData>${strings.map((_, index) => `<row r="${index + 1}"><c r="A${index + 1}" t="s"><v>${index}</v></c><c r="B${index + 1}"><v>${index * 2}</v></c></row>`).join('')}</sheetData></worksheet>`;
  const data = Buffer.from(
    zipSync({
      'xl/sharedStrings.xml': strToU8(`<sst>${strings.map((text) => `<si><t>${text}</t></si>`).join('')}</sst>`),
      'xl/worksheets/sheet1.xml': strToU8(sheet),
    }),
  );
  const [file] = await readFiles([{ name: 'people.xlsx', mime: '', data }], textModel);
  const expected = `Sheet 1\n${strings.map((text, index) => `${text}\t${index * 2}`).join('\n')}`.slice(0, 50_000);
  expect(file!.text).toBe(expected + cut);
});
