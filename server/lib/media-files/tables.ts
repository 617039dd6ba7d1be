// The media_files table (server/db/migrations/0027-media-files.ts): one row per stored file,
// the bytes under `storage_key` in the store (the data folder or S3). Its row type is added to
// the app's `Database` here, and its columns described for server/db/columns.ts (the files
// domain, server/files, hands them over).
import type { Generated } from 'kysely';
import type { TablesOf } from '../../db/columns';

export interface MediaFilesTable {
  id: string;
  workspace_id: string;
  user_id: string | null;
  /** From the bytes (server/lib/file-type.ts), never from a name or a declared type. */
  content_type: string;
  size: number;
  /** Seconds, for audio and video, when measured. */
  duration: number | null;
  width: number | null;
  height: number | null;
  /** What the uploader called it: only for a download's file name. */
  name: string | null;
  /** Where the bytes are in the store: `<workspace>/<id>`. */
  storage_key: string;
  created_at: Generated<Date>;
}

declare module '../../db/types' {
  interface Database {
    media_files: MediaFilesTable;
  }
}

export const mediaFilesTables = {
  media_files: {
    id: 'text',
    workspace_id: 'text',
    user_id: 'text null',
    content_type: 'text',
    size: 'int4',
    duration: 'float8 null',
    width: 'int4 null',
    height: 'int4 null',
    name: 'text null',
    storage_key: 'text',
    created_at: 'timestamptz default',
  },
} satisfies TablesOf<'media_files'>;
