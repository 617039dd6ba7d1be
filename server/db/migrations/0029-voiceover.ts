import { sql, type Kysely, type Migration } from 'kysely';
import { announceChanges } from '../changes';

// Voiceover (server/voiceover): its two tables were made with every entity's in 0001; they gain
// what a speech made by a job and a cloned voice need.
// - speeches: the job's state (contract/media.ts: 0 queued, 1 running, 3 done, 4 failed), its
//   progress, the failure's words, and what it cost once done. The output file stays in
//   `output_file` (jsonb): the stored file's row, from which each read makes a fresh signed link.
// - voices: which engine and model speak it and the engine's own name for the voice; for a clone,
//   how it was made ('profile' offline, 'hosted' on ElevenLabs). Built-in voices (workspace_id
//   null) are synced from the engines at start: `sort` keeps the engines' order, `enabled` goes
//   false for one no longer offered (a key removed) so speeches made with it keep their voice.
//   `ready` is false while a clone is being made: its row holds its place under the plan's cap.
// The history reads speeches newest first; their writes are announced so kept list pages drop.
const statements = [
  `alter table speeches
    add column state integer not null default 0,
    add column progress double precision not null default 0,
    add column error text,
    add column cost numeric(14, 6) not null default 0`,
  `create index speeches_workspace on speeches (workspace_id, created_at desc, id desc)`,
  `alter table voices
    add column engine text not null default 'flite',
    add column model text not null default 'flite',
    add column engine_voice text not null default '',
    add column clone text,
    add column sort integer not null default 0,
    add column enabled boolean not null default true,
    add column ready boolean not null default true`,
  `create index voices_workspace on voices (workspace_id, created_at desc, id desc)`,
];

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
    await announceChanges('speeches').execute(db);
  },
} satisfies Migration;
