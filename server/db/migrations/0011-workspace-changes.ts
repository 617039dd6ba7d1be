import { sql, type Kysely, type Migration } from 'kysely';
import { announceChanges } from '../changes';

// Every write to what a workspace's lists show is announced, with the workspace's id, on one
// channel (server/db/changes.ts): each server process drops what it keeps of that workspace's
// lists (server/lib/list-cache.ts). A trigger rather than a call in each repository, so that no
// write can forget it: a live job's growing row, a cascade, a future script alike. NOTIFY is
// delivered at commit, and not at all on rollback. The payload is the workspace's id and the
// transaction's: a process hears each notification on several connections (changes.ts), and
// the second time is not news.
//
// conversations: every column a history page shows; usage: a conversation's cost. A later list
// adds its own tables with `announceChanges(table)` in its migration.

export default {
  async up(db: Kysely<unknown>) {
    await sql`
      create function notify_workspace_change() returns trigger language plpgsql as $$
      begin
        if tg_op <> 'INSERT' then perform pg_notify('atelier_changes', old.workspace_id || ' ' || txid_current()); end if;
        -- An update that keeps the workspace was announced above (one notification per
        -- transaction and payload reaches the listeners: PostgreSQL folds duplicates).
        if tg_op <> 'DELETE' then perform pg_notify('atelier_changes', new.workspace_id || ' ' || txid_current()); end if;
        return null;
      end $$`.execute(db);
    await announceChanges('conversations').execute(db);
    await announceChanges('usage').execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop trigger if exists usage_workspace_changes on usage`.execute(db);
    await sql`drop trigger if exists conversations_workspace_changes on conversations`.execute(db);
    await sql`drop function if exists notify_workspace_change()`.execute(db);
  },
} satisfies Migration;
