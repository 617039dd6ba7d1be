import { sql, type Kysely, type Migration } from 'kysely';

// The Composer tool's table (server/composer/tables.ts): each text a user echoed, gone with the user.

const statements = [
  `create table composer_echoes (
    id text primary key,
    user_id text not null references users(id) on delete cascade,
    text text not null,
    created_at timestamptz not null default now())`,
  `create index composer_echoes_user on composer_echoes (user_id)`,
];

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
