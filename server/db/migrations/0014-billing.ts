import { sql, type Kysely, type Migration } from 'kysely';

// Billing's checkout, orders and subscriptions (server/billing). The tables came with every
// entity's in 0001; this adds what taking money exactly once needs:
//
// - orders: the priced lines (subtotal, discount, tax; `amount` stays the total), a readable
//   number given when the order is paid (from one sequence, so two processes never give the same
//   one), the browser's idempotency key, unique per workspace, so a double click or a retried
//   request finds the order already made instead of making (and charging) another, and what a
//   repeated request must answer while the card waits for authentication (`next_action`).
// - credit_ledger: at most one row per order, so credits are granted once per paid order even
//   if two callers (the callback page and a webhook) both mark it paid.
// - subscriptions: the gateway that renews them and its reference, and where the period ends.
// - payment_events: each gateway event id once, for the Stripe webhook's "handle each event once".
// The workspace's billing address is the `address` column 0001 gave workspaces.

const statements = [
  `create sequence order_numbers`,
  `alter table orders add column number text unique`,
  `alter table orders add column idempotency_key text`,
  `create unique index orders_idempotency on orders (workspace_id, idempotency_key)`,
  `alter table orders add column subtotal numeric(12, 2) not null default 0`,
  `alter table orders add column discount numeric(12, 2) not null default 0`,
  `alter table orders add column tax numeric(12, 2) not null default 0`,
  `alter table orders add column description text not null default ''`,
  `alter table orders add column failure_message text`,
  `alter table orders add column paid_at timestamptz`,
  `alter table orders add column next_action jsonb`,
  `alter table subscriptions add column gateway text`,
  `alter table subscriptions add column gateway_ref text`,
  `alter table subscriptions add column current_period_end timestamptz`,
  `alter table orders add column subscription_id text references subscriptions(id) on delete set null`,
  `create index subscriptions_due on subscriptions (renews_at) where status = 'active' and renews_at is not null`,
  `create unique index credit_ledger_order on credit_ledger (order_id) where order_id is not null`,
  // The first credit packs gave way to the ones seed-data.ts lists; an installation that had them stops selling them.
  `update plans set is_active = false where id in ('pack-1000', 'pack-5000', 'pack-20000')`,
  `create table payment_events (
    id text primary key,
    gateway text not null,
    type text not null default '',
    processed_at timestamptz not null default now())`,
];

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
  async down(db: Kysely<unknown>) {
    for (const statement of [
      `drop table if exists payment_events`,
      `drop index if exists credit_ledger_order`,
      `drop index if exists subscriptions_due`,
      `alter table orders drop column if exists subscription_id`,
      ...['gateway', 'gateway_ref', 'current_period_end'].map((column) => `alter table subscriptions drop column if exists ${column}`),
      ...['number', 'idempotency_key', 'subtotal', 'discount', 'tax', 'description', 'failure_message', 'paid_at', 'next_action'].map((column) => `alter table orders drop column if exists ${column}`),
      `drop sequence if exists order_numbers`,
    ]) {
      await sql.raw(statement).execute(db);
    }
  },
} satisfies Migration;
