// Runs the migrations in server/db/migrations/, found there rather than listed by hand, so a
// new one is one new file. Each file is `NNNN-name.ts` with a default-exported Migration, and
// its name without the extension is what kysely records in its table: an applied migration's
// file must never be renamed, or a database that ran it would try to run it again. Kysely
// orders them by name and, by default, refuses to run one that sorts before the last applied
// one, so a new migration always takes a number above the highest (0003 was never used).
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { Migrator, type Migration, type MigrationProvider } from 'kysely';
import type { DB } from './connect';

const folder = join(import.meta.dirname, 'migrations');
const migrationFile = /^(\d{4}-[a-z0-9-]+)\.ts$/;

/** Every migration of the folder by its recorded name; a file that doesn't fit the pattern is a mistake, so it stops the start. */
async function findMigrations(): Promise<Record<string, Migration>> {
  const migrations: Record<string, Migration> = {};
  for (const file of readdirSync(folder).sort()) {
    const name = migrationFile.exec(file)?.[1];
    if (!name) throw new Error(`server/db/migrations/${file} is not named NNNN-name.ts.`);
    const migration = (await import(pathToFileURL(join(folder, file)).href)).default as Migration | undefined;
    if (typeof migration?.up !== 'function') throw new Error(`server/db/migrations/${file} has no default-exported migration.`);
    migrations[name] = migration;
  }
  return migrations;
}

const provider: MigrationProvider = { getMigrations: findMigrations };

export async function migrateToLatest(db: DB) {
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return results?.filter((result) => result.status === 'Success').map((result) => result.migrationName) ?? [];
}
