// A new data folder's database starts as a copy of an empty cluster instead of running initdb:
// PGlite runs initdb in WebAssembly, 7 to 10 s of CPU, where the copy takes a fraction of one.
// The empty cluster is made once per PGlite version, under build/ beside the server bundle, by
// initdb and a clean shutdown, and never changed after: it is made aside and renamed into
// place, so a server starting meanwhile sees it whole or not at all.
import { randomBytes } from 'node:crypto';
import { copyFileSync, cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../config';

const root = join(import.meta.dirname, '../..');

function emptyCluster(): string {
  const { version } = JSON.parse(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json'), 'utf8')) as { version: string };
  return join(root, 'build', `pglite-${version}-empty-cluster`);
}

/** Where the embedded database of a data folder lives. */
export const embeddedDirectory = (dataDir: string) => join(dataDir, 'db');

/** initdb, as PGlite itself would run it, marks a finished cluster with PG_VERSION. */
const hasCluster = (directory: string) => existsSync(join(directory, 'PG_VERSION'));

/** Makes the empty cluster when the embedded database of this config is new and there is none yet. */
export async function prepareEmptyCluster(config: Pick<Config, 'databaseUrl' | 'dataDir'>) {
  const cluster = emptyCluster();
  if (config.databaseUrl || hasCluster(embeddedDirectory(config.dataDir)) || hasCluster(cluster)) return;
  mkdirSync(join(root, 'build'), { recursive: true });
  const partial = `${cluster}.${randomBytes(4).toString('hex')}.partial`;
  try {
    const pglite = new PGlite(partial);
    await pglite.waitReady;
    await pglite.close();
    renameSync(partial, cluster);
  } catch (error) {
    // Another server made it meanwhile: theirs is as good.
    if (!hasCluster(cluster)) throw error;
  } finally {
    rmSync(partial, { recursive: true, force: true });
  }
}

/**
 * Puts a copy of the empty cluster in `directory` when it holds no database yet and the empty
 * cluster exists (otherwise PGlite runs initdb there). The caller holds the data folder's lock.
 * PG_VERSION is copied last, so a copy cut short is finished by the next start, not opened.
 */
export function copyEmptyCluster(directory: string) {
  const cluster = emptyCluster();
  if (hasCluster(directory) || !hasCluster(cluster)) return;
  cpSync(cluster, directory, { recursive: true, filter: (source) => source !== join(cluster, 'PG_VERSION') });
  copyFileSync(join(cluster, 'PG_VERSION'), join(directory, 'PG_VERSION'));
}
