import { createHash, randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { Config } from '../../../server/config';
import { pgliteDatabase, type DB } from '../../../server/db/connect';
import { migrateToLatest } from '../../../server/db/migrate';
import { seed } from '../../../server/seed';

// A fresh PGlite spends seconds on initdb; loading a saved, already migrated and seeded data
// directory takes well under one. The snapshot is keyed by the code that shapes the database,
// so changing a migration or the seed makes the next run build a new one.

const root = resolve(import.meta.dirname, '../../..');
const cacheDir = join(root, '.tmp');
const shapingFiles = [
  'server/db/migrate.ts',
  'server/seed.ts',
  'server/db/seed-data.ts',
  'server/account/repository.ts',
  'server/lib/password.ts',
  'server/billing/repository.ts',
  'server/catalogue/repository.ts',
];

function snapshotKey(): string {
  const hash = createHash('sha256');
  const migrations = join(root, 'server/db/migrations');
  const files = [...shapingFiles.map((file) => join(root, file)), ...readdirSync(migrations).sort().map((file) => join(migrations, file))];
  for (const file of files) hash.update(file).update(readFileSync(file));
  hash.update(readFileSync(join(root, 'node_modules/@electric-sql/pglite/package.json')));
  return hash.digest('hex').slice(0, 16);
}

/** An in-memory database ready for buildApp: from the snapshot when there is one, else made and saved. */
export async function templateDatabase(config: Config): Promise<DB> {
  const file = join(cacheDir, `pglite-template-${snapshotKey()}.tar.gz`);
  if (existsSync(file)) {
    const pglite = await PGlite.create({ loadDataDir: new Blob([readFileSync(file)]) });
    return pgliteDatabase(pglite);
  }
  const pglite = new PGlite();
  const db = pgliteDatabase(pglite);
  await migrateToLatest(db);
  await seed(db, config);
  const dump = Buffer.from(await (await pglite.dumpDataDir('gzip')).arrayBuffer());
  mkdirSync(cacheDir, { recursive: true });
  for (const old of readdirSync(cacheDir).filter((name) => name.startsWith('pglite-template-'))) rmSync(join(cacheDir, old), { force: true });
  // Written under a unique name and renamed, so test files starting together never read half a file.
  const partial = `${file}.${randomBytes(4).toString('hex')}.partial`;
  writeFileSync(partial, dump);
  renameSync(partial, file);
  return db;
}
