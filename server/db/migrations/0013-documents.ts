import { sql, type Kysely, type Migration } from 'kysely';
import { announceChanges } from '../changes';

// The writer's and the coder's documents (server/writer). Their tables were made with every
// entity's in 0001, one per kind, and stay two: each is its own list of the library with its own
// ids (a code document's id names nothing under /library/documents), its own route kind for
// the authorisation matrix and its own live-job kind. A document is written as a live job
// (server/lib/live), so each gets the job's columns and the partial index the sweep reads; a
// history page reads it newest first by (created_at, id); and its writes are announced, so kept
// list pages and counts are dropped (server/db/changes.ts).

const tables = ['documents', 'code_documents'];

export default {
  async up(db: Kysely<unknown>) {
    for (const table of tables) {
      for (const statement of [
        `alter table ${table} add column is_processing boolean not null default false`,
        `alter table ${table} add column is_incomplete boolean not null default false`,
        `alter table ${table} add column owner text`,
        `alter table ${table} add column heartbeat_at timestamptz`,
        `create index ${table}_processing on ${table} (is_processing) where is_processing`,
        `create index ${table}_workspace on ${table} (workspace_id, created_at desc, id desc)`,
      ]) {
        await sql.raw(statement).execute(db);
      }
      await announceChanges(table).execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    for (const table of tables) {
      await sql.raw(`drop trigger if exists ${table}_workspace_changes on ${table}`).execute(db);
      await sql.raw(`drop index if exists ${table}_workspace`).execute(db);
      await sql.raw(`drop index if exists ${table}_processing`).execute(db);
      for (const column of ['is_processing', 'is_incomplete', 'owner', 'heartbeat_at']) await sql.raw(`alter table ${table} drop column if exists ${column}`).execute(db);
    }
  },
} satisfies Migration;
