import { sql, type Kysely, type Migration } from 'kysely';
import { announceChanges } from '../changes';

// The Composer tool (server/composer): `compositions` was made with every entity's table in 0001
// (prompt, tags, instrumental, model, the output file); it gains what a composition made by a job
// needs, as speeches did in 0029: the job's state (contract/media.ts: 0 queued, 1 running, 3 done,
// 4 failed), its progress, the failure's words, what it cost once done; the length asked for, the
// engine's note ('Offline music is instrumental…') and the lossless copy beside the MP3 (the
// stored file's row, as `output_file`). Tags stay text: joined with ", " (a tag holds no comma).
// The history reads compositions newest first; their writes are announced so kept list pages drop.
const statements = [
  `alter table compositions
    add column state integer not null default 0,
    add column progress double precision not null default 0,
    add column error text,
    add column cost numeric(14, 6) not null default 0,
    add column duration double precision not null default 30,
    add column note text,
    add column wav_file jsonb`,
  `create index compositions_workspace on compositions (workspace_id, created_at desc, id desc)`,
];

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
    await announceChanges('compositions').execute(db);
  },
} satisfies Migration;
