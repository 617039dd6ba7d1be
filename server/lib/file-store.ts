// Where the bytes of stored files live.
//
// - PostgreSQL: in the row (bytea), so every server process reads the same files with no
//   shared disk.
// - The embedded database in DATA_DIR: in DATA_DIR/files, one file per id. PGlite runs
//   PostgreSQL in WebAssembly, and a 25 MB bytea costs it about 17 s and 300 MB of memory the
//   WebAssembly heap never gives back; a file on disk costs a write. One process owns the data
//   folder (db/data-lock.ts), so a file with no row is an orphan, swept at start.
// - In-memory PGlite (tests): in the row, as on PostgreSQL.
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Config } from '../config';

export interface FileStore {
  /** True when the bytes go in the row's `data` column, not here. */
  readonly inRow: boolean;
  put(id: string, data: Buffer): Promise<void>;
  read(id: string): Promise<Buffer | null>;
  remove(ids: string[]): Promise<void>;
  /** Deletes every stored file whose id `isKnown` doesn't recognise; returns how many. */
  sweep(isKnown: (ids: string[]) => Promise<Set<string>>): Promise<number>;
}

const inRowStore: FileStore = {
  inRow: true,
  put: async () => {},
  read: async () => null,
  remove: async () => {},
  sweep: async () => 0,
};

// Ids are ours (newId), but the name is still checked so nothing can point outside the folder.
const safeName = /^[A-Za-z0-9_-]{1,64}$/;

function diskStore(directory: string): FileStore {
  const path = (id: string) => {
    if (!safeName.test(id)) throw new Error(`Not a file id: ${id}`);
    return join(directory, id);
  };
  let ready: Promise<unknown> | null = null;
  const ensure = () => (ready ??= mkdir(directory, { recursive: true }));
  return {
    inRow: false,
    async put(id, data) {
      await ensure();
      await writeFile(path(id), data);
    },
    async read(id) {
      return readFile(path(id)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return null;
        throw error;
      });
    },
    async remove(ids) {
      await Promise.all(ids.map((id) => rm(path(id), { force: true })));
    },
    async sweep(isKnown) {
      await ensure();
      const names = (await readdir(directory)).filter((name) => safeName.test(name));
      const known = names.length ? await isKnown(names) : new Set<string>();
      const orphans = names.filter((name) => !known.has(name));
      await this.remove(orphans);
      return orphans.length;
    },
  };
}

export function fileStoreFor(config: Pick<Config, 'databaseUrl' | 'dataDir'>): FileStore {
  return config.databaseUrl ? inRowStore : diskStore(join(config.dataDir, 'files'));
}
