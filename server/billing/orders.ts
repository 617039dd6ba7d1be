// The Order object of docs/rest-api.md (receipt and invoice data), and the workspace's orders:
// newest first, pending ones left out, one by id. Another workspace's order does not exist.
import type { Address, Order } from '../../contract/billing';
import type { OrderRow, Plan } from '../db/types';
import { notFound } from '../lib/errors';
import type { OrdersRepository } from './orders-repository';

export const orderNotFound = () => notFound('This order does not exist.');

/** Orders with their plans and coupon codes, read in two queries for a whole page. */
export async function orderViews(orders: OrdersRepository, rows: OrderRow[]): Promise<Order[]> {
  const plans = new Map((await orders.plansByIds([...new Set(rows.flatMap((row) => row.plan_id ?? []))])).map((plan) => [plan.id, plan]));
  const coupons = new Map((await orders.couponCodes([...new Set(rows.flatMap((row) => row.coupon_id ?? []))])).map((coupon) => [coupon.id, coupon.code]));
  return rows.map((row) => orderView(row, row.plan_id ? (plans.get(row.plan_id) ?? null) : null, row.coupon_id ? (coupons.get(row.coupon_id) ?? null) : null));
}

export function orderView(row: OrderRow, plan: Plan | null, coupon: string | null): Order {
  return {
    id: row.id,
    // Given when paid; an order that failed never had one.
    number: row.number ?? '',
    created_at: row.created_at,
    status: row.status as Order['status'],
    failure_message: row.failure_message,
    plan,
    description: row.description,
    credits: row.credits,
    subtotal: row.subtotal,
    discount: row.discount,
    tax: row.tax,
    total: row.amount,
    currency: row.currency,
    coupon,
    gateway: row.gateway ?? 'none',
    address: (row.address as Address | null) ?? null,
    paid_at: row.paid_at,
  };
}

export async function findOrder(orders: OrdersRepository, workspaceId: string, id: string): Promise<OrderRow> {
  const row = await orders.order(workspaceId, id);
  if (!row) throw orderNotFound();
  return row;
}

export async function getOrder(orders: OrdersRepository, workspaceId: string, id: string): Promise<Order> {
  return (await orderViews(orders, [await findOrder(orders, workspaceId, id)]))[0]!;
}
