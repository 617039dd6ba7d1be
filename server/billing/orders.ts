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
  // Kept: the plan and the coupon's code are joined, and the wire calls the amount `total` (SPEC's name).
  return {
    ...row,
    // Given when paid; an order that failed never had one.
    number: row.number ?? '',
    status: row.status as Order['status'],
    plan,
    total: row.amount,
    coupon,
    gateway: row.gateway ?? 'none',
    address: (row.address as Address | null) ?? null,
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
