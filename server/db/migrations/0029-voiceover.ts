import { sql, type Kysely, type Migration } from 'kysely';

// The Voiceover tool's table (server/voiceover/tables.ts): each text a user echoed, gone with the user.

const statements = [
  `create table voiceover_echoes (
    id text primary key,
    user_id text not null references users(id) on delete cascade,
    text text not null,
    created_at timestamptz not null default now())`,
  `create index voiceover_echoes_user on voiceover_echoes (user_id)`,
];

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
