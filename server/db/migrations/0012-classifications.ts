import { sql, type Kysely, type Migration } from 'kysely';
import { announceChanges } from '../changes';

// The classifier's library (server/classifier): its table was made with every entity's in 0001;
// a history page reads it newest first by (created_at, id), as the conversations do, and its
// writes are announced so that kept list pages and counts are dropped (server/db/changes.ts).
export default {
  async up(db: Kysely<unknown>) {
    await sql`create index classifications_workspace on classifications (workspace_id, created_at desc, id desc)`.execute(db);
    await announceChanges('classifications').execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop trigger if exists classifications_workspace_changes on classifications`.execute(db);
    await sql`drop index if exists classifications_workspace`.execute(db);
  },
} satisfies Migration;
