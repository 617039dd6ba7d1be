// What a purchase costs, computed only here and only from the server's catalogue and config: a
// plan's price (its sale price when it has one), custom credits at BILLING_CREDIT_PRICE, a
// coupon's discount, and BILLING_TAX_RATE's tax on what is left. Amounts are worked in whole
// cents so that 0.1 + 0.2 never reaches an invoice; they leave here in dollars.
import { customCreditsInvalid, type Quote } from '../../contract/billing';
import type { Plan } from '../db/types';
import { badRequest } from '../lib/errors';

export const couponInvalid = 'This coupon code is not valid.';
export const couponExpired = 'This coupon has expired.';
export const couponUsed = 'This coupon has already been used.';

export interface CouponTerms {
  code: string;
  percent_off: number | null;
  amount_off: number | null;
  max_redemptions: number | null;
  redeemed_count: number;
  expires_at: Date | string | null;
}

export interface PricingConfig {
  customCreditsMin: number;
  customCreditsMax: number;
  creditPrice: number;
  taxRate: number;
}

export const currency = 'usd';

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (cents: number) => cents / 100;

/** Why the coupon cannot be used now, in the words the checkout shows; null when it can. */
export function couponRefusal(coupon: CouponTerms | undefined, now = new Date()): string | null {
  if (!coupon) return couponInvalid;
  if (coupon.expires_at !== null && new Date(coupon.expires_at).getTime() <= now.getTime()) return couponExpired;
  if (coupon.max_redemptions !== null && coupon.redeemed_count >= coupon.max_redemptions) return couponUsed;
  return null;
}

/** The price a plan sells at now: its sale price when it has one. */
export function planPrice(plan: Pick<Plan, 'price' | 'sale_price'>): number {
  return plan.sale_price ?? plan.price;
}

/** The lines of one purchase: the coupon takes its percent or amount off (never below 0), then tax is added on the rest. */
export function priceOf(input: { subtotal: number; credits: number; coupon: CouponTerms | null; taxRate: number }): Quote {
  const subtotal = cents(input.subtotal);
  const coupon = input.coupon;
  let discount = 0;
  if (coupon?.percent_off !== null && coupon?.percent_off !== undefined) discount = Math.round((subtotal * coupon.percent_off) / 100);
  else if (coupon?.amount_off !== null && coupon?.amount_off !== undefined) discount = cents(coupon.amount_off);
  discount = Math.min(Math.max(discount, 0), subtotal);
  const taxable = subtotal - discount;
  const tax = Math.round((taxable * input.taxRate) / 100);
  return {
    subtotal: dollars(subtotal),
    discount: dollars(discount),
    tax: dollars(tax),
    total: dollars(taxable + tax),
    currency,
    credits: input.credits,
    coupon: coupon
      ? { code: coupon.code, percent_off: coupon.percent_off, amount_off: coupon.amount_off }
      : null,
  };
}

/** Custom credits: a whole number within the configured bounds (a maximum of 0 is no bound), else the 400 the form shows. */
export function customCreditsPrice(amount: number, config: PricingConfig): { subtotal: number; credits: number } {
  const { customCreditsMin: min, customCreditsMax: max } = config;
  if (!Number.isInteger(amount) || amount <= 0 || amount < min || (max > 0 && amount > max)) throw badRequest(customCreditsInvalid(min, max));
  return { subtotal: dollars(cents(amount * config.creditPrice)), credits: amount };
}
