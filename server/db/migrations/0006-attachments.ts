import { sql, type Kysely, type Migration } from 'kysely';

// Attachments (issue 3, item 5). The bytes live in the database (bytea), so every server
// process — and PGlite as well as PostgreSQL — reads the same files with no shared disk. The
// user message keeps a summary (id, name, mime, size) of its files, so listing them costs no query.

const statements = [
  `create table attachments (
    id text primary key,
    workspace_id text not null references workspaces(id) on delete cascade,
    message_id text references messages(id) on delete cascade,
    name text not null,
    mime text not null,
    size integer not null,
    data bytea not null,
    extracted_text text,
    created_at timestamptz not null default now()
  )`,
  `create index attachments_message on attachments (message_id)`,
  `alter table messages add column attachments jsonb not null default '[]'`,
];

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
