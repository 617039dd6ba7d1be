// Uploads for the media tools' routes (a voice sample, a video to dub): one file in a multipart
// form, through the app's one form parser (plugins/forms.ts), so its limit is enforced while
// the body streams in — a file past `maxBytes` is refused in the route's words the moment it
// crosses it, and a declared Content-Length over it before any of it is read. What arrives is
// handed to the route as a Buffer with the form's text fields; `save` decides what it is.
import type { FastifyInstance } from 'fastify';
import { HttpError } from '../lib/errors';
import { registerForm } from './forms';

export interface UploadOptions {
  /** The form field the file comes in. */
  field: string;
  maxBytes: number;
  /** The 413's words: "The voice sample must be at most 5 MB." */
  tooLarge: string;
}

export interface Upload {
  data: Buffer;
  /** The name the browser sent: only ever a download's file name. */
  name: string;
}

/** For the routes of the calling plugin's scope (register one plugin per upload route). */
export async function registerUpload(app: FastifyInstance, options: UploadOptions) {
  await registerForm(app, {
    fileFields: [options.field],
    maxFiles: 1,
    maxFileBytes: options.maxBytes,
    tooLarge: () => new HttpError(413, options.tooLarge),
    bodyTooLarge: options.tooLarge,
    tooMany: `Send one file as "${options.field}".`,
    readFile: async (part): Promise<Upload> => ({ data: await part.toBuffer(), name: part.filename }),
  });
}

/** The file of a body registerUpload read, or null when the form had none. */
export function uploadOf(body: unknown, field: string): Upload | null {
  const value = (body as Record<string, unknown> | null)?.[field];
  return value && typeof value === 'object' && Buffer.isBuffer((value as Upload).data) ? (value as Upload) : null;
}
