import { sql, type Kysely, type Migration } from 'kysely';

// A REST API key acts for its user in the workspace it was made in (server/api-keys), so the key
// names that workspace. No route made keys before this migration; any row a script left is given
// its user's current workspace, and one without any is dropped, since it could act nowhere.

const statements = [
  `alter table api_keys add column workspace_id text references workspaces(id) on delete cascade`,
  `update api_keys set workspace_id = users.current_workspace_id from users where users.id = api_keys.user_id`,
  `delete from api_keys where workspace_id is null`,
  `alter table api_keys alter column workspace_id set not null`,
  `create index api_keys_owner on api_keys (user_id, workspace_id, created_at desc)`,
];

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
