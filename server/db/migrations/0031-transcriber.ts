import { sql, type Kysely, type Migration } from 'kysely';
import { announceChanges } from '../changes';

// The Transcriber (server/transcriber): its table `transcriptions` was made with every entity's in
// 0001 (its model, the uploaded `input_file`, the transcript as `content` jsonb: text and segments);
// it gains what an item made by a job needs, as speeches did (0029): the job's state
// (contract/media.ts: 0 queued, 1 running, 3 done, 4 failed), its progress, the failure's words
// and what it cost once done. The history reads it newest first; its writes are announced so kept
// list pages drop.
const statements = [
  `alter table transcriptions
    add column state integer not null default 0,
    add column progress double precision not null default 0,
    add column error text,
    add column cost numeric(14, 6) not null default 0`,
  `create index transcriptions_workspace on transcriptions (workspace_id, created_at desc, id desc)`,
];

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
    await announceChanges('transcriptions').execute(db);
  },
} satisfies Migration;
