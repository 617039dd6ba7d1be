import { sql, type Kysely, type Migration } from 'kysely';

// Replies that survive (issue 3, item 11). A reply being generated carries the process that
// generates it and a heartbeat that process refreshes; at start a process marks the replies
// whose heartbeat went stale (their process died) as incomplete instead of "generating".

const statements = [
  `alter table messages add column is_incomplete boolean not null default false`,
  `alter table messages add column owner text`,
  `alter table messages add column heartbeat_at timestamptz`,
  `create index messages_processing on messages (is_processing) where is_processing`,
];

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
