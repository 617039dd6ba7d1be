// The admin page's resolvers (docs/rest-api.md, "Admin"): GraphQL → REST, answers typed with the
// contract's schemas. Refusals keep the server's words (rest.ts).
import type { AdminClaimList, AdminFeedbackList, AdminPayout as RestPayout, AdminPayoutList } from '../../../contract/admin';
import type { Wire } from '../../../contract/common';
import type { AdminPayout, Resolvers } from '../generated/resolvers';

const toPayout = (p: Wire<typeof RestPayout>): AdminPayout => ({
  id: p.id,
  amount: p.amount,
  status: p.status,
  method: p.method ? { type: p.method.type, email: p.method.email ?? null, accountHolder: p.method.account_holder ?? null, iban: p.method.iban ?? null } : null,
  userEmail: p.user_email,
  createdAt: p.created_at,
  processedAt: p.processed_at,
});

function pageQuery(limit?: number | null, startingAfter?: string | null, extra: Record<string, string> = {}) {
  const query = new URLSearchParams(extra);
  if (limit) query.set('limit', String(limit));
  if (startingAfter) query.set('starting_after', startingAfter);
  return query;
}

export const adminResolvers: Resolvers = {
  Query: {
    adminPayouts: async (_, { status, limit, startingAfter }, { rest }) =>
      (await rest.get<Wire<typeof AdminPayoutList>>(`/admin/payouts?${pageQuery(limit, startingAfter, { status: status ?? 'pending' })}`)).data.map(toPayout),
    adminFeedback: async (_, { limit, startingAfter }, { rest }) =>
      (await rest.get<Wire<typeof AdminFeedbackList>>(`/admin/feedback?${pageQuery(limit, startingAfter)}`)).data.map((f) => ({
        id: f.id, message: f.message, name: f.name, email: f.email, userEmail: f.user_email, hasScreenshot: f.has_screenshot, createdAt: f.created_at,
      })),
    adminFeedbackScreenshot: (_, { id }, { rest }) => rest.blob(`/admin/feedback/${encodeURIComponent(id)}/screenshot`),
    adminClaims: async (_, { limit, startingAfter }, { rest }) =>
      (await rest.get<Wire<typeof AdminClaimList>>(`/admin/claims?${pageQuery(limit, startingAfter)}`)).data.map((c) => ({
        id: c.id, subject: c.subject, message: c.message, userEmail: c.user_email, createdAt: c.created_at,
      })),
  },
  Mutation: {
    settlePayout: async (_, { id, status }, { rest }) => toPayout(await rest.post<Wire<typeof RestPayout>>(`/admin/payouts/${encodeURIComponent(id)}`, { status })),
  },
};
