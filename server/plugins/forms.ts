// Multipart forms (a chat message with files today; voice samples, images and videos later),
// registered the same way for every route that takes files:
//
// - Refused before reading: authentication (plugins/authentication.ts) and the route's own
//   check of its target (its `onRequest` option) run before the body is touched, and a
//   declared Content-Length over the form's limit is answered 413 at once. A request refused
//   that early is answered with `Connection: close` (onSend in errors.ts) so its body is not
//   read further.
// - Limits enforced while streaming: the size of each file, the number of files and fields. A
//   file is refused (413, the route's own words) the moment it crosses its limit: the rest of
//   the body is not read and the connection is closed after the answer.
// - Fields are text: one declared as JSON (which the multipart plugin would parse, with no
//   bound on its nesting) is refused.
// - Files only under the field names the route expects; anything else is a 400, not dropped.
// - A body the parser cannot read (no boundary, truncated, bad headers) is a 400.
// - The fields become the body, marked so that validation coerces them from text
//   (strict-input.ts): a form field is always a string.
import multipart, { type MultipartFile } from '@fastify/multipart';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../lib/errors';
import { humaniseField } from '../lib/field-label';
import { formBody } from './strict-input';

/** Set once the form has been read: failures before that are the sender's malformed body. */
const formRead = Symbol('formRead');

export interface FormOptions {
  /** The field names files may arrive under. */
  fileFields: string[];
  maxFiles: number;
  maxFileBytes: number;
  /** Refused in words when a file is over maxFileBytes, or one too many. */
  tooLarge(name: string): HttpError;
  /** The 413's words for a declared Content-Length over the form's limit; else it counts files and MB. */
  bodyTooLarge?: string;
  tooMany: string;
  /** Reads one file (already checked: field name and count); its result becomes the field's value. */
  readFile(part: MultipartFile): Promise<unknown>;
}

// Room for the text fields and the multipart framing around the files.
const fieldsAllowance = 1024 * 1024;

const jsonType = /^application\/(.+\+)?json\b/i;

export async function registerForm(app: FastifyInstance, options: FormOptions) {
  const maxBody = options.maxFiles * options.maxFileBytes + fieldsAllowance;
  app.addHook('onRequest', async (request) => {
    // isMultipart() is only known once the body parser ran; the header is known now.
    if (!/^multipart\//i.test(request.headers['content-type'] ?? '')) return;
    const declared = Number(request.headers['content-length']);
    if (declared > maxBody) {
      throw new HttpError(413, options.bodyTooLarge ?? `The upload is too large: at most ${options.maxFiles} files of ${options.maxFileBytes / 1024 / 1024} MB each.`);
    }
  });

  await app.register(multipart, {
    attachFieldsToBody: 'keyValues',
    // One file more than allowed gets through the parser, so readFile's caller can refuse it in words.
    limits: { fileSize: options.maxFileBytes, files: options.maxFiles + 1, fields: 20, fieldSize: fieldsAllowance },
    // A JSON field comes here as a "file" (the plugin's default would parse it), to be refused.
    isPartAFile: (_name, type, filename) => filename !== undefined || type === 'application/octet-stream' || jsonType.test(type ?? ''),
    async onFile(part) {
      if (part.filename === undefined && jsonType.test(part.mimetype)) {
        part.file.resume();
        throw badRequest(`${humaniseField(part.fieldname)} must be plain text, not JSON.`);
      }
      const counted = this as unknown as { fileCount?: number };
      counted.fileCount = (counted.fileCount ?? 0) + 1;
      if (!options.fileFields.includes(part.fieldname)) {
        part.file.resume();
        throw badRequest(`Files can only be sent as ${options.fileFields.map((name) => `"${name}"`).join(' or ')}, not "${part.fieldname}".`);
      }
      if (counted.fileCount > options.maxFiles) {
        part.file.resume();
        throw badRequest(options.tooMany);
      }
      // The parser stops passing bytes on at the limit but reads the part to its end; ending the
      // file's stream there ends readFile at once, and the answer closes the connection
      // (errors.ts), so no more of the body is read.
      let crossedLimit = false;
      part.file.once('limit', () => {
        crossedLimit = true;
        part.file.destroy();
      });
      try {
        (part as unknown as { value: unknown }).value = await options.readFile(part);
      } catch (error) {
        if (crossedLimit || (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE') throw options.tooLarge(part.filename);
        throw error;
      }
      if (crossedLimit) throw options.tooLarge(part.filename);
    },
  });

  // After the multipart plugin's own preValidation hook (registered just above, in this scope).
  app.addHook('preValidation', async (request) => {
    if (!request.isMultipart()) return;
    (request as unknown as Record<symbol, boolean>)[formRead] = true;
    if (request.body && typeof request.body === 'object') Object.defineProperty(request.body, formBody, { value: true });
  });
}

/** A failure of the multipart parser itself: the sender's body could not be read. */
export function isUnreadableForm(request: FastifyRequest, error: Error): boolean {
  return request.isMultipart?.() === true && !(request as unknown as Record<symbol, boolean>)[formRead] && typeof (error as { statusCode?: unknown }).statusCode !== 'number';
}
