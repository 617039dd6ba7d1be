import { sql, type Kysely, type Migration } from 'kysely';

// Credits held for paid calls under way (server/billing/reservations.ts): a call reserves what it
// may cost before it starts and gives the hold back when its usage is debited, so parallel calls
// cannot together spend more than the balance. `expires_at` is pushed forward by the process
// that holds it; one whose process died stops counting once it passes.

const statements = [
  `create table credit_reservations (
    id text primary key,
    workspace_id text not null references workspaces(id) on delete cascade,
    amount numeric(14, 6) not null check (amount >= 0),
    resource_kind text not null,
    created_at timestamptz not null default now(),
    expires_at timestamptz not null)`,
  `create index credit_reservations_workspace on credit_reservations (workspace_id, expires_at)`,
];

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
