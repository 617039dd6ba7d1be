import { sql, type Kysely, type Migration } from 'kysely';

// Every tool call of a reply, in order. A model may call tools several times in one reply;
// `call` kept only the last one. `call` stays (the last call, as SPEC's Message has it) and
// existing replies get their one call as a list of one.

const statements = [
  `alter table messages add column calls jsonb not null default '[]'`,
  `update messages set calls = jsonb_build_array(call) where call is not null`,
];

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
