// Files attached to a chat message (issue 3, item 5; SPEC §5).
//
// - Accepted extensions: `acceptedExtensions` (SPEC §5). Anything else: 400 "This file type is
//   not supported." and nothing is stored.
// - Read for the model: text, code, markdown, json, xml, yaml, csv and html as they are; pdf
//   (pdfjs-dist), docx (mammoth) and xlsx (the sheets' XML, unzipped with fflate) as their text.
//   Those three libraries load with the first such file, not at start.
//   At most `maxExtractedChars` characters of each file reach the model (the rest is cut, and the
//   model is told so).
// - Images (jpeg, png, webp, gif) go to models whose modalities.input includes 'image'; for
//   a text-only model (the offline assistant among them) the message is refused with a 400 that
//   says so.
// - Accepted but unreadable (zip, tar, doc, odt, ppt, pptx, xls): refused with a 400 naming the
//   type, so nothing is stored that the model would silently ignore.
// - 25 MB per file (413), at most 10 files per message.
import type { DB } from '../db/connect';
import type { AttachmentSummary, Model } from '../db/types';
import type { ChatImage } from '../engines/types';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { newId } from '../lib/ids';
import type { AuthContext } from './auth';

export const acceptedExtensions = [
  'pdf', 'json', 'txt', 'doc', 'docx', 'odt', 'xml', 'yml', 'yaml', 'csv', 'jpeg', 'png', 'webp', 'gif', 'xls', 'xlsx',
  'py', 'md', 'zip', 'tar', 'cpp', 'html', 'java', 'pptx', 'css', 'rb', 'sh', 'ts', 'cs', 'php', 'c', 'js', 'ppt',
] as const;

export const maxFileBytes = 25 * 1024 * 1024;
export const maxFiles = 10;
export const maxExtractedChars = 50_000;

const textExtensions = new Set(['json', 'txt', 'xml', 'yml', 'yaml', 'csv', 'py', 'md', 'cpp', 'html', 'java', 'css', 'rb', 'sh', 'ts', 'cs', 'php', 'c', 'js']);
const imageMimes: Record<string, string> = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif' };
const unreadable = new Set(['zip', 'tar', 'doc', 'odt', 'ppt', 'pptx', 'xls']);

/** A file as the multipart parser hands it over (server/routes/chat.ts). */
export interface UploadedFile {
  name: string;
  mime: string;
  data: Buffer;
}

/** A file checked and read, ready to store with its message. */
export interface ReadFile extends UploadedFile {
  text: string | null;
}

export const unsupportedType = 'This file type is not supported.';
export const tooLarge = (name: string) => new HttpError(413, `"${name}" is larger than 25 MB, the limit for one file.`);

/** The file's extension, lower case; 'jpg' counts as 'jpeg'. */
export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : '';
  return extension === 'jpg' ? 'jpeg' : extension;
}

/** Checks every file against the model, then reads them; throws (400/413) before anything is stored. */
export async function readFiles(files: UploadedFile[], model: Model): Promise<ReadFile[]> {
  if (files.length > maxFiles) throw badRequest(`At most ${maxFiles} files can be attached to one message.`);
  const seesImages = (model.modalities?.input ?? []).includes('image');
  for (const file of files) {
    const extension = extensionOf(file.name);
    if (!(acceptedExtensions as readonly string[]).includes(extension)) throw badRequest(unsupportedType);
    if (file.data.length > maxFileBytes) throw tooLarge(file.name);
    if (unreadable.has(extension)) throw badRequest(`Atelier can't read .${extension} files yet ("${file.name}"): attach it as PDF, Word (.docx), Excel (.xlsx) or text instead.`);
    if (imageMimes[extension] && !seesImages) {
      throw badRequest(model.provider === 'local' ? "The offline assistant can't see images." : `The model "${model.name}" can't see images: choose a model that can, or remove "${file.name}".`);
    }
  }
  const read: ReadFile[] = [];
  for (const file of files) {
    const extension = extensionOf(file.name);
    const mime = imageMimes[extension] ?? mimeOf(extension, file.mime);
    read.push({ ...file, mime, text: imageMimes[extension] ? null : cap(await extractText(file, extension)) });
  }
  return read;
}

async function extractText(file: UploadedFile, extension: string): Promise<string> {
  try {
    if (textExtensions.has(extension)) return file.data.toString('utf8');
    if (extension === 'pdf') return await pdfText(file.data);
    if (extension === 'docx') return await docxText(file.data);
    if (extension === 'xlsx') return await xlsxText(file.data);
  } catch {
    throw badRequest(`"${file.name}" could not be read: is it a valid .${extension} file?`);
  }
  throw badRequest(unsupportedType);
}

function cap(text: string): string {
  return text.length > maxExtractedChars ? `${text.slice(0, maxExtractedChars)}\n[… cut: only the first ${maxExtractedChars.toLocaleString('en')} characters of this file are shown]` : text;
}

function mimeOf(extension: string, given: string): string {
  const known: Record<string, string> = {
    pdf: 'application/pdf',
    json: 'application/json',
    docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    csv: 'text/csv',
    md: 'text/markdown',
    html: 'text/html',
    xml: 'application/xml',
  };
  return known[extension] ?? (given && given !== 'application/octet-stream' ? given : 'text/plain');
}

async function pdfText(data: Buffer): Promise<string> {
  const pdfjs = await import('pdfjs-dist/legacy/build/pdf.mjs');
  const document = await pdfjs.getDocument({ data: new Uint8Array(data), useSystemFonts: false, isEvalSupported: false, disableFontFace: true, verbosity: 0 }).promise;
  const pages: string[] = [];
  try {
    // Pages past what the model will see are not read.
    for (let number = 1, length = 0; number <= document.numPages && length <= maxExtractedChars; number++) {
      const page = await document.getPage(number);
      const content = await page.getTextContent();
      pages.push(content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join(''));
      length += pages.at(-1)!.length;
    }
  } finally {
    await document.destroy();
  }
  return pages.join('\n\n').trim();
}

async function docxText(data: Buffer): Promise<string> {
  const mammoth = await import('mammoth');
  const result = await (mammoth.default ?? mammoth).extractRawText({ buffer: data });
  return result.value.trim();
}

/** Each sheet as tab-separated rows, shared strings resolved. */
async function xlsxText(data: Buffer): Promise<string> {
  const { unzipSync, strFromU8 } = await import('fflate');
  const files = unzipSync(new Uint8Array(data));
  const decode = (text: string) =>
    text.replace(/&(lt|gt|amp|quot|apos|#\d+|#x[0-9a-f]+);/gi, (entity, name: string) =>
      name[0] === '#' ? String.fromCodePoint(name[1]?.toLowerCase() === 'x' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10)) : ({ lt: '<', gt: '>', amp: '&', quot: '"', apos: "'" } as Record<string, string>)[name.toLowerCase()]!,
    );
  const textOf = (xml: string) => decode([...xml.matchAll(/<t[^>]*>([\s\S]*?)<\/t>/g)].map((match) => match[1]).join(''));
  const shared = files['xl/sharedStrings.xml'] ? [...strFromU8(files['xl/sharedStrings.xml']).matchAll(/<si>([\s\S]*?)<\/si>/g)].map((match) => textOf(match[1]!)) : [];
  const sheets = Object.keys(files).filter((path) => /^xl\/worksheets\/sheet\d+\.xml$/.test(path)).sort((a, b) => parseInt(a.slice(19)) - parseInt(b.slice(19)));
  if (sheets.length === 0) throw new Error('No sheets');
  return sheets
    .map((path, index) => {
      const xml = strFromU8(files[path]!);
      const rows = [...xml.matchAll(/<row[^>]*>([\s\S]*?)<\/row>/g)].map((row) =>
        [...row[1]!.matchAll(/<c([^>]*?)(?:\/>|>([\s\S]*?)<\/c>)/g)]
          .map(([, attributes = '', inner = '']) => {
            const type = /\bt="(\w+)"/.exec(attributes)?.[1];
            const value = /<v>([\s\S]*?)<\/v>/.exec(inner)?.[1];
            if (type === 's') return shared[Number(value)] ?? '';
            if (type === 'inlineStr') return textOf(inner);
            return value === undefined ? '' : decode(value);
          })
          .join('\t'),
      );
      return `Sheet ${index + 1}\n${rows.join('\n')}`;
    })
    .join('\n\n');
}

/** Stores the files of a message (in the message's transaction) and returns their summary. */
export async function storeAttachments(db: DB, workspaceId: string, messageId: string, files: ReadFile[]): Promise<AttachmentSummary[]> {
  const summary: AttachmentSummary[] = [];
  for (const file of files) {
    const id = newId();
    await db
      .insertInto('attachments')
      .values({ id, workspace_id: workspaceId, message_id: messageId, name: file.name, mime: file.mime, size: file.data.length, data: file.data, extracted_text: file.text })
      .execute();
    summary.push({ id, name: file.name, mime: file.mime, size: file.data.length });
  }
  if (summary.length) await db.updateTable('messages').set({ attachments: JSON.stringify(summary) }).where('id', '=', messageId).execute();
  return summary;
}

/** What the model sees of the files of these messages: text blocks and images, by message id. */
export async function attachmentsForTurns(db: DB, messageIds: string[]): Promise<Map<string, { text: string; images: ChatImage[] }>> {
  const byMessage = new Map<string, { text: string; images: ChatImage[] }>();
  if (messageIds.length === 0) return byMessage;
  const rows = await db
    .selectFrom('attachments')
    .select(['message_id', 'name', 'mime', 'data', 'extracted_text'])
    .where('message_id', 'in', messageIds)
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  for (const row of rows) {
    const entry = byMessage.get(row.message_id!) ?? { text: '', images: [] };
    if (row.mime.startsWith('image/')) entry.images.push({ mime: row.mime, data: Buffer.from(row.data).toString('base64') });
    else entry.text += `\n\n<file name="${row.name.replaceAll('"', "'")}">\n${row.extracted_text ?? ''}\n</file>`;
    byMessage.set(row.message_id!, entry);
  }
  return byMessage;
}

export const attachmentNotFound = 'Attachment not found.';

/** GET /api/ai/attachments/{id}: one file of the workspace. */
export async function findAttachment(db: DB, auth: AuthContext, id: string) {
  const attachment = await db
    .selectFrom('attachments')
    .select(['id', 'name', 'mime', 'size', 'data'])
    .where('id', '=', id)
    .where('workspace_id', '=', auth.workspaceId)
    .executeTakeFirst();
  if (!attachment) throw notFound(attachmentNotFound);
  return attachment;
}

/**
 * Sharing: a copy of someone's shared conversation gets its own copies of the files (in the
 * copier's workspace), so the model still reads them and the copier can download them.
 * `messageIds` maps the original messages to their copies.
 */
export async function copyAttachments(db: DB, workspaceId: string, messageIds: Map<string, string>) {
  if (messageIds.size === 0) return;
  const rows = await db.selectFrom('attachments').selectAll().where('message_id', 'in', [...messageIds.keys()]).orderBy('created_at').orderBy('id').execute();
  const summaries = new Map<string, AttachmentSummary[]>();
  for (const row of rows) {
    const messageId = messageIds.get(row.message_id!)!;
    const id = newId();
    await db
      .insertInto('attachments')
      .values({ id, workspace_id: workspaceId, message_id: messageId, name: row.name, mime: row.mime, size: row.size, data: row.data, extracted_text: row.extracted_text })
      .execute();
    summaries.set(messageId, [...(summaries.get(messageId) ?? []), { id, name: row.name, mime: row.mime, size: row.size }]);
  }
  for (const [messageId, summary] of summaries) {
    await db.updateTable('messages').set({ attachments: JSON.stringify(summary) }).where('id', '=', messageId).execute();
  }
}
