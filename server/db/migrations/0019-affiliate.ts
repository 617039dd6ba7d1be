import { sql, type Kysely, type Migration } from 'kysely';

// The affiliate program (server/affiliate). `affiliates` and `payouts` exist since 0001; this adds
// what makes them work:
// - affiliate_referrals: who brought a user (one referrer per user, recorded at signup).
// - affiliate_commissions: one row per paid order of a referred user's workspace; the order id is
//   the key, so an order earns its commission once however often it is settled.
// - payouts.method (the payout method as it was when the withdrawal was asked for) and
//   processed_at (when an operator marked it paid or rejected); one pending payout per affiliate,
//   held by a partial unique index so two requests at once cannot both be pending.

const statements = [
  `create table affiliate_referrals (
    user_id text primary key references users(id) on delete cascade,
    affiliate_id text not null references affiliates(id) on delete cascade,
    created_at timestamptz not null default now())`,
  `create index affiliate_referrals_affiliate on affiliate_referrals (affiliate_id)`,
  `create table affiliate_commissions (
    order_id text primary key references orders(id) on delete cascade,
    affiliate_id text not null references affiliates(id) on delete cascade,
    amount numeric(12, 2) not null,
    created_at timestamptz not null default now())`,
  `create index affiliate_commissions_affiliate on affiliate_commissions (affiliate_id)`,
  `alter table payouts
    add column method jsonb,
    add column processed_at timestamptz,
    add constraint payouts_status check (status in ('pending', 'paid', 'rejected'))`,
  `create index payouts_affiliate on payouts (affiliate_id, created_at desc, id desc)`,
  `create unique index payouts_one_pending on payouts (affiliate_id) where status = 'pending'`,
];

export default {
  async up(db: Kysely<unknown>) {
    for (const statement of statements) await sql.raw(statement).execute(db);
  },
} satisfies Migration;
