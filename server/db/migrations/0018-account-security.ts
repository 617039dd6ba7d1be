import { sql, type Kysely, type Migration } from 'kysely';

// The account's security and forms (server/account):
// - users.token_version: every login token carries it; changing or resetting the password bumps
//   it, which ends every other session at once (tokens.ts).
// - users.two_factor_*: the TOTP secret (pending until a code confirms it, then enabled), and the
//   last 30-second step a code was accepted for, so a code works once.
// - users.verification_sent_at: one verification mail a minute.
// - account_links: single-use secrets sent by mail (email verification, password reset) or handed
//   to the browser (the login's 2FA challenge), stored as sha256 only.
// - recovery_codes: 2FA's one-time codes, hashed.
// - revoked_tokens: login tokens ended by logout, until they would have expired anyway.
// - claims and site_feedback: what the account page's forms send.

const statements = [
  `alter table users
    add column token_version integer not null default 0,
    add column two_factor_secret text,
    add column two_factor_enabled_at timestamptz,
    add column two_factor_last_step integer,
    add column verification_sent_at timestamptz`,
  `create table account_links (
    token_hash text primary key,
    user_id text not null references users(id) on delete cascade,
    kind text not null check (kind in ('verify-email', 'password-reset', 'login-2fa')),
    email text,
    expires_at timestamptz not null,
    used_at timestamptz,
    created_at timestamptz not null default now())`,
  `create index account_links_user on account_links (user_id, kind)`,
  `create table recovery_codes (
    id text primary key,
    user_id text not null references users(id) on delete cascade,
    code_hash text not null,
    used_at timestamptz,
    created_at timestamptz not null default now())`,
  `create index recovery_codes_user on recovery_codes (user_id)`,
  `create table revoked_tokens (token_hash text primary key, expires_at timestamptz not null, created_at timestamptz not null default now())`,
  `create table claims (
    id text primary key,
    user_id text not null references users(id) on delete cascade,
    workspace_id text not null references workspaces(id) on delete cascade,
    subject text not null,
    message text not null,
    created_at timestamptz not null default now())`,
  `create table site_feedback (
    id text primary key,
    user_id text not null references users(id) on delete cascade,
    workspace_id text not null references workspaces(id) on delete cascade,
    name text,
    email text,
    message text not null,
    screenshot bytea,
    screenshot_type text,
    created_at timestamptz not null default now())`,
];

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const table of ['site_feedback', 'claims', 'revoked_tokens', 'recovery_codes', 'account_links']) await sql.raw(`drop table if exists ${table}`).execute(db);
    await sql`alter table users drop column token_version, drop column two_factor_secret, drop column two_factor_enabled_at, drop column two_factor_last_step, drop column verification_sent_at`.execute(db);
  },
} satisfies Migration;
