// Where the bytes of stored files live: one interface for the chat's attachments and for media
// files (server/lib/media-files), over the data folder, memory or an S3-compatible store
// (s3-store.ts).
//
// Attachments:
// - PostgreSQL: in the row (bytea), so every server process reads the same files with no
//   shared disk.
// - The embedded database in DATA_DIR: in DATA_DIR/files, one file per id. PGlite runs
//   PostgreSQL in WebAssembly, and a 25 MB bytea costs it about 17 s and 300 MB of memory the
//   WebAssembly heap never gives back; a file on disk costs a write. One process owns the data
//   folder (db/data-lock.ts), so a file with no row is an orphan, swept at start.
// - In-memory PGlite (tests): in the row, as on PostgreSQL.
//
// A key is one name or several joined by "/" (media: workspace/id); every name is checked, so
// no key can point outside the store's folder.
import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { dirname, join, sep } from 'node:path';
import { Readable } from 'node:stream';
import type { Config } from '../config';

/** Bytes `start` to `end`, both included (as HTTP ranges count them). */
export interface ByteRange {
  start: number;
  end: number;
}

export interface FileStore {
  /** True when the bytes go in the row's `data` column, not here. */
  readonly inRow: boolean;
  put(key: string, data: Buffer): Promise<void>;
  read(key: string): Promise<Buffer | null>;
  /** The bytes (or a range of them) as a stream, read as they are sent; null when there are none. */
  stream(key: string, range?: ByteRange): Promise<Readable | null>;
  remove(keys: string[]): Promise<void>;
  /**
   * Deletes every stored file whose key `isKnown` doesn't recognise; returns how many. With
   * `olderThanMs`, only files written at least that long ago: a file whose row is still being
   * committed (by this or another process) is not an orphan yet.
   */
  sweep(isKnown: (keys: string[]) => Promise<Set<string>>, options?: { olderThanMs?: number }): Promise<number>;
}

const inRowStore: FileStore = {
  inRow: true,
  put: async () => {},
  read: async () => null,
  stream: async () => null,
  remove: async () => {},
  sweep: async () => 0,
};

// Ids are ours (newId), but each name is still checked so nothing can point outside the folder.
const safeName = /^[A-Za-z0-9_-]{1,64}$/;
export const isSafeKey = (key: string) => key.split('/').every((name) => safeName.test(name));

const missing = (error: NodeJS.ErrnoException) => {
  if (error.code === 'ENOENT') return null;
  throw error;
};

export function diskStore(directory: string): FileStore {
  const path = (key: string) => {
    if (!isSafeKey(key)) throw new Error(`Not a file key: ${key}`);
    return join(directory, ...key.split('/'));
  };
  let ready: Promise<unknown> | null = null;
  const ensure = () => (ready ??= mkdir(directory, { recursive: true }));
  return {
    inRow: false,
    async put(key, data) {
      await ensure();
      if (key.includes('/')) await mkdir(dirname(path(key)), { recursive: true });
      await writeFile(path(key), data);
    },
    async read(key) {
      return readFile(path(key)).catch(missing);
    },
    async stream(key, range) {
      // Opened before it is returned, so a missing file is null rather than a failing stream.
      const file = createReadStream(path(key), range ?? {});
      return new Promise((resolve, reject) => {
        file.once('open', () => resolve(file));
        file.once('error', (error: NodeJS.ErrnoException) => (error.code === 'ENOENT' ? resolve(null) : reject(error)));
      });
    },
    async remove(keys) {
      await Promise.all(keys.map((key) => rm(path(key), { force: true })));
    },
    async sweep(isKnown, options = {}) {
      await ensure();
      const entries = await readdir(directory, { recursive: true, withFileTypes: true });
      const keys = entries
        .filter((entry) => entry.isFile())
        .map((entry) => join(entry.parentPath, entry.name).slice(directory.length + 1).split(sep).join('/'))
        .filter(isSafeKey);
      const oldEnough = options.olderThanMs === undefined ? keys : await olderThan(keys.map((key) => [key, path(key)]), options.olderThanMs);
      const known = oldEnough.length ? await isKnown(oldEnough) : new Set<string>();
      const orphans = oldEnough.filter((key) => !known.has(key));
      await this.remove(orphans);
      return orphans.length;
    },
  };
}

async function olderThan(files: [key: string, path: string][], ms: number): Promise<string[]> {
  const before = Date.now() - ms;
  const times = await Promise.all(files.map(async ([key, path]) => [key, (await stat(path).catch(missing))?.mtimeMs ?? Infinity] as const));
  return times.filter(([, mtime]) => mtime <= before).map(([key]) => key);
}

/** Bytes kept in the process: for an in-memory database, whose files should go with it. */
export function memoryStore(): FileStore {
  const files = new Map<string, Buffer>();
  return {
    inRow: false,
    async put(key, data) {
      files.set(key, Buffer.from(data));
    },
    read: async (key) => files.get(key) ?? null,
    async stream(key, range) {
      const data = files.get(key);
      if (!data) return null;
      return Readable.from([range ? data.subarray(range.start, range.end + 1) : data]);
    },
    async remove(keys) {
      for (const key of keys) files.delete(key);
    },
    sweep: async () => 0,
  };
}

export function fileStoreFor(config: Pick<Config, 'databaseUrl' | 'dataDir'>): FileStore {
  return config.databaseUrl ? inRowStore : diskStore(join(config.dataDir, 'files'));
}
