// Runs the migrations in server/db/migrations/, found there rather than listed by hand, so a
// new one is one new file. Each file is `NNNN-name.ts` with a default-exported Migration, and
// its name without the extension is what kysely records in its table: an applied migration's
// file must never be renamed, or a database that ran it would try to run it again. Kysely
// orders them by name and, by default, refuses to run one that sorts before the last applied
// one, so a new migration always takes a number above the highest (0003 was never used).
// The import names the folder in its text, so the server bundle (scripts/server-bundle.mjs)
// carries every file of it as well.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { DEFAULT_MIGRATION_TABLE, Migrator, sql, type Migration, type MigrationProvider } from 'kysely';
import type { DB } from './connect';

const folder = join(import.meta.dirname, 'migrations');
const migrationFile = /^(\d{4}-[a-z0-9-]+)\.ts$/;

/** The folder's files with their recorded names, in order; a file that doesn't fit the pattern is a mistake, so it stops the start. */
function migrationFiles(): { name: string; file: string }[] {
  return readdirSync(folder)
    .sort()
    .map((file) => {
      const name = migrationFile.exec(file)?.[1];
      if (!name) throw new Error(`server/db/migrations/${file} is not named NNNN-name.ts.`);
      return { name, file };
    });
}

/** Every migration of the folder by its recorded name. */
async function findMigrations(): Promise<Record<string, Migration>> {
  const migrations: Record<string, Migration> = {};
  for (const { name, file } of migrationFiles()) {
    const migration = ((await import(`./migrations/${name}.ts`)) as { default?: Migration }).default;
    if (typeof migration?.up !== 'function') throw new Error(`server/db/migrations/${file} has no default-exported migration.`);
    migrations[name] = migration;
  }
  return migrations;
}

const provider: MigrationProvider = { getMigrations: findMigrations };

/** Whether the database has run exactly the folder's migrations; false too when it has none yet (no table). */
async function upToDate(db: DB): Promise<boolean> {
  let applied: Set<string>;
  try {
    const rows = await sql<{ name: string }>`select name from ${sql.table(DEFAULT_MIGRATION_TABLE)}`.execute(db);
    applied = new Set(rows.rows.map((row) => row.name));
  } catch {
    return false;
  }
  const names = migrationFiles().map(({ name }) => name);
  return applied.size === names.length && names.every((name) => applied.has(name));
}

export async function migrateToLatest(db: DB) {
  // Kysely's migrator reads the whole catalogue and takes its lock before it looks at what ran
  // (about half a second of PGlite's time): on an up-to-date database, every start but the
  // first, one query says there is nothing to do. Anything else goes through the migrator.
  if (await upToDate(db)) return [];
  const { error, results } = await new Migrator({ db, provider }).migrateToLatest();
  if (error) {
    const failed = results?.find((result) => result.status === 'Error')?.migrationName;
    throw new Error(`Migration ${failed ?? ''} failed: ${error instanceof Error ? error.message : String(error)}`);
  }
  return results?.filter((result) => result.status === 'Success').map((result) => result.migrationName) ?? [];
}
