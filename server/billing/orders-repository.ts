// Billing's queries for selling: plans on sale, coupons, orders, subscriptions, and what the
// checkout's pre-check and the free plan's eligibility count. Every rule that must hold under
// concurrency is one conditional statement here, so it holds across processes on PostgreSQL:
// an order is inserted once per (workspace, idempotency key), a coupon is redeemed only while it
// has redemptions left, an order turns paid only from pending, a subscription renews only from
// the renewal date it was read with.
import { sql, type Insertable } from 'kysely';
import type { DB } from '../db/connect';
import { checkoutExpired } from '../../contract/billing-limits';
import { json } from '../db/json';
import type { OrdersTable, Plan } from '../db/types';
import { withTransaction } from '../db/transaction';

import { referralRepository } from '../affiliate/repository';
import { billingRepository, inForce } from './repository';

export function ordersRepository(db: DB) {
  function toPaid(id: string, reference: string | null, from: 'pending' | 'expired') {
    return db
      .updateTable('orders')
      .set({
        status: 'paid',
        paid_at: new Date(),
        updated_at: new Date(),
        number: sql<string>`'ATL-' || lpad(nextval('order_numbers')::text, 6, '0')`,
        gateway_ref: sql<string | null>`coalesce(${reference}, gateway_ref)`,
        next_action: null,
        failure_message: null,
      })
      .where('id', '=', id)
      .where((eb) => (from === 'pending' ? eb('status', '=', 'pending') : eb.and([eb('status', '=', 'canceled'), eb('failure_message', '=', checkoutExpired)])))
      .returningAll()
      .executeTakeFirst();
  }

  return {
    plan: (id: string) => db.selectFrom('plans').selectAll().where('id', '=', id).where('is_active', '=', true).executeTakeFirst(),

    /** Cheapest first (then the catalogue's order); the cursor is the last plan of the previous page. */
    plans(options: { cycle?: string; after?: string; limit: number }) {
      let query = db.selectFrom('plans').selectAll().where('is_active', '=', true).orderBy('price').orderBy('sort').orderBy('id').limit(options.limit);
      if (options.cycle) query = query.where('billing_cycle', '=', options.cycle as Plan['billing_cycle']);
      if (options.after) query = query.where(sql<boolean>`(price, sort, id) > (select p.price, p.sort, p.id from plans p where p.id = ${options.after})`);
      return query.execute();
    },

    plansByIds: (ids: string[]) => (ids.length ? db.selectFrom('plans').selectAll().where('id', 'in', ids).execute() : Promise.resolve([])),

    coupon: (code: string) => db.selectFrom('coupons').selectAll().where(sql<boolean>`upper(code) = upper(${code})`).executeTakeFirst(),

    /** The workspace's use of a once-per-workspace coupon, if it made one. */
    couponUse: (couponId: string, workspaceId: string) =>
      db.selectFrom('coupon_uses').select('order_id').where('coupon_id', '=', couponId).where('workspace_id', '=', workspaceId).executeTakeFirst(),

    /**
     * Takes one redemption for the order if one is left, the coupon is still valid and, for a
     * once-per-workspace coupon, the workspace has not used it (the key of coupon_uses decides
     * between two checkouts at once); false otherwise. Call it on the order's transaction.
     */
    async redeemCoupon(coupon: { id: string; once_per_workspace: boolean }, order: { id: string; workspace_id: string }): Promise<boolean> {
      if (coupon.once_per_workspace) {
        const use = await db
          .insertInto('coupon_uses')
          .values({ coupon_id: coupon.id, workspace_id: order.workspace_id, order_id: order.id })
          .onConflict((conflict) => conflict.doNothing())
          .returning('order_id')
          .executeTakeFirst();
        if (!use) return false;
      }
      const row = await db
        .updateTable('coupons')
        .set((eb) => ({ redeemed_count: eb('redeemed_count', '+', 1) }))
        .where('id', '=', coupon.id)
        .where(sql<boolean>`(max_redemptions is null or redeemed_count < max_redemptions) and (expires_at is null or expires_at > now())`)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** Gives back the redemption of an order that was not paid, and the workspace's use with it. */
    async releaseCoupon(order: { id: string; coupon_id: string }) {
      await db.deleteFrom('coupon_uses').where('order_id', '=', order.id).execute();
      await db.updateTable('coupons').set({ redeemed_count: sql<number>`greatest(redeemed_count - 1, 0)` }).where('id', '=', order.coupon_id).execute();
    },

    /** The new order, or nothing when this workspace already has one with the same idempotency key. */
    insertOrder: (values: Insertable<OrdersTable>) =>
      db
        .insertInto('orders')
        .values(values)
        .onConflict((conflict) => conflict.columns(['workspace_id', 'idempotency_key']).doNothing())
        .returningAll()
        .executeTakeFirst(),

    orderByKey: (workspaceId: string, key: string) =>
      db.selectFrom('orders').selectAll().where('workspace_id', '=', workspaceId).where('idempotency_key', '=', key).executeTakeFirst(),

    /** The workspace's order `id`; none when it is another workspace's. */
    order: (workspaceId: string, id: string) => db.selectFrom('orders').selectAll().where('id', '=', id).where('workspace_id', '=', workspaceId).executeTakeFirst(),

    orderById: (id: string) => db.selectFrom('orders').selectAll().where('id', '=', id).executeTakeFirst(),

    /** Pending → paid, with its number; nothing when it was settled already (a repeated callback, a second webhook). */
    markPaid: (id: string, reference: string | null) => toPaid(id, reference, 'pending'),

    /**
     * A checkout the sweep expired turns paid, once, when its gateway says it was paid after all
     * (checkout.ts): the customer paid, so they get what they paid for.
     */
    markExpiredPaid: (id: string, reference: string | null) => toPaid(id, reference, 'expired'),

    /**
     * Checkouts left pending since before `before` (an authentication never finished, a Stripe
     * purchase token never confirmed) are canceled as expired. One conditional update: of two
     * sweeps running at once, each order is returned to one of them, which gives its coupon back.
     */
    expirePending: (before: Date) =>
      db
        .updateTable('orders')
        // next_action stays: it names the gateway's subscription, should the payment still come through.
        .set({ status: 'canceled', failure_message: checkoutExpired, updated_at: new Date() })
        .where('status', '=', 'pending')
        .where('created_at', '<', before)
        .returning(['id', 'coupon_id', 'workspace_id'])
        .execute(),

    /**
     * An expired checkout paid after all takes its coupon's redemption again, and the workspace's
     * use (past the coupon's limits if need be: it was paid for).
     */
    async retakeCoupon(order: { id: string; workspace_id: string; coupon_id: string }) {
      await db
        .insertInto('coupon_uses')
        .values({ coupon_id: order.coupon_id, workspace_id: order.workspace_id, order_id: order.id })
        .onConflict((conflict) => conflict.doNothing())
        .execute();
      await db.updateTable('coupons').set((eb) => ({ redeemed_count: eb('redeemed_count', '+', 1) })).where('id', '=', order.coupon_id).execute();
    },

    markFailed: (id: string, message: string) =>
      db
        .updateTable('orders')
        .set({ status: 'failed', failure_message: message, next_action: null, updated_at: new Date() })
        .where('id', '=', id)
        .where('status', '=', 'pending')
        .returningAll()
        .executeTakeFirst(),

    setAction: (id: string, reference: string, action: { redirect?: string; purchase_token?: string; subscription?: string }) =>
      db.updateTable('orders').set({ gateway_ref: reference, next_action: json(action), updated_at: new Date() }).where('id', '=', id).where('status', '=', 'pending').execute(),

    linkSubscription: (orderId: string, subscriptionId: string) => db.updateTable('orders').set({ subscription_id: subscriptionId }).where('id', '=', orderId).execute(),

    /** Newest first, pending ones left out (nothing was bought yet). */
    orders(workspaceId: string, options: { limit: number; after?: string }) {
      let query = db
        .selectFrom('orders')
        .selectAll()
        .where('workspace_id', '=', workspaceId)
        .where('status', '<>', 'pending')
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(options.limit);
      if (options.after) query = query.where(sql<boolean>`(created_at, id) < (select o.created_at, o.id from orders o where o.id = ${options.after} and o.workspace_id = ${workspaceId})`);
      return query.execute();
    },

    async orderCount(workspaceId: string): Promise<number> {
      const row = await db.selectFrom('orders').select(sql<string | number>`count(*)`.as('count')).where('workspace_id', '=', workspaceId).where('status', '<>', 'pending').executeTakeFirstOrThrow();
      return Number(row.count);
    },

    couponCodes: async (ids: string[]) => (ids.length ? db.selectFrom('coupons').select(['id', 'code']).where('id', 'in', ids).execute() : []),

    /** The subscription in force and its plan. */
    subscription: (workspaceId: string) =>
      db
        .selectFrom('subscriptions')
        .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
        .selectAll('subscriptions')
        .select(['plans.billing_cycle', 'plans.price', 'plans.sale_price', 'plans.title', 'plans.credits'])
        .where('subscriptions.workspace_id', '=', workspaceId)
        .where(inForce)
        .orderBy('subscriptions.created_at', 'desc')
        .executeTakeFirst(),

    insertSubscription: (values: { id: string; workspace_id: string; plan_id: string; gateway: string | null; gateway_ref: string | null; current_period_end: Date | null; renews_at: Date | null }) =>
      db.insertInto('subscriptions').values({ ...values, canceled_at: null }).execute(),

    /** Upgrade: every other subscription of the workspace ends now (credits already granted stay). */
    endSubscriptionsExcept: (workspaceId: string, keepId: string) =>
      db
        .updateTable('subscriptions')
        .set({ status: 'canceled', canceled_at: new Date(), renews_at: null })
        .where('workspace_id', '=', workspaceId)
        .where('id', '<>', keepId)
        .where('status', '=', 'active')
        .returning(['id', 'gateway', 'gateway_ref'])
        .execute(),

    /** Cancel: no more renewals; the plan stays until its period ends. */
    stopRenewal: (id: string) => db.updateTable('subscriptions').set({ canceled_at: new Date(), renews_at: null }).where('id', '=', id).where('canceled_at', 'is', null).execute(),

    /** Subscriptions cancelled and past their period: they end. */
    expire: (now: Date) =>
      db
        .updateTable('subscriptions')
        .set({ status: 'canceled' })
        .where('status', '=', 'active')
        .where('canceled_at', 'is not', null)
        .where('current_period_end', '<=', now)
        .execute(),

    /** Subscriptions the server renews itself (the sandbox's, the free plan's, lifetime's monthly credits) whose date has come. */
    due: (now: Date) =>
      db
        .selectFrom('subscriptions')
        .selectAll()
        .where('status', '=', 'active')
        .where('canceled_at', 'is', null)
        .where('renews_at', '<=', now)
        .where((eb) =>
          eb.or([
            eb('gateway', 'is', null),
            eb('gateway', '=', 'sandbox'),
            eb('plan_id', 'in', eb.selectFrom('plans').select('plans.id').where('plans.billing_cycle', '=', 'lifetime')),
          ]),
        )
        .limit(100)
        .execute(),

    /**
     * Moves the renewal on one period (to `next`, the paid period to `end`; lifetime's stays null),
     * only from the date it was read with: of two processes renewing together, one does.
     */
    async advance(id: string, from: Date, next: Date, end: Date | null): Promise<boolean> {
      const row = await db
        .updateTable('subscriptions')
        .set({ renews_at: next, current_period_end: end })
        .where('id', '=', id)
        .where('renews_at', '=', from)
        .where('canceled_at', 'is', null)
        .returning('id')
        .executeTakeFirst();
      return row !== undefined;
    },

    /** A renewal the gateway could not charge: past due from the first failure on. */
    markPastDue: (id: string) => db.updateTable('subscriptions').set((eb) => ({ past_due_since: eb.fn.coalesce('past_due_since', eb.val(new Date())) })).where('id', '=', id).execute(),

    subscriptionByRef: (gateway: string, ref: string) => db.selectFrom('subscriptions').selectAll().where('gateway', '=', gateway).where('gateway_ref', '=', ref).executeTakeFirst(),

    /** Users plus pending invitations, and cloned voices: what the pre-check holds against a plan. */
    async headcount(workspaceId: string): Promise<{ users: number; invitations: number; voices: number }> {
      const row = await db
        .selectNoFrom((eb) => [
          eb.selectFrom('workspace_members').select(sql<string | number>`count(*)`.as('n')).where('workspace_id', '=', workspaceId).as('members'),
          eb.selectFrom('invitations').select(sql<string | number>`count(*)`.as('n')).where('workspace_id', '=', workspaceId).as('invitations'),
          eb.selectFrom('voices').select(sql<string | number>`count(*)`.as('n')).where('workspace_id', '=', workspaceId).as('voices'),
        ])
        .executeTakeFirstOrThrow();
      return { users: Number(row.members), invitations: Number(row.invitations), voices: Number(row.voices) };
    },

    workspace: (id: string) => db.selectFrom('workspaces').select(['id', 'owner_id', 'name', 'address']).where('id', '=', id).executeTakeFirst(),

    role: (workspaceId: string, userId: string) =>
      db.selectFrom('workspace_members').select('role').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).executeTakeFirst(),

    setAddress: (id: string, address: unknown) => db.updateTable('workspaces').set({ address: json(address), updated_at: new Date() }).where('id', '=', id).execute(),

    userEmail: async (id: string) => (await db.selectFrom('users').select('email').where('id', '=', id).executeTakeFirst())?.email ?? null,

    /** A gateway event seen for the first time (true), or again (false): the webhook handles each once. */
    async recordEvent(id: string, gateway: string, type: string): Promise<boolean> {
      const row = await db.insertInto('payment_events').values({ id, gateway, type }).onConflict((c) => c.column('id').doNothing()).returning('id').executeTakeFirst();
      return row !== undefined;
    },
  };
}

export type OrdersRepository = ReturnType<typeof ordersRepository>;

/**
 * Orders' queries, the ledger's and the affiliate commissions' on one handle: an order turns paid
 * in the transaction that grants its credits and its referrer's commission.
 */
export const sellingRepositories = (db: DB) =>
  withTransaction(db, (handle) => ({ orders: ordersRepository(handle), billing: billingRepository(handle), referrals: referralRepository(handle) }));

export type SellingRepositories = ReturnType<typeof sellingRepositories>;
