import { sql, type Kysely, type Migration } from 'kysely';
import { announceChanges } from '../changes';

// The voice isolator (server/voice-isolator): its table was made with every entity's in 0001
// (`isolated_voices`: title, the upload as `input_file`, the cleaned audio as `output_file`, both
// stored files' rows in jsonb, from which each read makes fresh signed links). It gains what an
// item made by a job needs, as speeches did in 0029: the model that cleans it, the job's state
// (contract/media.ts: 0 queued, 1 running, 3 done, 4 failed), its progress, the failure's words
// and what it cost once done. The history reads newest first; writes are announced so kept list
// pages drop.

const statements = [
  `alter table isolated_voices
    add column model text not null default '',
    add column state integer not null default 0,
    add column progress double precision not null default 0,
    add column error text,
    add column cost numeric(14, 6) not null default 0`,
  `create index isolated_voices_workspace on isolated_voices (workspace_id, created_at desc, id desc)`,
];

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
    await announceChanges('isolated_voices').execute(db);
  },
} satisfies Migration;
