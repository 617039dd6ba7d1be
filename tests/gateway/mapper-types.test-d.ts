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

export const omitsARequiredGraphQLField: Resolvers = {
  Query: {
    // @ts-expect-error unitPrice (required by BillingConfig.customCredits, an unmapped type) is missing
    billingConfig: async () => ({ gateways: [], stripePublishableKey: null, currency: 'EUR', customCredits: { min: 0, max: 0 } }),
  },
};
