// Stored media files (uploads and outputs of the media tools), per workspace, behind one
// storage interface: the data folder by default, any S3-compatible store with S3_* settings.
// Served by `GET /api/files/{id}` to their workspace only (404 for anyone else), or by the
// signed, expiring link in `StoredFile.url` (what `<audio src>` uses), with HTTP ranges, the
// type from the bytes, nosniff and the sandbox policy. Deleting an item deletes its files.
import type { Readable } from 'node:stream';
import type { StoredFile } from '../../../contract/media';
import type { DB } from '../../db/connect';
import type { ByteRange } from '../file-store';

/** What kinds of file a caller accepts; anything else is refused in words before it is kept. */
export type Accept = 'audio' | 'video' | 'audio-or-video' | 'image';

export interface MediaFileRow {
  id: string;
  workspace_id: string;
  content_type: string;
  size: number;
  duration: number | null;
  width: number | null;
  height: number | null;
}

export interface MediaFiles {
  /**
   * Keeps the bytes for a workspace. The type is read from the bytes (`accept` says which are
   * allowed; a refusal is a 400 with words for the user), duration/width/height measured where
   * the type allows. Pass `trx` so the row commits with the item that points at it.
   */
  save(trx: DB, input: { workspaceId: string; userId: string; data: Buffer; accept: Accept; name?: string }): Promise<MediaFileRow>;
  /** The file as an item shows it, with a fresh signed link. */
  view(file: MediaFileRow): StoredFile;
  /** Rows and bytes (bytes after commit; a crash between leaves an orphan the sweep removes). */
  remove(trx: DB, ids: string[]): Promise<void>;
  /** The bytes (the clone reads a sample back; a job reads its input). */
  read(id: string): Promise<Buffer | null>;
  // What the files route (server/files) and the app's start need.
  /** The file's row, its name and a way to stream its bytes, or null when there is no such file. */
  open(id: string): Promise<OpenedFile | null>;
  /** Whether `exp` and `sig` are an unexpired link `view` minted for this file. */
  isSigned(file: MediaFileRow, exp: string, sig: string): boolean;
  /** At start: removes bytes a crash left without a row (written over an hour ago). */
  sweep(): Promise<number>;
  /** Lets go of the store's connections (S3) when the app closes. */
  close(): void;
}

export interface OpenedFile {
  file: MediaFileRow;
  /** What the uploader called it, if anything (only for a download's file name). */
  name: string | null;
  /** The bytes, or a range of them, as they are read; null if they are gone. */
  stream(range?: ByteRange): Promise<Readable | null>;
}
