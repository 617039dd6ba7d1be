import { sql, type Kysely, type Migration } from 'kysely';

// Temporary chats (`?temporary-chat=true`): stored like any conversation so the reply can stream
// and be stopped, but never listed in the history.
export default {
  async up(db: Kysely<unknown>) {
    await sql`alter table conversations add column temporary boolean not null default false`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table conversations drop column temporary`.execute(db);
  },
} satisfies Migration;
