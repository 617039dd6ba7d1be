// The queries a payment gateway's webhook needs beyond the shop's own (shop.ts: settleOrder,
// recordRenewal, recordEvent): the order a payment reference was charged for, the period a
// renewal paid for, a subscription the gateway changed or ended, and forgetting an event whose handling
// failed so that the gateway's next delivery of it is handled. Each is safe to run twice.
import { sql } from 'kysely';
import type { DB } from '../db/connect';

export function gatewayEventsRepository(db: DB) {
  return {
    /** The order charged under `reference` (a payment intent's id, kept when it waited for authentication or was paid). */
    async orderIdByReference(gateway: string, reference: string): Promise<string | null> {
      const row = await db.selectFrom('orders').select('id').where('gateway', '=', gateway).where('gateway_ref', '=', reference).executeTakeFirst();
      return row?.id ?? null;
    },

    /** The gateway ended the subscription (its period ran out after a cancel, or it was cancelled there): the plan ends now. */
    endSubscription: (gateway: string, reference: string) =>
      db
        .updateTable('subscriptions')
        .set((eb) => ({ status: 'canceled', renews_at: null, canceled_at: eb.fn.coalesce('canceled_at', eb.val(new Date())) }))
        .where('gateway', '=', gateway)
        .where('gateway_ref', '=', reference)
        .where('status', '=', 'active')
        .execute(),

    /** A renewal the gateway charged: the paid period now ends at `end` (and renews then, unless cancelled). */
    extendSubscription: (gateway: string, reference: string, end: Date) =>
      db
        .updateTable('subscriptions')
        .set({
          current_period_end: sql<Date>`greatest(current_period_end, ${end}::timestamptz)`,
          renews_at: sql<Date | null>`case when canceled_at is null then ${end}::timestamptz end`,
          past_due_since: null,
        })
        .where('gateway', '=', gateway)
        .where('gateway_ref', '=', reference)
        .where('status', '=', 'active')
        .execute(),

    /**
     * The subscription changed at the gateway: set to cancel at its period end (it stops renewing,
     * the plan stays until then) or resumed (it renews at the period end again), past due or paid
     * up. Applying the same state twice changes nothing.
     */
    updateSubscription: (gateway: string, reference: string, state: { cancelAtPeriodEnd: boolean; pastDue: boolean; periodEnd: Date | null }) =>
      db
        .updateTable('subscriptions')
        .set((eb) => ({
          // The gateway's period end is the true one (ours was reckoned on our clock at checkout).
          current_period_end: state.periodEnd ?? eb.ref('current_period_end'),
          canceled_at: state.cancelAtPeriodEnd ? eb.fn.coalesce('canceled_at', eb.val(new Date())) : null,
          renews_at: state.cancelAtPeriodEnd ? null : (state.periodEnd ?? eb.ref('current_period_end')),
          past_due_since: state.pastDue ? eb.fn.coalesce('past_due_since', eb.val(new Date())) : null,
        }))
        .where('gateway', '=', gateway)
        .where('gateway_ref', '=', reference)
        .where('status', '=', 'active')
        .execute(),

    forgetEvent: (id: string) => db.deleteFrom('payment_events').where('id', '=', id).execute(),
  };
}

export type GatewayEventsRepository = ReturnType<typeof gatewayEventsRepository>;
