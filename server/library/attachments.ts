// Files attached to a chat message (issue 3, item 5; SPEC §5).
//
// - Accepted extensions: `acceptedExtensions` (SPEC §5; in contract/limits.ts with the size limits,
//   so the browser checks the same list). Anything else: 400 "This file type is not supported."
//   and nothing is stored.
// - The server decides what a file is: its content must match its extension (server/lib/file-type.ts)
//   or it is refused with a 400 that says so, and the stored type comes from our table for the
//   extension. The type the uploader declared is ignored: it is how a script got in as an "image".
// - Read for the model (server/library/file-text.ts): text, code, markdown, json, xml, yaml, csv
//   and html as they are; pdf, docx and xlsx as their text. At most `maxExtractedChars` characters
//   of each file reach the model (the rest is cut, and the model is told so), and no more than that
//   is decoded or kept.
// - Images (jpeg, png, webp, gif) go to models whose modalities.input includes 'image'; for
//   a text-only model (the offline assistant among them) the message is refused with a 400 that
//   says so.
// - Accepted but unreadable (zip, tar, doc, odt, ppt, pptx, xls): refused with a 400 naming the
//   type, so nothing is stored that the model would silently ignore.
// - 25 MB per file (413), at most 10 files per message.
//
// The rows go through attachment-repository.ts. These functions take the repository to run on
// rather than one made once: the chat stores a message's files inside the transaction that
// stores the message, through the attachment repository on that transaction.
import { fileExtension, fileTooLarge, isAcceptedFile, maxFileBytes, maxFiles, tooManyFiles, unsupportedFileType } from '../../contract/tool-limits';
import type { AttachmentSummary, Model } from '../db/types';
import type { ChatImage } from '../engines/types';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { contentMismatch, isVerifiedImage, mimeOfExtension, servingOf } from '../lib/file-type';
import type { FileStore } from '../lib/file-store';
import { newId } from '../lib/ids';
import type { AuthContext } from '../lib/auth-context';
import type { AttachmentRepository } from './attachment-repository';
import { extractText } from './file-text';

const images = new Set(['jpeg', 'png', 'webp', 'gif']);
const unreadable = new Set(['zip', 'tar', 'doc', 'odt', 'ppt', 'pptx', 'xls']);

/** A file as the multipart parser hands it over (server/chat/routes.ts). */
export interface UploadedFile {
  name: string;
  /** What the uploader declared; never trusted, never stored. */
  mime: string;
  data: Buffer;
}

/** A file checked and read, ready to store with its message; `mime` is the server's. */
export interface ReadFile extends UploadedFile {
  text: string | null;
}

// The words are the contract's, so the browser refuses a file with the same sentence.
export const unsupportedType = unsupportedFileType;
export const tooLarge = (name: string) => new HttpError(413, fileTooLarge(name));

/** The file's extension, lower case; 'jpg' counts as 'jpeg'. */
export const extensionOf = fileExtension;

/** Checks every file against the model and its own extension, then reads them; throws (400/413) before anything is stored. */
export async function readFiles(files: UploadedFile[], model: Model): Promise<ReadFile[]> {
  if (files.length > maxFiles) throw badRequest(tooManyFiles);
  const seesImages = (model.modalities?.input ?? []).includes('image');
  for (const file of files) {
    const extension = extensionOf(file.name);
    if (!isAcceptedFile(file.name)) throw badRequest(unsupportedType);
    if (file.data.length > maxFileBytes) throw tooLarge(file.name);
    if (unreadable.has(extension)) throw badRequest(`Atelier can't read .${extension} files yet ("${file.name}"): attach it as PDF, Word (.docx), Excel (.xlsx) or text instead.`);
    if (images.has(extension) && !seesImages) {
      throw badRequest(model.provider === 'local' ? "The offline assistant can't see images." : `The model "${model.name}" can't see images: choose a model that can, or remove "${file.name}".`);
    }
    const mismatch = contentMismatch(file.name, extension, file.data);
    if (mismatch) throw badRequest(mismatch);
  }
  const read: ReadFile[] = [];
  for (const file of files) {
    const extension = extensionOf(file.name);
    const text = images.has(extension) ? null : await readText(file, extension);
    read.push({ name: file.name, mime: mimeOfExtension(extension), data: file.data, text });
  }
  return read;
}

async function readText(file: UploadedFile, extension: string): Promise<string> {
  try {
    return await extractText(file.data, extension);
  } catch {
    throw badRequest(`"${file.name}" could not be read: is it a valid .${extension} file?`);
  }
}

/** The bytes of a stored file: in its row (PostgreSQL, and rows stored before files moved out of PGlite) or in the file store. */
export async function bytesOf(files: FileStore, row: { id: string; data: Buffer | Uint8Array | null }): Promise<Buffer> {
  if (row.data) return Buffer.from(row.data);
  const data = await files.read(row.id);
  if (!data) throw notFound(attachmentNotFound);
  return data;
}

/** Stores the files of a message and returns their summary; `attachments` is on the message's transaction. */
export async function storeAttachments(attachments: AttachmentRepository, files: FileStore, workspaceId: string, messageId: string, read: ReadFile[]): Promise<AttachmentSummary[]> {
  const summary: AttachmentSummary[] = [];
  for (const file of read) {
    const id = newId();
    // The bytes first: a row never points at a file that isn't there (a file without a row is swept).
    await files.put(id, file.data);
    await attachments.insert({ id, workspace_id: workspaceId, message_id: messageId, name: file.name, mime: file.mime, size: file.data.length, data: files.inRow ? file.data : null, extracted_text: file.text });
    summary.push({ id, name: file.name, mime: file.mime, size: file.data.length });
  }
  if (summary.length) await attachments.setSummary(messageId, summary);
  return summary;
}

/** What the model sees of the files of these messages: text blocks and images, by message id. */
export async function attachmentsForTurns(attachments: AttachmentRepository, files: FileStore, messageIds: string[]): Promise<Map<string, { text: string; images: ChatImage[] }>> {
  const byMessage = new Map<string, { text: string; images: ChatImage[] }>();
  if (messageIds.length === 0) return byMessage;
  // Only the text the model reads: the bytes of a file are read when it is an image.
  const rows = await attachments.forTurns(messageIds);
  for (const row of rows) {
    const entry = byMessage.get(row.message_id!) ?? { text: '', images: [] };
    const extension = extensionOf(row.name);
    const data = images.has(extension) ? await bytesOf(files, await attachments.data(row.id)) : null;
    // By content, not by the stored type: a file stored before types were checked may claim any.
    if (data && isVerifiedImage(extension, data)) entry.images.push({ mime: mimeOfExtension(extension), data: data.toString('base64') });
    else entry.text += `\n\n<file name="${row.name.replaceAll('"', "'")}">\n${row.extracted_text ?? ''}\n</file>`;
    byMessage.set(row.message_id!, entry);
  }
  return byMessage;
}

export const attachmentNotFound = 'Attachment not found.';

/** GET /api/ai/attachments/{id}: one file of the workspace. */
export async function findAttachment(attachments: AttachmentRepository, files: FileStore, auth: AuthContext, id: string) {
  const attachment = await attachments.inWorkspace(auth.workspaceId, id);
  if (!attachment) throw notFound(attachmentNotFound);
  return { ...attachment, data: await bytesOf(files, attachment) };
}

/**
 * Sharing: a copy of someone's shared conversation gets its own copies of the files (in the
 * copier's workspace), so the model still reads them and the copier can download them.
 * `messageIds` maps the original messages to their copies. `attachments` is on the copy's transaction.
 */
export async function copyAttachments(attachments: AttachmentRepository, files: FileStore, workspaceId: string, messageIds: Map<string, string>) {
  if (messageIds.size === 0) return;
  const rows = await attachments.ofMessages([...messageIds.keys()]);
  const summaries = new Map<string, AttachmentSummary[]>();
  for (const row of rows) {
    const messageId = messageIds.get(row.message_id!)!;
    const id = newId();
    const data = await bytesOf(files, row);
    // The copy's type is the one it is served with, whatever a file stored before these checks claimed.
    const { mime } = servingOf(extensionOf(row.name), data);
    await files.put(id, data);
    await attachments.insert({ id, workspace_id: workspaceId, message_id: messageId, name: row.name, mime, size: row.size, data: files.inRow ? data : null, extracted_text: row.extracted_text });
    summaries.set(messageId, [...(summaries.get(messageId) ?? []), { id, name: row.name, mime, size: row.size }]);
  }
  for (const [messageId, summary] of summaries) await attachments.setSummary(messageId, summary);
}

/** Removes the stored files whose rows are gone (the embedded database's files folder); at start. */
export async function sweepOrphanFiles(attachments: AttachmentRepository, files: FileStore) {
  return files.sweep((ids) => attachments.existing(ids));
}
