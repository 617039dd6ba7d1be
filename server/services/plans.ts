import type { Plan } from '../db/types';
import { num } from '../db/json';

/** The Plan object of docs/rest-api.md. */
export function planView(plan: Plan) {
  return {
    id: plan.id,
    title: plan.title,
    description: plan.description,
    billing_cycle: plan.billing_cycle,
    price: num(plan.price),
    sale_price: plan.sale_price === null ? null : num(plan.sale_price),
    credits: num(plan.credits),
    feature_list: plan.feature_list,
    member_cap: plan.member_cap,
    config: plan.config,
  };
}

export const freePlanId = 'plan-free';
