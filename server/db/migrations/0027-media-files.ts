import { sql, type Kysely, type Migration } from 'kysely';

// Stored media files (server/lib/media-files): uploads and the media tools' outputs, per
// workspace. The bytes live in the store (DATA_DIR/media or S3) under storage_key; the row goes
// with its workspace, and a user who leaves keeps nothing of it (user_id set null).
const statements = [
  `create table media_files (
    id text primary key,
    workspace_id text not null references workspaces(id) on delete cascade,
    user_id text references users(id) on delete set null,
    content_type text not null,
    size integer not null,
    duration double precision,
    width integer,
    height integer,
    name text,
    storage_key text not null unique,
    created_at timestamptz not null default now())`,
  `create index media_files_workspace on media_files (workspace_id)`,
];

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
