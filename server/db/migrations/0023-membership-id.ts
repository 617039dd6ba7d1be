import { sql, type Kysely, type Migration } from 'kysely';

// A member removed from a workspace and invited back must start afresh (server/account/tokens.ts):
// - workspace_members.membership_id: new at every joining. A login token names the membership it
//   was issued in, so a token from before a removal is refused after a re-join. Existing rows get
//   one each (the default is evaluated per row).
// - REST API keys now go with the membership when a member is removed (server/workspaces); keys
//   left behind by a removal before this migration would come back with a re-join, so they go now.

const statements = [
  `alter table workspace_members add column membership_id text not null default gen_random_uuid()::text`,
  `delete from api_keys where not exists (
    select 1 from workspace_members m where m.user_id = api_keys.user_id and m.workspace_id = api_keys.workspace_id)`,
];

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
