// What a paid order earns its referrer. Billing calls `earnCommission` in the transaction that
// turns an order paid (checkout, a renewal), on its own handle, so the commission is committed
// with the order or not at all; the order id is the commission's key, so a repeated callback or
// webhook that finds the order paid adds nothing.
//
// The base is what the customer paid before tax (the order's amount less its tax line; coupons
// already lowered it), the commission `percent` of it rounded down to the cent. Orders of 0 (the
// free plan, lifetime's monthly credits) earn nothing.
import type { ReferralRepository } from './repository';

export interface PaidOrder {
  id: string;
  workspace_id: string;
  amount: number;
  tax: number;
}

export function commissionOf(order: Pick<PaidOrder, 'amount' | 'tax'>, percent: number): number {
  const baseCents = Math.round((order.amount - order.tax) * 100);
  return Math.max(0, Math.floor((baseCents * percent) / 100)) / 100;
}

/** Records the order's commission for the affiliate who referred its workspace's owner; the amount, or 0. */
export async function earnCommission(referrals: ReferralRepository, order: PaidOrder, percent: number): Promise<number> {
  const amount = commissionOf(order, percent);
  if (amount <= 0) return 0;
  const affiliateId = await referrals.referrerOfWorkspace(order.workspace_id);
  if (!affiliateId) return 0;
  return (await referrals.earn(order.id, affiliateId, amount)) ? amount : 0;
}
