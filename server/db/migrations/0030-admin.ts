import { sql, type Kysely, type Migration } from 'kysely';

// The admin area's first half (README "Admin"):
// - audit_log: every change an admin makes, written in the same transaction as the change. Who
//   made it is kept by id and by email as they were then (no foreign key: the entry outlives the
//   admin's account). Nothing updates or deletes a row: a trigger refuses both, so the log is
//   never edited, even by a route written later by mistake.
// - users.suspended_at: a suspended user's tokens and API keys are refused (server/account/tokens.ts).
// - users.last_login_at: set by every login, shown to admins.

const statements = [
  `create table audit_log (
    id text primary key,
    actor_id text,
    actor_email text not null default '',
    action text not null,
    target_kind text not null,
    target_id text not null,
    before jsonb,
    after jsonb,
    reason text,
    created_at timestamptz not null default now())`,
  `create index audit_log_newest on audit_log (created_at desc, id desc)`,
  `create function audit_log_never_changes() returns trigger language plpgsql as $$
    begin raise exception 'The audit log is never edited.'; end $$`,
  `create trigger audit_log_kept before update or delete on audit_log for each row execute function audit_log_never_changes()`,
  `alter table users add column suspended_at timestamptz, add column last_login_at timestamptz`,
];

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
