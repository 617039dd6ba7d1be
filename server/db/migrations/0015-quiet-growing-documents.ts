import { sql, type Kysely, type Migration } from 'kysely';
import { announceChanges } from '../changes';

// A document being written (a live job, server/lib/live) is saved every 250 ms and its
// heartbeat every 2 s. Each save announced a change to its workspace (0013's trigger), and each
// announcement drops every list page the server keeps for that workspace (server/lib/list-cache.ts):
// while a document streamed, none of its workspace's lists could be served from memory.
//
// Now a write is announced unless the row was and stays being written with nothing a list
// filters or labels by changing (its title, status, template, workspace, cut-short mark): its
// creation, its end (is_processing false: finished, stopped, or marked by a restart), a rename or
// a status set meanwhile, and its deletion are announced; the growing text and the heartbeat are
// not. A page read while a document grows keeps it as read (is_processing true, the text so
// far) until its end is announced; the document's own stream is what follows it.

const tables = ['documents', 'code_documents'];

export default {
  async up(db: Kysely<unknown>) {
    for (const table of tables) {
      // A trigger's condition can read OLD and NEW only on updates: two triggers.
      await sql.raw(`drop trigger if exists ${table}_workspace_changes on ${table}`).execute(db);
      await sql.raw(`create trigger ${table}_workspace_changes after insert or delete on ${table} for each row execute function notify_workspace_change()`).execute(db);
      await sql
        .raw(
          `create trigger ${table}_workspace_updates
          after update on ${table}
          for each row when (not (
            old.is_processing and new.is_processing
            and (old.workspace_id, old.title, old.status, old.preset_id, old.is_incomplete)
              is not distinct from (new.workspace_id, new.title, new.status, new.preset_id, new.is_incomplete)
          ))
          execute function notify_workspace_change()`,
        )
        .execute(db);
    }
  },
  async down(db: Kysely<unknown>) {
    for (const table of tables) {
      await sql.raw(`drop trigger if exists ${table}_workspace_updates on ${table}`).execute(db);
      await sql.raw(`drop trigger if exists ${table}_workspace_changes on ${table}`).execute(db);
      await announceChanges(table).execute(db);
    }
  },
} satisfies Migration;
