import { sql, type Kysely, type Migration } from 'kysely';

// The Voice isolator tool's table (server/voice-isolator/tables.ts): each text a user echoed, gone with the user.

const statements = [
  `create table voice_isolator_echoes (
    id text primary key,
    user_id text not null references users(id) on delete cascade,
    text text not null,
    created_at timestamptz not null default now())`,
  `create index voice_isolator_echoes_user on voice_isolator_echoes (user_id)`,
];

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
