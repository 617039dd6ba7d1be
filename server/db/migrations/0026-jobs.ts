import { sql, type Kysely, type Migration } from 'kysely';

// Media work as jobs the database tracks (server/lib/jobs): one row per job, whatever its kind.
// - state: 0 queued, 1 running, 3 done, 4 failed (contract/media.ts jobState).
// - owner and heartbeat_at: the runner that took it and when it last said it is alive, so a job
//   whose process died is queued again (attempts counts the takes; after 3 it fails).
// - credits: what the finished job debited (the usage row says the rest).
// The partial index keeps the claim (the oldest queued job) and the sweep (running ones) cheap
// however many finished jobs pile up.

const statements = [
  `create table jobs (
    id text primary key,
    kind text not null,
    workspace_id text not null references workspaces(id) on delete cascade,
    user_id text not null references users(id) on delete cascade,
    resource_id text not null,
    input jsonb not null default '{}',
    state integer not null default 0,
    progress double precision not null default 0,
    error text,
    credits numeric not null default 0,
    attempts integer not null default 0,
    owner text,
    heartbeat_at timestamptz,
    created_at timestamptz not null default now(),
    started_at timestamptz,
    finished_at timestamptz)`,
  `create index jobs_unfinished on jobs (state, created_at) where state < 3`,
  `create index jobs_resource on jobs (resource_id)`,
];

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
