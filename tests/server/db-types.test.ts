// The hand-written row types (server/db/types.ts) against the database the migrations build.
// tsc already ties types.ts to the column description in server/db/columns.ts; this compares
// that description with information_schema, so a migration that adds, drops, renames, retypes,
// un-nulls a column or gives or takes its default fails here until the types follow it. The database is the one every
// server test gets: in-memory PGlite migrated by buildApp, or with TEST_DATABASE_URL (CI) a
// fresh PostgreSQL database, so the check holds on both.
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseColumns } from '../../server/db/columns';
import { buildTestApp } from './helpers/app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp();
});
afterAll(async () => {
  await app.close();
});

interface ColumnRow {
  table_name: string;
  column_name: string;
  udt_name: string;
  is_nullable: 'YES' | 'NO';
  column_default: string | null;
}

/** Every table's columns as the database has them, written like databaseColumns. */
async function columnsInDatabase() {
  const { rows } = await sql<ColumnRow>`
    select table_name, column_name, udt_name, is_nullable, column_default
    from information_schema.columns
    where table_schema = current_schema()
      -- kysely's own bookkeeping, not part of our schema
      and table_name not in ('kysely_migration', 'kysely_migration_lock')
    order by table_name, ordinal_position`.execute(app.db);
  const tables: Record<string, Record<string, string>> = {};
  for (const row of rows) {
    tables[row.table_name] ??= {};
    // A nullable column may be left out of an insert anyway: only a non-null one says it has a default.
    const omissible = row.is_nullable === 'YES' ? ' null' : row.column_default !== null ? ' default' : '';
    tables[row.table_name]![row.column_name] = `${row.udt_name}${omissible}`;
  }
  return tables;
}

describe('row types', () => {
  it('describe every table and column of the migrated database, with its type, nullability and default', async () => {
    expect(await columnsInDatabase()).toEqual(databaseColumns);
  });
});
