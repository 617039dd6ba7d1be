import { sql, type Kysely, type Migration } from 'kysely';

// Counters of failed logins (server/account/login-throttle.ts). They live in the database rather than
// in memory so that several server processes on one PostgreSQL count the same failures. `key`
// is a hash of the scope and what is counted (the email, the email at an address, the address),
// so emails and addresses that strangers typed are not kept in clear. `expires_at` is when the
// counter is forgotten; the index lets the expired ones be swept cheaply.

const statements = [
  `create table login_throttle (
    key text primary key,
    scope text not null,
    failures integer not null,
    blocked_until timestamptz,
    expires_at timestamptz not null
  )`,
  `create index login_throttle_expires on login_throttle (expires_at)`,
];

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
