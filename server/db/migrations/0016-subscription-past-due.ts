import { sql, type Kysely, type Migration } from 'kysely';

// A subscription whose renewal the gateway could not charge (Stripe's invoice.payment_failed) is
// past due from then until a renewal is paid or the gateway ends it. It stays in force meanwhile,
// as at Stripe, which retries the card; the column says since when.

export default {
  async up(db: Kysely<unknown>) {
    await sql`alter table subscriptions add column past_due_since timestamptz`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table subscriptions drop column past_due_since`.execute(db);
  },
} satisfies Migration;
