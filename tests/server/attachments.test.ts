// Attachments (issue 3, item 5): files sent with a message through the real chat route, read
// for the model (seen through a fake OpenAI server), stored, listed on the message, downloaded.
import { afterAll, beforeAll, expect, test } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { Document, Packer, Paragraph } from 'docx';
import { zipSync, strToU8 } from 'fflate';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { bearer, buildTestApp, signUpGuest } from './helpers/app';
import { startFakeAnthropic } from './helpers/fake-anthropic';
import { startFakeOpenAI, type FakeServer } from './helpers/fake-openai';
import { multipart, sendWithFiles, type Part } from './helpers/multipart';
import { parseEvents } from './helpers/sse';

let openai: FakeServer;
let anthropic: FakeServer;
let app: FastifyInstance;
let headers: Record<string, string>;

beforeAll(async () => {
  openai = await startFakeOpenAI({ reply: 'I read it.', apiKey: 'sk-attach' });
  anthropic = await startFakeAnthropic({ reply: 'I see it.', apiKey: 'sk-ant-attach' });
  app = await buildTestApp({ env: { OPENAI_API_KEY: 'sk-attach', OPENAI_BASE_URL: openai.url, ANTHROPIC_API_KEY: 'sk-ant-attach', ANTHROPIC_BASE_URL: anthropic.url } });
  headers = bearer(await signUpGuest(app));
});
afterAll(async () => {
  await app?.close();
  await Promise.all([openai?.close(), anthropic?.close()]);
});

async function conversation() {
  return (await app.inject({ method: 'POST', url: '/api/ai/conversations', headers, payload: {} })).json().id as string;
}

const send = (files: Part[], fields: Record<string, string> = {}, id?: string) => sendWithFiles(app, headers, files, fields, id);

/** The text of the user turn the fake OpenAI server received last. */
function lastUserPrompt() {
  const messages = openai.requests.at(-1)!.body.messages as { role: string; content: unknown }[];
  return messages.findLast((message) => message.role === 'user')!.content;
}

async function pdf(text: string) {
  const document = await PDFDocument.create();
  const page = document.addPage();
  page.drawText(text, { x: 50, y: 700, size: 14, font: await document.embedFont(StandardFonts.Helvetica) });
  return Buffer.from(await document.save());
}

function xlsx(rows: string[][]) {
  const strings = rows.flat();
  const cell = (row: number, column: number) => `<c r="${String.fromCharCode(65 + column)}${row + 1}" t="s"><v>${strings.indexOf(rows[row]![column]!)}</v></c>`;
  return Buffer.from(
    zipSync({
      '[Content_Types].xml': strToU8('<?xml version="1.0"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"/>'),
      'xl/sharedStrings.xml': strToU8(`<sst>${strings.map((text) => `<si><t>${text.replaceAll('&', '&amp;')}</t></si>`).join('')}</sst>`),
      'xl/worksheets/sheet1.xml': strToU8(`<worksheet><sheetData>${rows.map((row, r) => `<row r="${r + 1}">${row.map((_, c) => cell(r, c)).join('')}</row>`).join('')}</sheetData></worksheet>`),
    }),
  );
}

test('a text file reaches the model in the user turn and is listed on the stored message', async () => {
  const { conversationId, response } = await send([{ name: 'notes.md', data: '# Plan\nShip the attachments feature.', type: 'text/markdown' }]);
  expect(response.statusCode).toBe(200);
  const prompt = lastUserPrompt() as string;
  expect(prompt).toContain('What is in the file?');
  expect(prompt).toContain('<file name="notes.md">');
  expect(prompt).toContain('Ship the attachments feature.');
  const events = parseEvents(response.body);
  const user = events.find((event) => event.event === 'message' && event.data.role === 'user')!.data;
  expect(user.attachments).toEqual([{ id: expect.any(String), name: 'notes.md', mime: 'text/markdown', size: 36 }]);
  // Reloading the conversation lists it too, and the file downloads as it was sent.
  const loaded = (await app.inject({ method: 'GET', url: `/api/library/conversations/${conversationId}`, headers })).json();
  expect(loaded.messages.find((message: any) => message.role === 'user').attachments).toEqual(user.attachments);
  const download = await app.inject({ method: 'GET', url: `/api/ai/attachments/${user.attachments[0].id}`, headers });
  expect(download.statusCode).toBe(200);
  expect(download.headers['content-type']).toContain('text/markdown');
  expect(download.headers['content-disposition']).toContain("attachment; filename*=UTF-8''notes.md");
  expect(download.body).toBe('# Plan\nShip the attachments feature.');
});

test('the next question still carries the earlier file', async () => {
  const { conversationId } = await send([{ name: 'data.csv', data: 'city,population\nLyon,522000' }]);
  const body = multipart({ content: 'And the population?', model: 'gpt-4o-mini' }, []);
  await app.inject({ method: 'POST', url: `/api/ai/conversations/${conversationId}/messages`, headers: { ...headers, ...body.headers }, payload: body.payload });
  const messages = openai.requests.at(-1)!.body.messages as { role: string; content: string }[];
  expect(messages.find((message) => message.role === 'user')!.content).toContain('Lyon,522000');
  expect(messages.at(-1)!.content).toBe('And the population?');
});

test('PDF, Word and Excel files are read as text', async () => {
  const word = await Packer.toBuffer(new Document({ sections: [{ children: [new Paragraph('Quarterly revenue grew by twelve percent.')] }] }));
  await send([
    { name: 'report.pdf', data: await pdf('The lighthouse keeper logs every storm.') },
    { name: 'summary.docx', data: Buffer.from(word) },
    { name: 'figures.xlsx', data: xlsx([['Region', 'Sales'], ['North', 'R&D 42']]) },
  ]);
  const prompt = lastUserPrompt() as string;
  expect(prompt).toMatch(/<file name="report.pdf">\n[^<]*The lighthouse keeper logs every storm\./);
  expect(prompt).toContain('Quarterly revenue grew by twelve percent.');
  expect(prompt).toContain('Region\tSales\nNorth\tR&D 42');
});

test('a long file reaches the model cut to 50,000 characters, and says so', async () => {
  await send([{ name: 'long.txt', data: 'a'.repeat(60_000) }]);
  const prompt = lastUserPrompt() as string;
  expect(prompt).not.toContain('a'.repeat(50_001));
  expect(prompt).toContain('only the first 50,000 characters of this file are shown');
});

test('an image reaches a vision model as an image_url part', async () => {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const { response } = await send([{ name: 'pixel.png', data: png, type: 'image/png' }]);
  expect(response.statusCode).toBe(200);
  expect(lastUserPrompt()).toEqual([
    { type: 'text', text: 'What is in the file?' },
    { type: 'image_url', image_url: { url: `data:image/png;base64,${png.toString('base64')}` } },
  ]);
});

test('an image reaches Claude as a base64 image block', async () => {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==', 'base64');
  const { response } = await send([{ name: 'pixel.png', data: png, type: 'image/png' }], { model: 'claude-haiku-4-5' });
  expect(response.statusCode).toBe(200);
  expect(anthropic.requests.at(-1)!.body.messages.at(-1)).toEqual({
    role: 'user',
    content: [
      { type: 'image', source: { type: 'base64', media_type: 'image/png', data: png.toString('base64') } },
      { type: 'text', text: 'What is in the file?' },
    ],
  });
});

async function refused(files: Part[], fields: Record<string, string> = {}) {
  const id = await conversation();
  const before = await app.db.selectFrom('attachments').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
  const { response } = await send(files, fields, id);
  const messages = (await app.inject({ method: 'GET', url: `/api/library/conversations/${id}`, headers })).json().messages;
  const after = await app.db.selectFrom('attachments').select((eb) => eb.fn.countAll().as('count')).executeTakeFirstOrThrow();
  expect(messages).toEqual([]);
  expect(Number(after.count)).toBe(Number(before.count));
  return { status: response.statusCode, message: response.json().message as string };
}

test('a type outside the list is refused and nothing is stored', async () => {
  expect(await refused([{ name: 'virus.exe', data: 'MZ' }])).toEqual({ status: 400, message: 'This file type is not supported.' });
  expect(await refused([{ name: 'notes.md', data: 'ok' }, { name: 'noextension', data: 'x' }])).toEqual({ status: 400, message: 'This file type is not supported.' });
});

test('an accepted type that cannot be read is refused with its name', async () => {
  const { status, message } = await refused([{ name: 'archive.zip', data: Buffer.from(zipSync({ 'a.txt': strToU8('a') })) }]);
  expect(status).toBe(400);
  expect(message).toContain("can't read .zip files");
});

test('an image for a text-only model is refused, plainly for the offline assistant', async () => {
  expect(await refused([{ name: 'photo.jpg', data: 'not really', type: 'image/jpeg' }], { model: 'local-assistant' })).toEqual({
    status: 400,
    message: "The offline assistant can't see images.",
  });
});

test('more than 10 files are refused', async () => {
  const files = Array.from({ length: 11 }, (_, index) => ({ name: `note${index}.txt`, data: 'x' }));
  expect(await refused(files)).toEqual({ status: 400, message: 'At most 10 files can be attached to one message.' });
});

test('a file over 25 MB is refused with 413', async () => {
  const { status, message } = await refused([{ name: 'big.txt', data: Buffer.alloc(25 * 1024 * 1024 + 1, 97) }]);
  expect(status).toBe(413);
  expect(message).toBe('"big.txt" is larger than 25 MB, the limit for one file.');
});

test("another workspace's attachment is not found", async () => {
  const { response } = await send([{ name: 'secret.txt', data: 'classified' }]);
  const id = parseEvents(response.body).find((event) => event.data.role === 'user')!.data.attachments[0].id;
  const intruder = bearer(await signUpGuest(app));
  const answer = await app.inject({ method: 'GET', url: `/api/ai/attachments/${id}`, headers: intruder });
  expect(answer.statusCode).toBe(404);
  expect(answer.body).not.toContain('classified');
});

test('continuing a shared conversation copies its files into the copy, for the model and for download', async () => {
  const { conversationId, response } = await send([{ name: 'recipe.txt', data: 'Add two eggs.' }]);
  const originalId = parseEvents(response.body).find((event) => event.data.role === 'user')!.data.attachments[0].id;
  await app.inject({ method: 'POST', url: `/api/library/${conversationId}`, headers, payload: { visibility: 2 } });
  const viewer = bearer(await signUpGuest(app));
  const continued = await app.inject({ method: 'POST', url: `/api/ai/conversations/${conversationId}/messages`, headers: viewer, payload: { content: 'How many eggs?', model: 'gpt-4o-mini' } });
  const copyId = parseEvents(continued.body).find((event) => event.event === 'cloning')!.data.conversation_id;
  const messages = openai.requests.at(-1)!.body.messages as { role: string; content: string }[];
  expect(messages[0]!.content).toContain('Add two eggs.');
  const copy = (await app.inject({ method: 'GET', url: `/api/library/conversations/${copyId}`, headers: viewer })).json();
  const attachment = copy.messages[0].attachments[0];
  expect(attachment).toMatchObject({ name: 'recipe.txt', size: 13 });
  expect(attachment.id).not.toBe(originalId);
  expect((await app.inject({ method: 'GET', url: `/api/ai/attachments/${attachment.id}`, headers: viewer })).body).toBe('Add two eggs.');
});

test('a shared conversation lists its files, and anyone with the link downloads them until the link is withdrawn', async () => {
  const { conversationId, response } = await send([{ name: 'notes.txt', data: 'Meet at noon.', type: 'text/plain' }]);
  const file = parseEvents(response.body).find((event) => event.data.role === 'user')!.data.attachments[0];
  const download = () => app.inject({ method: 'GET', url: `/api/share/${conversationId}/attachments/${file.id}` });
  // Not shared yet: nobody without the owner's session gets it.
  expect((await download()).statusCode).toBe(404);

  await app.inject({ method: 'POST', url: `/api/library/${conversationId}`, headers, payload: { visibility: 2 } });
  const page = (await app.inject({ method: 'GET', url: `/api/share/${conversationId}` })).json();
  expect(page.messages[0].attachments).toEqual([{ id: file.id, name: 'notes.txt', mime: 'text/plain', size: 13 }]);
  const shared = await download();
  expect(shared.statusCode).toBe(200);
  expect(shared.body).toBe('Meet at noon.');
  expect(shared.headers['content-disposition']).toBe("attachment; filename*=UTF-8''notes.txt");
  // Never kept by a browser or a proxy: a withdrawn link must stop working at once.
  expect(shared.headers['cache-control']).toBe('no-store');

  await app.inject({ method: 'POST', url: `/api/library/${conversationId}`, headers, payload: { visibility: 0 } });
  const withdrawn = await download();
  expect(withdrawn.statusCode).toBe(404);
  expect(withdrawn.json()).toEqual({ message: 'Attachment not found.' });
  expect(withdrawn.body).not.toContain('noon');
});

test("a shared conversation's link does not reach the files of another conversation", async () => {
  const shared = await send([{ name: 'public.txt', data: 'Shared text.' }]);
  await app.inject({ method: 'POST', url: `/api/library/${shared.conversationId}`, headers, payload: { visibility: 2 } });
  const other = await send([{ name: 'private.txt', data: 'Private text.' }]);
  const privateId = parseEvents(other.response.body).find((event) => event.data.role === 'user')!.data.attachments[0].id;
  const answer = await app.inject({ method: 'GET', url: `/api/share/${shared.conversationId}/attachments/${privateId}` });
  expect(answer.statusCode).toBe(404);
  expect(answer.body).not.toContain('Private text.');
});
