// The app's stored media files (types.ts): rows in media_files, bytes in one store —
// - S3_BUCKET set: that bucket (s3-store.ts), which every machine reads: needed for several.
// - otherwise DATA_DIR/media/<workspace>/<id>, for one machine (on PostgreSQL as on PGlite).
// - in-memory PGlite (tests): memory, so the files go with the database they belong to, and
//   test files running at once in one DATA_DIR never see, or sweep, each other's files.
// The bytes are written before their row commits and removed after their row's delete commits:
// what a crash leaves between is bytes with no row, which the sweep at start removes.
import { join } from 'node:path';
import type { Config } from '../../config';
import type { DB } from '../../db/connect';
import { badRequest } from '../errors';
import { diskStore, memoryStore, type FileStore } from '../file-store';
import { mediaTypeOf, type MediaKind } from '../file-type';
import { newId } from '../ids';
import { s3Store } from '../s3-store';
import { measure } from './measure';
import { isSignedFor, signedUrl } from './signed-link';
import type { Accept, MediaFileRow, MediaFiles } from './types';

const refusals: Record<Accept, string> = {
  audio: 'File must be in a supported audio format.',
  video: 'File must be in a supported video format.',
  'audio-or-video': 'File must be in a supported audio/video format.',
  image: 'File must be a PNG, JPEG, WebP or GIF image.',
};

const accepted: Record<Accept, MediaKind[]> = {
  audio: ['audio', 'audio-or-video'],
  video: ['video', 'audio-or-video'],
  'audio-or-video': ['audio', 'video', 'audio-or-video'],
  image: ['image'],
};

// A name comes from a multipart header: anything, NUL included, which a text column refuses.
const controlCharacters = /[\u0000-\u001f\u007f]/g;

// Bytes younger than this may belong to a row still being committed, here or in another process.
const sweepAfterMs = 3600_000;

const rowColumns = ['id', 'workspace_id', 'content_type', 'size', 'duration', 'width', 'height'] as const;

export function mediaStoreFor(config: Pick<Config, 's3' | 'databaseUrl' | 'dataDir'>): FileStore & { close?(): void } {
  if (config.s3) return s3Store(config.s3, 'media/');
  return config.databaseUrl === 'memory://' ? memoryStore() : diskStore(join(config.dataDir, 'media'));
}

export function createMediaFiles(db: DB, config: Config, store = mediaStoreFor(config)): MediaFiles {
  const keyOf = async (id: string) => (await db.selectFrom('media_files').select('storage_key').where('id', '=', id).executeTakeFirst())?.storage_key;

  /** After the caller's transaction: locking the deleted rows waits for it to end (PGlite queues the query behind it). */
  async function removeAfterCommit(ids: string[], keys: string[]) {
    const left = new Set((await db.selectFrom('media_files').select('storage_key').where('id', 'in', ids).forUpdate().execute()).map((row) => row.storage_key));
    await store.remove(keys.filter((key) => !left.has(key)));
  }

  return {
    async save(trx, { workspaceId, userId, data, accept, name }) {
      const found = mediaTypeOf(data);
      if (!found) throw badRequest(refusals[accept]);
      const { type, duration, width, height } = await measure(data, found);
      if (!accepted[accept].includes(type.kind)) throw badRequest(refusals[accept]);
      const id = newId();
      const storageKey = `${workspaceId}/${id}`;
      await store.put(storageKey, data);
      const row = { id, workspace_id: workspaceId, content_type: type.mime, size: data.length, duration, width, height };
      await trx
        .insertInto('media_files')
        .values({ ...row, user_id: userId, name: name?.replace(controlCharacters, '').slice(0, 255) || null, storage_key: storageKey })
        .execute();
      return row;
    },
    view(file) {
      const { id, content_type, size, duration, width, height } = file;
      return { id, url: signedUrl(config.jwtSecret, file), content_type, size, duration, width, height };
    },
    async remove(trx, ids) {
      if (!ids.length) return;
      const rows = await trx.deleteFrom('media_files').where('id', 'in', ids).returning('storage_key').execute();
      const keys = rows.map((row) => row.storage_key);
      if (!keys.length) return;
      if (!trx.isTransaction) return store.remove(keys);
      // Not awaited: the caller's transaction has to end first. A failure leaves orphans for the sweep.
      removeAfterCommit(ids, keys).catch(() => {});
    },
    async read(id) {
      const key = await keyOf(id);
      return key ? store.read(key) : null;
    },
    async open(id) {
      const row = await db
        .selectFrom('media_files')
        .select([...rowColumns, 'name', 'storage_key'])
        .where('id', '=', id)
        .executeTakeFirst();
      if (!row) return null;
      const { name, storage_key, ...file } = row;
      return { file: file as MediaFileRow, name, stream: (range) => store.stream(storage_key, range) };
    },
    isSigned: (file, exp, sig) => isSignedFor(config.jwtSecret, file, exp, sig),
    async sweep() {
      return store.sweep(
        async (keys) => {
          const known = new Set<string>();
          for (let at = 0; at < keys.length; at += 500) {
            const rows = await db.selectFrom('media_files').select('storage_key').where('storage_key', 'in', keys.slice(at, at + 500)).execute();
            for (const row of rows) known.add(row.storage_key);
          }
          return known;
        },
        { olderThanMs: sweepAfterMs },
      );
    },
    close: () => store.close?.(),
  };
}
