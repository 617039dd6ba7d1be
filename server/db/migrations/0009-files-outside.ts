import { sql, type Kysely, type Migration } from 'kysely';

// The embedded database keeps a file's bytes in DATA_DIR/files rather than in the row
// (server/lib/file-store.ts): `data` is null for those. Rows stored before keep their bytes.
export default {
  async up(db: Kysely<unknown>) {
    await sql`alter table attachments alter column data drop not null`.execute(db);
  },
} satisfies Migration;
