// Subscriptions: what buying a plan starts, renewing, cancelling, and the rules about moving to a
// plan (SPEC §4's pre-check, §6's free-plan eligibility).
//
// - A recurring plan (monthly, yearly) grants its credits on every paid period. Buying another
//   plan while subscribed replaces the subscription at once (an upgrade: the old one stops
//   renewing; credits it granted stay). Lifetime is paid once and never ends, and grants its
//   credits every month without a charge (a renewal order priced 0, its `renews_at` the next
//   grant, its period end null); it cannot be cancelled. The free plan is taken without a card
//   and renews monthly without a charge.
// - Cancelling stops renewal; the plan stays until its period ends, then the workspace is on no
//   plan (and may take the free plan again if its owner has no other workspace on it).
// - The sandbox's (and the free plan's) subscriptions are renewed by the server itself
//   (`renewDue`, on a timer from the domain's start), and so are lifetime's monthly credits
//   whatever gateway it was bought through; Stripe's renew at Stripe, and its webhook
//   records each paid renewal with `recordRenewal`. The same sweep cancels checkouts left pending
//   for an hour (`expireAbandoned`).
import type { Precheck } from '../../contract/billing';
import { memberCapRefusal, pendingOrderTtlMs, voiceCapRefusal } from '../../contract/billing-limits';
import { earnCommission } from '../affiliate/commissions';
import { json } from '../db/json';
import type { OrderRow, Plan } from '../db/types';
import { HttpError } from '../lib/errors';
import { newId } from '../lib/ids';
import { currency, planPrice, priceOf } from './pricing';
import type { OrdersRepository, SellingRepositories } from './orders-repository';
import type { BillingRepository } from './repository';

/** When a period that starts at `from` ends; null: never (lifetime). */
export function periodEnd(plan: Pick<Plan, 'billing_cycle'>, from: Date): Date | null {
  const end = new Date(from);
  if (plan.billing_cycle === 'monthly') end.setUTCMonth(end.getUTCMonth() + 1);
  else if (plan.billing_cycle === 'yearly') end.setUTCFullYear(end.getUTCFullYear() + 1);
  else return null;
  return end;
}

/**
 * When the plan's credits are next granted after `from`: the end of the period, or for lifetime
 * (paid once, never ends) a month on: its feature list says "5,000 credits a month".
 */
export function nextGrant(plan: Pick<Plan, 'billing_cycle'>, from: Date): Date | null {
  return plan.billing_cycle === 'lifetime' ? periodEnd({ billing_cycle: 'monthly' }, from) : periodEnd(plan, from);
}

/** The free plan: a main plan priced 0 (SPEC §1). */
export const isFreePlan = (plan: Pick<Plan, 'price' | 'billing_cycle'>) => plan.price === 0 && plan.billing_cycle !== 'one-time';

/** What an order for a plan says it is. */
export function describePlan(plan: Pick<Plan, 'title' | 'billing_cycle'>): string {
  return plan.billing_cycle === 'one-time' ? plan.title : `${plan.title} (${plan.billing_cycle})`;
}

/** Inside the transaction that marks the order paid: the plan's subscription starts and replaces any other. */
export async function startSubscription(
  orders: OrdersRepository,
  input: { workspaceId: string; orderId: string; plan: Plan; gateway: string | null; gatewayRef: string | null; now: Date },
): Promise<{ id: string; ended: { id: string; gateway: string | null; gateway_ref: string | null }[] }> {
  const id = newId();
  const end = periodEnd(input.plan, input.now);
  await orders.insertSubscription({
    id,
    workspace_id: input.workspaceId,
    plan_id: input.plan.id,
    gateway: input.gateway,
    gateway_ref: input.gatewayRef,
    current_period_end: end,
    renews_at: nextGrant(input.plan, input.now),
  });
  const ended = await orders.endSubscriptionsExcept(input.workspaceId, id);
  await orders.linkSubscription(input.orderId, id);
  return { id, ended };
}

/**
 * Renews every due subscription the server renews itself: each renewal is a paid order granting
 * the plan's credits, written with the ledger row in one transaction, and taken only by the caller
 * that moved the date on, so two processes never renew the same period twice. Cancelled ones
 * past their period end first. Returns how many were renewed.
 */
/** `commissionPercent`: what a renewal earns the workspace owner's referrer (server/affiliate/commissions.ts). */
type RenewalTerms = { taxRate: number; commissionPercent: number };

export async function renewDue(repositories: SellingRepositories, config: RenewalTerms, now = new Date()): Promise<number> {
  await repositories.orders.expire(now);
  await expireAbandoned(repositories, now);
  let renewed = 0;
  for (const subscription of await repositories.orders.due(now)) {
    const done = await repositories.transaction(async (selling) => {
      const { orders } = selling;
      const plan = await orders.plan(subscription.plan_id);
      const from = new Date(subscription.renews_at!);
      const next = plan ? nextGrant(plan, from) : null;
      const lifetime = plan?.billing_cycle === 'lifetime';
      if (!plan || !next || !(await orders.advance(subscription.id, from, next, lifetime ? null : next))) return false;
      // Lifetime was paid once: its monthly credits are a renewal priced 0 with no gateway, as the free plan's.
      const price = priceOf({ subtotal: lifetime ? 0 : planPrice(plan), credits: plan.credits, coupon: null, taxRate: config.taxRate });
      await paidRenewal(selling, config.commissionPercent, {
        subscriptionId: subscription.id, workspaceId: subscription.workspace_id, plan, gateway: lifetime ? null : subscription.gateway, reference: null, price,
        description: lifetime ? `${describePlan(plan)}, monthly credits` : undefined,
      });
      return true;
    });
    if (done) renewed++;
  }
  return renewed;
}

/**
 * Checkouts left pending longer than `pendingOrderTtlMs` (an authentication never finished, a
 * Stripe purchase token never confirmed) are canceled and their coupons given back, in one
 * transaction; each order is taken by one sweep only (orders-repository.ts, expirePending).
 * Returns how many expired.
 */
export async function expireAbandoned(repositories: SellingRepositories, now = new Date()): Promise<number> {
  return repositories.transaction(async ({ orders }) => {
    const expired = await orders.expirePending(new Date(now.getTime() - pendingOrderTtlMs));
    for (const order of expired) if (order.coupon_id) await orders.releaseCoupon({ id: order.id, coupon_id: order.coupon_id });
    return expired.length;
  });
}

/** A renewal the gateway charged itself (a Stripe invoice paid): one order, once per reference. */
export async function recordRenewal(repositories: SellingRepositories, config: RenewalTerms, gateway: string, subscriptionRef: string, reference: string): Promise<boolean> {
  return repositories.transaction(async (selling) => {
    const { orders } = selling;
    const subscription = await orders.subscriptionByRef(gateway, subscriptionRef);
    const plan = subscription && (await orders.plan(subscription.plan_id));
    if (!subscription || !plan) return false;
    const price = priceOf({ subtotal: planPrice(plan), credits: plan.credits, coupon: null, taxRate: config.taxRate });
    const inserted = await paidRenewal(selling, config.commissionPercent, { subscriptionId: subscription.id, workspaceId: subscription.workspace_id, plan, gateway, reference, price });
    return inserted;
  });
}

/**
 * A renewal the gateway could not charge (a Stripe invoice's payment failed): a failed order in
 * the card's words, once per attempt, no credits, and the subscription past due until a renewal is
 * paid (gateway-events-repository.ts, extendSubscription) or the gateway ends it.
 */
export async function recordFailedRenewal(
  repositories: SellingRepositories,
  config: { taxRate: number },
  input: { gateway: string; subscriptionRef: string; reference: string; attempt: number; message: string },
): Promise<boolean> {
  return repositories.transaction(async ({ orders }) => {
    const subscription = await orders.subscriptionByRef(input.gateway, input.subscriptionRef);
    const plan = subscription && (await orders.plan(subscription.plan_id));
    if (!subscription || !plan) return false;
    const price = priceOf({ subtotal: planPrice(plan), credits: plan.credits, coupon: null, taxRate: config.taxRate });
    const owner = (await orders.workspace(subscription.workspace_id))!;
    const order = await orders.insertOrder({
      ...renewalOrder({ workspaceId: subscription.workspace_id, subscriptionId: subscription.id, plan, gateway: input.gateway, reference: null, price, owner }),
      // Not `renewal:{invoice}`: that key stays free for the same invoice paid on a later try.
      idempotency_key: `renewal:${input.reference}:attempt-${input.attempt}`,
    });
    if (!order) return false;
    await orders.markFailed(order.id, input.message);
    await orders.markPastDue(subscription.id);
    return true;
  });
}

/** A renewal's order, as inserted before it is paid (or fails). */
function renewalOrder(input: {
  workspaceId: string; subscriptionId: string; plan: Plan; gateway: string | null; reference: string | null; price: ReturnType<typeof priceOf>; description?: string;
  owner: { owner_id: string; address: unknown };
}) {
  return {
    id: newId(),
    workspace_id: input.workspaceId,
    user_id: input.owner.owner_id,
    plan_id: input.plan.id,
    coupon_id: null,
    amount: input.price.total,
    subtotal: input.price.subtotal,
    discount: 0,
    tax: input.price.tax,
    currency,
    credits: input.price.credits,
    description: input.description ?? `${describePlan(input.plan)}, renewal`,
    gateway: input.gateway,
    gateway_ref: input.reference,
    // A gateway's renewal is keyed by its reference, so a webhook delivered twice makes one order.
    idempotency_key: input.reference ? `renewal:${input.reference}` : null,
    address: input.owner.address === null ? null : json(input.owner.address),
    subscription_id: input.subscriptionId,
  };
}

async function paidRenewal(
  { orders, billing, referrals }: Pick<SellingRepositories, 'orders' | 'billing' | 'referrals'>,
  commissionPercent: number,
  input: { subscriptionId: string; workspaceId: string; plan: Plan; gateway: string | null; reference: string | null; price: ReturnType<typeof priceOf>; description?: string },
): Promise<boolean> {
  const owner = (await orders.workspace(input.workspaceId))!;
  const order = await orders.insertOrder(renewalOrder({ ...input, owner }));
  if (!order) return false;
  const paid = await orders.markPaid(order.id, input.reference);
  if (paid) await grantPaidOrder({ billing, referrals }, paid, commissionPercent);
  return true;
}

/**
 * What an order brings once it is paid, on the transaction that marked it so (a checkout, a
 * renewal): its credits in the ledger and its referrer's commission.
 */
export async function grantPaidOrder(
  { billing, referrals }: Pick<SellingRepositories, 'billing' | 'referrals'>,
  paid: OrderRow,
  commissionPercent: number,
): Promise<void> {
  if (paid.credits > 0) await billing.addToLedger({ workspaceId: paid.workspace_id, delta: paid.credits, reason: `order ${paid.number}`, orderId: paid.id });
  await earnCommission(referrals, paid, commissionPercent);
}

/** SPEC §4's pre-check: the workspace's members and invitations, and its cloned voices, against what the plan allows. */
export async function precheck(orders: OrdersRepository, workspaceId: string, plan: Plan): Promise<Precheck> {
  const { users, invitations, voices } = await orders.headcount(workspaceId);
  const members = users + invitations;
  const memberCap = plan.member_cap;
  const cloneCap = plan.config?.voiceover?.clone_cap ?? null;
  const base = { members, member_cap: memberCap, voices, clone_cap: cloneCap };
  if (memberCap !== null && members > memberCap) {
    return { ...base, result: 'member_cap', message: memberCapRefusal({ plan: plan.title, members: users, invitations, cap: memberCap }) };
  }
  if (cloneCap !== null && voices > cloneCap) {
    return { ...base, result: 'voice_cap', message: voiceCapRefusal({ plan: plan.title, voices, cap: cloneCap }) };
  }
  return { ...base, result: 'proceed', message: null };
}

/** A plan checkout refuses: the pre-check's words with 409, and the free plan unless the workspace may take it. */
export async function assertCanMoveTo({ orders, billing }: { orders: OrdersRepository; billing: BillingRepository }, workspaceId: string, plan: Plan): Promise<void> {
  if (plan.billing_cycle === 'one-time') return;
  if (isFreePlan(plan) && !(await billing.isEligibleForFreePlan(workspaceId))) {
    throw new HttpError(409, 'The free plan is only for a workspace on no plan whose owner has no other workspace on the free plan.');
  }
  const check = await precheck(orders, workspaceId, plan);
  if (check.result !== 'proceed') throw new HttpError(409, check.message!);
}
