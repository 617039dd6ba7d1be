import { sql, type Kysely, type Migration } from 'kysely';

// Branches: the path the user chose through a conversation's message tree (kept on the server,
// so it survives a reload and follows the user across devices), and conversation feedback.

const statements = [
  // The message the chosen path ends at (or passes through: the path continues below it by the
  // newest child). Not a foreign key: deleting messages must never be blocked by it; a leaf that
  // no longer exists is ignored by readers.
  `alter table conversations add column current_leaf_id text`,
  `create table feedback (
    id text primary key,
    conversation_id text not null references conversations(id) on delete cascade,
    workspace_id text not null references workspaces(id) on delete cascade,
    user_id text not null references users(id) on delete cascade,
    value text not null check (value in ('up', 'down')),
    message text,
    created_at timestamptz not null default now(),
    updated_at timestamptz not null default now(),
    unique (conversation_id, user_id))`,
];

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql.raw(`drop table if exists feedback`).execute(db);
    await sql.raw(`alter table conversations drop column if exists current_leaf_id`).execute(db);
  },
} satisfies Migration;
