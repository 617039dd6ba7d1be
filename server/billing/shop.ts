// Billing's domain services (server/billing/domain.ts): the plans on sale and their quotes,
// custom credits, checkout and the payment callback, the orders, the subscription, the
// workspace's billing address, renewals, and what a gateway's webhook needs (settle an order,
// record a renewal, handle an event once). The balance and plan checks other domains use stay in
// service.ts, built by them on their own handle.
import type { Address, Precheck } from '../../contract/billing';
import { paymentGateways } from '../../contract/billing-limits';
import type { Config } from '../config';
import type { DB } from '../db/connect';
import { HttpError } from '../lib/errors';
import type { AuthContext } from '../lib/auth-context';
import type { ChargeResult } from '../payments/gateway';
import { createPayments, type Payments } from '../payments/index';
import { isSandboxPageKey } from '../payments/sandbox';
import { createCheckout, isExpired, planUnavailable } from './checkout';
import { receiveGatewayEvent } from './gateway-events';
import { gatewayEventsRepository } from './gateway-events-repository';
import { findOrder, getOrder, orderNotFound, orderViews } from './orders';
import { sellingRepositories } from './orders-repository';
import { customCreditsPrice, planPrice, priceOf } from './pricing';
import { sandboxPage } from './sandbox-page';
import { createBillingService } from './service';
import { precheck, recordFailedRenewal, recordRenewal, renewDue } from './subscriptions';

export function createShopService({ db, config, payments = createPayments(config) }: { db: DB; config: Config; payments?: Payments }) {
  const repositories = sellingRepositories(db);
  const { orders, billing } = repositories;
  const checkout = createCheckout({ repositories, payments, config });
  const account = createBillingService(billing);
  const renewalTerms = { taxRate: config.billing.taxRate, commissionPercent: config.affiliate.commissionPercent };

  async function plan(id: string) {
    const found = await orders.plan(id);
    if (!found) throw planUnavailable();
    return found;
  }

  /** Only the owner changes what the workspace pays with; another workspace's is not found. */
  async function assertOwner(auth: AuthContext, workspaceId: string) {
    const role = (await orders.role(workspaceId, auth.userId))?.role;
    if (!role || workspaceId !== auth.workspaceId) throw new HttpError(404, 'This workspace does not exist.');
    if (role !== 'owner') throw new HttpError(403, 'Only the workspace owner can change its billing.');
  }

  return {
    payments,

    config: () => ({
      gateways: paymentGateways.filter((name) => name === payments.name),
      stripe_publishable_key: payments.name === 'stripe' ? (config.stripePublishableKey ?? null) : null,
      currency: 'usd',
      custom_credits: { min: config.billing.customCreditsMin, max: config.billing.customCreditsMax, unit_price: config.billing.creditPrice },
    }),

    async plans(query: { limit?: number; starting_after?: string; billing_cycle?: string }) {
      const rows = await orders.plans({ limit: query.limit ?? 25, after: query.starting_after, cycle: query.billing_cycle });
      return { object: 'list' as const, data: rows };
    },

    /** A plan and what it costs now; a coupon that cannot be used is a 400 with its reason. */
    async quote(id: string, coupon?: string) {
      const found = await plan(id);
      const terms = await checkout.couponFor(coupon);
      return { ...found, quote: priceOf({ subtotal: planPrice(found), credits: found.credits, coupon: terms, taxRate: config.billing.taxRate }) };
    },

    async customCredits(amount: number, coupon?: string) {
      const item = customCreditsPrice(amount, config.billing);
      return priceOf({ ...item, coupon: await checkout.couponFor(coupon), taxRate: config.billing.taxRate });
    },

    async precheck(auth: AuthContext, id: string): Promise<Precheck> {
      return precheck(orders, auth.workspaceId, await plan(id));
    },

    checkout: checkout.checkout,
    complete: checkout.complete,

    async orders(auth: AuthContext, query: { limit?: number; starting_after?: string }) {
      return { object: 'list' as const, data: await orderViews(orders, await orders.orders(auth.workspaceId, { limit: query.limit ?? 25, after: query.starting_after })) };
    },
    orderCount: async (auth: AuthContext) => ({ count: await orders.orderCount(auth.workspaceId) }),
    order: (auth: AuthContext, id: string) => getOrder(orders, auth.workspaceId, id),
    /** The order row itself, for the invoice. */
    orderRow: (auth: AuthContext, id: string) => findOrder(orders, auth.workspaceId, id),

    /** A paid order's invoice as a PDF, made out to the workspace's billing address (else the one given at checkout). */
    async invoice(auth: AuthContext, id: string): Promise<{ filename: string; pdf: Uint8Array }> {
      const order = await getOrder(orders, auth.workspaceId, id);
      if (order.status !== 'paid') throw new HttpError(404, 'This order has no invoice: it was not paid.');
      const workspace = await orders.workspace(auth.workspaceId);
      const email = await orders.userEmail(auth.userId);
      const billed = { ...order, address: (workspace?.address as Address | null) ?? order.address };
      // pdf-lib and its font library load with the first invoice, not with every server start.
      const { invoiceFromOrder, renderInvoice } = await import('./invoice-pdf');
      const pdf = await renderInvoice(invoiceFromOrder(billed, { seller: config.billingSeller, buyerName: workspace?.name ?? '', buyerEmail: email }));
      return { filename: `invoice-${order.number}.pdf`, pdf };
    },

    /**
     * Stops renewal (at the gateway too); the plan stays until its period ends. Lifetime never ends,
     * so there is nothing to cancel. Answers the workspace as the account reads it, so the billing
     * page shows the cancelled plan from the answer.
     */
    async cancelSubscription(auth: AuthContext) {
      await assertOwner(auth, auth.workspaceId);
      const subscription = await orders.subscription(auth.workspaceId);
      if (!subscription || subscription.canceled_at !== null || subscription.renews_at === null || subscription.billing_cycle === 'lifetime') throw new HttpError(404, 'Your workspace has no subscription to cancel.');
      if (subscription.gateway && subscription.gateway_ref) await (await payments.gatewayFor(subscription.gateway)).cancelSubscription(subscription.gateway_ref);
      await orders.stopRenewal(subscription.id);
      return account.accountWorkspace((await orders.workspace(auth.workspaceId))!);
    },

    async setAddress(auth: AuthContext, workspaceId: string, address: Address) {
      await assertOwner(auth, workspaceId);
      await orders.setAddress(workspaceId, address);
      const workspace = (await orders.workspace(workspaceId))!;
      return { id: workspace.id, name: workspace.name, owner_id: workspace.owner_id, address: workspace.address as Address | null };
    },

    /** The sandbox's authentication page, for whoever holds the key checkout put in its address. */
    async sandboxPage(orderId: string, key: string | undefined): Promise<string> {
      const order = key && isSandboxPageKey(config.jwtSecret, orderId, key) ? await orders.orderById(orderId) : undefined;
      if (!order || order.gateway !== 'sandbox') throw orderNotFound();
      return sandboxPage({ id: order.id, description: order.description, total: order.amount, currency: order.currency });
    },

    isEligibleForFreePlan: (workspaceId: string) => billing.isEligibleForFreePlan(workspaceId),

    renewDue: (now?: Date) => renewDue(repositories, renewalTerms, now),

    // For a gateway's webhook (server/payments/stripe.ts): each is safe to call twice.
    /** What the gateway says became of an order (found by the id it was charged with). */
    async settleOrder(orderId: string, result: ChargeResult) {
      const order = await orders.orderById(orderId);
      if (!order || !(order.status === 'pending' || isExpired(order))) return;
      await checkout.settle(order, result).catch((error: unknown) => {
        if (!(error instanceof HttpError && error.statusCode === 402)) throw error;
      });
    },
    recordRenewal: (gateway: string, subscriptionRef: string, reference: string) => recordRenewal(repositories, renewalTerms, gateway, subscriptionRef, reference),
    recordFailedRenewal: (gateway: string, subscriptionRef: string, reference: string, attempt: number, message: string) =>
      recordFailedRenewal(repositories, config.billing, { gateway, subscriptionRef, reference, attempt, message }),
    /** True the first time an event id is seen. */
    recordEvent: (id: string, gateway: string, type: string) => orders.recordEvent(id, gateway, type),
    /** A gateway's webhook call (webhook-routes.ts): verified by the gateway, each event applied once (gateway-events.ts). */
    receiveWebhook(gateway: string, body: Buffer, signature: string | undefined) {
      return receiveGatewayEvent({ payments, billing: this, events: gatewayEventsRepository(db) }, gateway, body, signature);
    },
  };
}

export type ShopService = ReturnType<typeof createShopService>;
