import { sql, type Kysely, type Migration } from 'kysely';

// A conversation opens a page of its chosen path at a time (server/library/path-repository.ts):
// walking down the path takes each message's newest child, and each message shows its siblings,
// both found by parent. Without this index each step scanned the conversation's messages.
export default {
  async up(db: Kysely<unknown>) {
    await sql`create index messages_parent on messages (conversation_id, parent_id, created_at, id)`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`drop index if exists messages_parent`.execute(db);
  },
} satisfies Migration;
