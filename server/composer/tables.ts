// The Composer tool's tables, kept in its folder: their row types, added to the app's `Database`
// (server/db/types.ts) from here, and their columns as data, which its domain hands to
// server/db/columns.ts, so tsc and tests/server/db-types.test.ts hold them against its
// migration (server/db/migrations/0033-composer.ts). A table more is a row type, a line in
// `Database` below and its description.
import type { Generated } from 'kysely';
import type { TablesOf } from '../db/columns';

/** A text a user echoed. */
export interface ComposerEchoesTable {
  id: string;
  user_id: string;
  text: string;
  created_at: Generated<Date>;
}

declare module '../db/types' {
  interface Database {
    composer_echoes: ComposerEchoesTable;
  }
}

export const composerTables = {
  composer_echoes: { id: 'text', user_id: 'text', text: 'text', created_at: 'timestamptz default' },
} satisfies TablesOf<'composer_echoes'>;
