// Billing's queries: the credit ledger, usage rows and subscriptions. A factory over a database
// handle, so a caller inside a transaction (a reply stored with its usage, a new account with its
// starting credits) gets the same queries on it; the rules (what a call costs, who may spend)
// are in credits.ts and plans.ts.
import { sql, type Insertable } from 'kysely';
import type { DB } from '../db/connect';
import { num } from '../db/json';
import type { CouponsTable, Plan, PlansTable, UsageTable } from '../db/types';
import { newId } from '../lib/ids';

/** The seeded free plan (db/seed-data.ts) every new workspace starts on. */
export const freePlanId = 'plan-free';

/** A subscription still in force: not ended, and if cancelled, not past the period already paid for. */
export const inForce = sql<boolean>`subscriptions.status = 'active' and (subscriptions.canceled_at is null or subscriptions.current_period_end is null or subscriptions.current_period_end > now())`;

export interface LedgerEntry {
  workspaceId: string;
  /** Positive for credits given, negative for a debit. */
  delta: number;
  reason: string;
  orderId?: string | null;
  usageId?: string;
}

export function billingRepository(db: DB) {
  return {
    /** The sum of the workspace's ledger: there is no stored total to drift out of step. */
    async balance(workspaceId: string): Promise<number> {
      const row = await db
        .selectFrom('credit_ledger')
        .select(sql<string | number | null>`sum(delta)`.as('balance'))
        .where('workspace_id', '=', workspaceId)
        .executeTakeFirst();
      return num(row?.balance);
    },

    /**
     * Takes the workspace's credit lock until the transaction ends: reserving and settling
     * (reservations.ts) compute what is free and write in one step. FOR NO KEY UPDATE, so rows
     * that merely reference the workspace (a usage row, a debit) can still be inserted meanwhile.
     */
    async lockCredits(workspaceId: string) {
      await db.selectFrom('workspaces').select('id').where('id', '=', workspaceId).forNoKeyUpdate().execute();
    },

    /** What the workspace may still spend: its balance less what unexpired reservations (but `exceptId`'s) hold. */
    async available(workspaceId: string, exceptId?: string): Promise<number> {
      const row = await db
        .selectFrom(sql<{ one: number }>`(select 1 as one)`.as('one'))
        .select((eb) => [
          eb.selectFrom('credit_ledger').select(sql<string | number | null>`sum(delta)`.as('b')).where('workspace_id', '=', workspaceId).as('balance'),
          eb
            .selectFrom('credit_reservations')
            .select(sql<string | number | null>`sum(amount)`.as('r'))
            .where('workspace_id', '=', workspaceId)
            .where('expires_at', '>', sql<Date>`now()`)
            .where('id', '!=', exceptId ?? '')
            .as('reserved'),
        ])
        .executeTakeFirstOrThrow();
      return Math.round((num(row.balance) - num(row.reserved)) * 1e6) / 1e6;
    },

    async insertReservation(reservation: { id: string; workspaceId: string; amount: number; resourceKind: string; ttlMs: number }) {
      await db
        .insertInto('credit_reservations')
        .values({
          id: reservation.id,
          workspace_id: reservation.workspaceId,
          amount: reservation.amount,
          resource_kind: reservation.resourceKind,
          expires_at: sql<Date>`now() + ${sql.raw(`interval '${Math.round(reservation.ttlMs)} milliseconds'`)}`,
        })
        .execute();
    },

    async deleteReservation(id: string) {
      await db.deleteFrom('credit_reservations').where('id', '=', id).execute();
    },

    /** Holds that expired (their process died) are of no use to anyone: cleared when the workspace next reserves. */
    async deleteExpiredReservations(workspaceId: string) {
      await db.deleteFrom('credit_reservations').where('workspace_id', '=', workspaceId).where('expires_at', '<=', sql<Date>`now()`).execute();
    },

    /** The holds of calls still running here live on for `ttlMs` more. */
    async extendReservations(ids: string[], ttlMs: number) {
      if (ids.length === 0) return;
      await db
        .updateTable('credit_reservations')
        .set({ expires_at: sql<Date>`now() + ${sql.raw(`interval '${Math.round(ttlMs)} milliseconds'`)}` })
        .where('id', 'in', ids)
        .execute();
    },

    async addToLedger(entry: LedgerEntry) {
      await db
        .insertInto('credit_ledger')
        .values({ id: newId(), workspace_id: entry.workspaceId, delta: entry.delta, reason: entry.reason, order_id: entry.orderId, usage_id: entry.usageId })
        .execute();
    },

    async insertUsage(usage: Insertable<UsageTable>) {
      await db.insertInto('usage').values(usage).execute();
    },

    async subscribe(workspaceId: string, planId: string) {
      await db.insertInto('subscriptions').values({ id: newId(), workspace_id: workspaceId, plan_id: planId, renews_at: null, canceled_at: null }).execute();
    },

    /** The plans every installation starts with (server/seed.ts); a plan already there is left as it is. */
    async addPlans(plans: Insertable<PlansTable>[]) {
      await db.insertInto('plans').values(plans).onConflict((c) => c.doNothing()).execute();
    },

    /** The demo coupons (server/seed.ts); one already there is left as it is. */
    async addCoupons(coupons: Insertable<CouponsTable>[]) {
      await db.insertInto('coupons').values(coupons).onConflict((c) => c.doNothing()).execute();
    },

    /**
     * SPEC §6's eligibility for the free plan: the workspace allows it, is on no plan now, and its
     * owner has no other workspace on the free plan (a main plan priced 0).
     */
    async isEligibleForFreePlan(workspaceId: string): Promise<boolean> {
      const row = await db
        .selectFrom('workspaces as w')
        .select((eb) => [
          'w.is_eligible_for_free_plan',
          eb.exists(eb.selectFrom('subscriptions').select('subscriptions.id').whereRef('subscriptions.workspace_id', '=', 'w.id').where(inForce)).as('on_plan'),
          eb
            .exists(
              eb
                .selectFrom('subscriptions')
                .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
                .innerJoin('workspaces as other', 'other.id', 'subscriptions.workspace_id')
                .select('subscriptions.id')
                .whereRef('other.owner_id', '=', 'w.owner_id')
                .whereRef('other.id', '<>', 'w.id')
                .where('plans.price', '=', 0)
                .where('plans.billing_cycle', '<>', 'one-time')
                .where(inForce),
            )
            .as('owner_on_free'),
        ])
        .where('w.id', '=', workspaceId)
        .executeTakeFirst();
      return !!row && row.is_eligible_for_free_plan && !row.on_plan && !row.owner_on_free;
    },

    /** The workspace's newest active subscription and its plan (null if it has none). */
    /** `canceled_at` set: it will not renew, and ends at `current_period_end`. */
    async activeSubscription(workspaceId: string): Promise<{ id: string; plan: Plan; canceled_at: Date | null; current_period_end: Date | null } | null> {
      const row = await db
        .selectFrom('subscriptions')
        .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
        .selectAll('plans')
        .select(['subscriptions.id as subscription_id', 'subscriptions.canceled_at', 'subscriptions.current_period_end'])
        .where('subscriptions.workspace_id', '=', workspaceId)
        .where(inForce)
        .orderBy('subscriptions.created_at', 'desc')
        .executeTakeFirst();
      if (!row) return null;
      const { subscription_id, canceled_at, current_period_end, ...plan } = row;
      return { id: subscription_id, plan, canceled_at, current_period_end };
    },
  };
}

export type BillingRepository = ReturnType<typeof billingRepository>;
