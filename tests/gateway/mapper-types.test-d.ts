// A resolver that leaves out a required field fails tsc (issue 21): its return is the whole
// GraphQL type or its wire-map.ts entry, never a Partial. Checked by `npm run typecheck`
// (tests/ is in tsconfig.json); vitest does not run this file.
import type { Resolvers } from '../../src/gateway/generated/resolvers';

const payout = { id: 'p', amount: 1, status: 'paid' as const, method: null, user_email: 'a@example.com', processed_at: null };

export const omitsARequiredWireField: Resolvers = {
  Mutation: {
    // @ts-expect-error created_at (required in contract/admin.ts AdminPayout) is missing
    settlePayout: async () => payout,
  },
};

export const completeWireAnswer: Resolvers = {
  Mutation: { settlePayout: async () => ({ ...payout, created_at: '2026-01-01T00:00:00.000Z' }) },
};

const plan = { id: 'p', title: 'Pro', description: '', billing_cycle: 'month', price: 1, sale_price: null, credits: 1, feature_list: [], member_cap: null, config: {} };

export const omitsANestedWireField: Resolvers = {
  Query: {
    // @ts-expect-error custom_credits.unit_price (required in contract/billing.ts CustomCreditsConfig) is missing
    billingConfig: async () => ({ gateways: [], stripe_publishable_key: null, currency: 'EUR', custom_credits: { min: 0, max: 0 } }),
  },
};

export const omitsARequiredGraphQLField: Resolvers = {
  Query: {
    // @ts-expect-error quote (required by PlanQuote, an unmapped type) is missing
    planQuote: async () => ({ plan }),
  },
};

export const completeGraphQLAnswer: Resolvers = {
  Query: { planQuote: async () => ({ plan, quote: { subtotal: 1, discount: 0, tax: 0, total: 1, currency: 'EUR', credits: 1, coupon: null } }) },
};

export const omitsAConversationWireField: Resolvers = {
  Mutation: {
    // @ts-expect-error updated_at (required in contract/library.ts Conversation) is missing
    renameConversation: async () => ({ id: 'c', title: 'Tea', cost: 0, visibility: 0, current_leaf_id: null, temporary: false, created_at: '2026-01-01T00:00:00.000Z' }),
  },
};

export const completeConversation: Resolvers = {
  Mutation: {
    renameConversation: async () => ({ id: 'c', title: 'Tea', cost: 0, visibility: 0, current_leaf_id: null, temporary: false, created_at: '2026-01-01T00:00:00.000Z', updated_at: '2026-01-01T00:00:00.000Z' }),
  },
};
