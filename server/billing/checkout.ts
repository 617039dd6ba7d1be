// Checkout: one purchase, priced by the server, charged once, its credits granted once.
//
// 1. The price comes from the catalogue (a plan) or the config (custom credits), a coupon's
//    discount and the tax rate (pricing.ts): the client names what it buys, never a price.
// 2. The order is inserted with the browser's idempotency key, unique per workspace, in the
//    transaction that takes the coupon's redemption: of 20 identical requests one inserts the
//    order and charges; the others find it and answer what it became (they wait while the first
//    is at the gateway). Of 20 requests for a single-use coupon, one redemption succeeds.
// 3. The gateway charges it with the same key (a repeat at the gateway is one charge too).
// 4. Paid: one conditional update (pending → paid, with its number) and, in its transaction,
//    the ledger row for its credits and the plan's subscription; a second caller (a repeated
//    callback, a webhook) finds it paid and changes nothing. Declined: failed with the card
//    provider's words, the coupon's redemption given back.
// 5. Left pending (an authentication never finished) for an hour: the sweep cancels it and gives
//    the coupon back (subscriptions.ts). If the gateway says afterwards that it was paid, it turns
//    paid once, its credits granted once and its coupon taken again; nothing else revives it.
import { checkoutFailed, type CheckoutBody, type Order } from '../../contract/billing';
import { checkoutExpired } from '../../contract/billing-limits';
import type { Config } from '../config';
import { json } from '../db/json';
import type { Coupon, OrderRow, Plan } from '../db/types';
import { HttpError, badRequest } from '../lib/errors';
import { newId } from '../lib/ids';
import type { AuthContext } from '../lib/auth-context';
import type { ChargeResult } from '../payments/gateway';
import type { Payments } from '../payments/index';
import { orderViews } from './orders';
import type { SellingRepositories } from './orders-repository';
import { couponRefusal, couponUsed, currency, customCreditsPrice, planPrice, priceOf } from './pricing';
import { assertCanMoveTo, describePlan, grantPaidOrder, startSubscription } from './subscriptions';

export const planUnavailable = () => new HttpError(404, 'This plan is not available.');

/** A checkout the sweep canceled because it was left pending (subscriptions.ts, expireAbandoned). */
export const isExpired = (order: Pick<OrderRow, 'status' | 'failure_message'>) => order.status === 'canceled' && order.failure_message === checkoutExpired;

export interface CheckoutDeps {
  repositories: SellingRepositories;
  payments: Payments;
  config: Pick<Config, 'billing' | 'affiliate'>;
  /** How long a repeated request waits for the first one's answer from the gateway. */
  waitMs?: number;
}

export type CheckoutAnswer = { id: string; redirect?: string; purchase_token?: string };

export function createCheckout({ repositories, payments, config, waitMs = 20_000 }: CheckoutDeps) {
  const { orders } = repositories;

  /**
   * The coupon a code names, or the 400 the checkout shows: a demo coupon exists only for the
   * sandbox, and with a workspace, one it used already is used.
   */
  async function couponFor(code: string | undefined, workspaceId?: string): Promise<Coupon | null> {
    if (code === undefined) return null;
    const found = await orders.coupon(code.trim());
    const coupon = found?.demo && payments.name !== 'sandbox' ? undefined : found;
    const refusal = couponRefusal(coupon);
    if (refusal) throw badRequest(refusal);
    if (workspaceId && coupon!.once_per_workspace && (await orders.couponUse(coupon!.id, workspaceId))) throw badRequest(couponUsed);
    return coupon!;
  }

  /** What is being bought, priced: a plan by id, or an amount of custom credits. */
  async function itemFor(auth: AuthContext, body: Pick<CheckoutBody, 'id' | 'amount'>): Promise<{ plan: Plan | null; subtotal: number; credits: number; description: string }> {
    if ((body.id === undefined) === (body.amount === undefined)) throw badRequest('Choose a plan or an amount of credits.');
    if (body.amount !== undefined) return { plan: null, ...customCreditsPrice(body.amount, config.billing), description: 'Custom credits' };
    const plan = await orders.plan(body.id!);
    if (!plan) throw planUnavailable();
    await assertCanMoveTo(repositories, auth.workspaceId, plan);
    return { plan, subtotal: planPrice(plan), credits: plan.credits, description: describePlan(plan) };
  }

  /** Pending → paid and everything that comes with it, in one transaction; null when it was settled already. */
  async function markPaid(orderId: string, reference: string | null, gatewaySubscription: string | null): Promise<OrderRow | null> {
    const { paid, ended } = await repositories.transaction(async ({ orders, billing, referrals }) => {
      let paid = await orders.markPaid(orderId, reference);
      if (!paid) {
        // A checkout the sweep expired, paid after all: granted once, with its coupon taken again.
        paid = await orders.markExpiredPaid(orderId, reference);
        if (paid?.coupon_id) await orders.retakeCoupon({ id: paid.id, workspace_id: paid.workspace_id, coupon_id: paid.coupon_id });
      }
      if (!paid) return { paid: null, ended: [] };
      await grantPaidOrder({ billing, referrals }, paid, config.affiliate.commissionPercent);
      const plan = paid.plan_id ? await orders.plan(paid.plan_id) : undefined;
      if (!plan || plan.billing_cycle === 'one-time') return { paid, ended: [] };
      const started = await startSubscription(orders, { workspaceId: paid.workspace_id, orderId: paid.id, plan, gateway: paid.gateway, gatewayRef: gatewaySubscription, now: new Date() });
      return { paid, ended: started.ended };
    });
    // The replaced subscription stops renewing at its gateway too, once the new one is committed.
    await stopAtGateway(ended);
    return paid;
  }

  async function stopAtGateway(ended: { gateway: string | null; gateway_ref: string | null }[]) {
    for (const subscription of ended) {
      if (!subscription.gateway || !subscription.gateway_ref) continue;
      try {
        await (await payments.gatewayFor(subscription.gateway)).cancelSubscription(subscription.gateway_ref);
      } catch {
        // The new plan is in force either way; a renewal the gateway still sends is recorded against a subscription that ended.
      }
    }
  }

  async function markFailed(order: OrderRow, message: string) {
    await repositories.transaction(async ({ orders }) => {
      const failed = await orders.markFailed(order.id, message);
      if (failed?.coupon_id) await orders.releaseCoupon({ id: failed.id, coupon_id: failed.coupon_id });
    });
  }

  /** What the gateway said, applied to the order; the checkout's answer, or the card's refusal as a 402. */
  async function settle(order: OrderRow, result: ChargeResult): Promise<CheckoutAnswer> {
    if (result.status === 'succeeded') {
      const subscription = result.subscription ?? (order.next_action as { subscription?: string } | null)?.subscription ?? null;
      await markPaid(order.id, result.reference, subscription);
      return { id: order.id };
    }
    if (result.status === 'requires_action') {
      const action = { redirect: result.redirect, purchase_token: result.clientSecret, subscription: result.subscription };
      await orders.setAction(order.id, result.reference, action);
      return { id: order.id, redirect: action.redirect, purchase_token: action.purchase_token };
    }
    await markFailed(order, result.message);
    throw new HttpError(402, result.message);
  }

  /** A repeated request's answer: what the first one's order became (waiting while it is at the gateway). */
  async function answerFor(workspaceId: string, key: string): Promise<CheckoutAnswer> {
    const deadline = Date.now() + waitMs;
    for (;;) {
      const order = await orders.orderByKey(workspaceId, key);
      if (!order) throw new HttpError(409, checkoutFailed);
      if (order.status === 'paid') return { id: order.id };
      if (order.status === 'failed' || order.status === 'canceled') throw new HttpError(402, order.failure_message ?? checkoutFailed);
      const action = order.next_action as { redirect?: string; purchase_token?: string } | null;
      if (action) return { id: order.id, ...(action.redirect ? { redirect: action.redirect } : {}), ...(action.purchase_token ? { purchase_token: action.purchase_token } : {}) };
      if (Date.now() > deadline) throw new HttpError(409, 'This payment is still being processed. Please wait a moment and look at your orders.');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }

  async function checkout(auth: AuthContext, body: CheckoutBody): Promise<CheckoutAnswer> {
    if (body.gateway !== payments.name) throw badRequest('This payment method is not available.');
    if (await orders.orderByKey(auth.workspaceId, body.idempotency_key)) return answerFor(auth.workspaceId, body.idempotency_key);
    const item = await itemFor(auth, body);
    const coupon = await couponFor(body.coupon, auth.workspaceId);
    const price = priceOf({ subtotal: item.subtotal, credits: item.credits, coupon, taxRate: config.billing.taxRate });
    const order = await repositories.transaction(async ({ orders }) => {
      const inserted = await orders.insertOrder({
        id: newId(),
        workspace_id: auth.workspaceId,
        user_id: auth.userId,
        plan_id: item.plan?.id ?? null,
        coupon_id: coupon?.id ?? null,
        amount: price.total,
        subtotal: price.subtotal,
        discount: price.discount,
        tax: price.tax,
        currency,
        credits: price.credits,
        description: item.description,
        // Nothing to charge (the free plan, a 100% coupon): no card, no gateway.
        gateway: price.total > 0 ? payments.name : null,
        gateway_ref: null,
        address: json(body.address),
        idempotency_key: body.idempotency_key,
        subscription_id: null,
      });
      // The same key's order, inserted by a request that got here first: its answer, below.
      if (!inserted) return null;
      if (coupon && !(await orders.redeemCoupon(coupon, inserted))) throw badRequest(couponRefusal(await orders.coupon(coupon.code)) ?? couponUsed);
      return inserted;
    });
    if (!order) return answerFor(auth.workspaceId, body.idempotency_key);
    if (price.total === 0) {
      await markPaid(order.id, null, null);
      return { id: order.id };
    }
    let result: ChargeResult;
    try {
      const gateway = await payments.gatewayFor(payments.name);
      result = await gateway.charge({
        orderId: order.id,
        amount: price.total,
        currency,
        description: item.description,
        idempotencyKey: `${auth.workspaceId}:${body.idempotency_key}`,
        customer: { workspaceId: auth.workspaceId, email: await orders.userEmail(auth.userId), name: body.address.name, address: body.address },
        card: body.card,
        paymentMethod: body.payment_method,
        recurring: item.plan && (item.plan.billing_cycle === 'monthly' || item.plan.billing_cycle === 'yearly') && item.plan.price > 0
          ? {
            planId: item.plan.id,
            interval: item.plan.billing_cycle === 'monthly' ? 'month' : 'year',
            // Later periods cost the plan without the coupon, as renewals here are priced (subscriptions.ts).
            renewalAmount: priceOf({ subtotal: item.subtotal, credits: item.credits, coupon: null, taxRate: config.billing.taxRate }).total,
          }
          : undefined,
        returnUrl: `/payment-callback/${order.id}/stripe`,
      });
    } catch (error) {
      // The gateway could not be reached or refused the request itself: nothing was charged.
      await markFailed(order, error instanceof HttpError ? error.message : checkoutFailed);
      throw error instanceof HttpError ? error : new HttpError(502, checkoutFailed);
    }
    return settle(order, result);
  }

  /** The payment-callback page's call: where the gateway says the payment stands now. A settled order is answered as it is. */
  async function complete(auth: AuthContext, id: string, intent: { payment_intent?: string; setup_intent?: string }): Promise<Order> {
    const order = await orders.order(auth.workspaceId, id);
    if (!order) throw new HttpError(404, 'This order does not exist.');
    // An expired checkout is asked about too: if the customer paid after all, it is granted once.
    if ((order.status === 'pending' || isExpired(order)) && order.gateway) {
      const result = await (await payments.gatewayFor(order.gateway)).confirm(order.id, intent);
      // Still waiting for the customer: the order stays pending.
      if (result.status !== 'requires_action') await settle(order, result).catch((error: unknown) => {
        if (!(error instanceof HttpError && error.statusCode === 402)) throw error;
      });
    }
    return (await orderViews(orders, [(await orders.order(auth.workspaceId, id))!]))[0]!;
  }

  return { checkout, complete, markPaid, settle, couponFor, itemFor };
}

export type Checkout = ReturnType<typeof createCheckout>;
