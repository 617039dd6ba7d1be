// The affiliate program's queries: each user's affiliate row (code, payout method), who a user was
// referred by, the commissions paid orders earned, and the payouts. The rules (who is referred,
// how much is earned, when a withdrawal is allowed) are in service.ts and commissions.ts.
import { sql } from 'kysely';
import type { DB } from '../db/connect';
import { json } from '../db/json';
import type { AffiliatesTable } from '../db/types';
import type { Selectable } from 'kysely';

export type AffiliateRow = Selectable<AffiliatesTable>;

const payoutFields = ['id', 'amount', 'status', 'method', 'created_at', 'processed_at'] as const;

export function affiliateRepository(db: DB) {
  return {
    byUser: (userId: string) => db.selectFrom('affiliates').selectAll().where('user_id', '=', userId).executeTakeFirst(),

    /** The user's row, made with `code` when there was none (two first visits at once make one). */
    async ensure(userId: string, id: string, code: string): Promise<AffiliateRow> {
      await db.insertInto('affiliates').values({ id, user_id: userId, code, payout_method: null }).onConflict((c) => c.column('user_id').doNothing()).execute();
      return db.selectFrom('affiliates').selectAll().where('user_id', '=', userId).executeTakeFirstOrThrow();
    },

    async setPayoutMethod(affiliateId: string, method: unknown) {
      await db.updateTable('affiliates').set({ payout_method: json(method) }).where('id', '=', affiliateId).execute();
    },

    /** How many users it referred, and its commissions and payouts summed by state, in dollars as the database keeps them. */
    async totals(affiliateId: string) {
      const row = await db
        .selectNoFrom((eb) => [
          eb.selectFrom('affiliate_referrals').select(sql<string>`count(*)`.as('n')).where('affiliate_id', '=', affiliateId).as('referrals'),
          eb.selectFrom('affiliate_commissions').select(sql<string>`coalesce(sum(amount), 0)`.as('n')).where('affiliate_id', '=', affiliateId).as('earned'),
          eb.selectFrom('payouts').select(sql<string>`coalesce(sum(amount), 0)`.as('n')).where('affiliate_id', '=', affiliateId).where('status', '=', 'paid').as('paid'),
          eb.selectFrom('payouts').select(sql<string>`coalesce(sum(amount), 0)`.as('n')).where('affiliate_id', '=', affiliateId).where('status', '=', 'pending').as('pending'),
        ])
        .executeTakeFirstOrThrow();
      return { referrals: Number(row.referrals), earned: Number(row.earned), paid: Number(row.paid), pending: Number(row.pending) };
    },

    /** A pending payout; refused by the database (23505) while another of the affiliate's is pending. */
    insertPayout: (values: { id: string; affiliate_id: string; amount: number; method: unknown }) =>
      db
        .insertInto('payouts')
        .values({ ...values, amount: values.amount.toFixed(2), method: json(values.method) })
        .returning(payoutFields)
        .executeTakeFirstOrThrow(),

    /** Newest first; the cursor is the last payout of the previous page (another affiliate's id finds nothing). */
    payouts(affiliateId: string, options: { limit: number; after?: string }) {
      let query = db.selectFrom('payouts').select(payoutFields).where('affiliate_id', '=', affiliateId).orderBy('created_at', 'desc').orderBy('id', 'desc').limit(options.limit);
      if (options.after) {
        query = query.where(sql<boolean>`(created_at, id) < (select p.created_at, p.id from payouts p where p.id = ${options.after} and p.affiliate_id = ${affiliateId})`);
      }
      return query.execute();
    },

    /** Pending → paid or rejected (an operator's decision); the row, or nothing when it was not pending. */
    settlePayout: (id: string, status: 'paid' | 'rejected') =>
      db.updateTable('payouts').set({ status, processed_at: new Date() }).where('id', '=', id).where('status', '=', 'pending').returning(['id', 'status']).executeTakeFirst(),

    pendingPayouts: () =>
      db
        .selectFrom('payouts')
        .innerJoin('affiliates', 'affiliates.id', 'payouts.affiliate_id')
        .innerJoin('users', 'users.id', 'affiliates.user_id')
        .select(['payouts.id', 'payouts.amount', 'payouts.method', 'payouts.created_at', 'users.email'])
        .where('payouts.status', '=', 'pending')
        .orderBy('payouts.created_at')
        .execute(),
  };
}

export type AffiliateRepository = ReturnType<typeof affiliateRepository>;

/**
 * The queries signup and billing run on their own transactions: recording who referred a new
 * user, and an order's commission, each at most once (their keys are the user and the order).
 */
export function referralRepository(db: DB) {
  return {
    /** Records the referrer whose code this is; nothing when the code is unknown, the user's own, or a referrer is recorded already. */
    async record(userId: string, code: string) {
      await db
        .insertInto('affiliate_referrals')
        .columns(['user_id', 'affiliate_id'])
        .expression((eb) => eb.selectFrom('affiliates').select([eb.val(userId).as('user_id'), 'id']).where('code', '=', code).where('user_id', '<>', userId))
        .onConflict((c) => c.column('user_id').doNothing())
        .execute();
    },

    /** The affiliate who referred the owner of the workspace, if any. */
    referrerOfWorkspace: async (workspaceId: string) =>
      (
        await db
          .selectFrom('workspaces')
          .innerJoin('affiliate_referrals', 'affiliate_referrals.user_id', 'workspaces.owner_id')
          .select('affiliate_referrals.affiliate_id')
          .where('workspaces.id', '=', workspaceId)
          .executeTakeFirst()
      )?.affiliate_id ?? null,

    /** The order's commission; false when the order earned one already. */
    async earn(orderId: string, affiliateId: string, amount: number): Promise<boolean> {
      const row = await db
        .insertInto('affiliate_commissions')
        .values({ order_id: orderId, affiliate_id: affiliateId, amount: amount.toFixed(2) })
        .onConflict((c) => c.column('order_id').doNothing())
        .returning('order_id')
        .executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type ReferralRepository = ReturnType<typeof referralRepository>;
