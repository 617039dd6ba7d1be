// The admin page's resolvers (docs/rest-api.md, "Admin"): GraphQL → REST, answers typed with the
// contract's schemas and returned as they come (wire-map.ts). Refusals keep the server's words (rest.ts).
import type { AdminAuditList, AdminClaimList, AdminFeedbackList, AdminPayout, AdminPayoutList, AdminUser, AdminUserDetail, AdminUserList, CreditAdjustment } from '../../../contract/admin';
import type { Wire } from '../../../contract/common';
import type { Resolvers } from '../generated/resolvers';

function pageQuery(limit?: number | null, startingAfter?: string | null, extra: Record<string, string> = {}) {
  const query = new URLSearchParams(extra);
  if (limit) query.set('limit', String(limit));
  if (startingAfter) query.set('starting_after', startingAfter);
  return query;
}

const jsonText = (value: unknown) => (value === null || value === undefined ? null : JSON.stringify(value));

export const adminResolvers: Resolvers = {
  Query: {
    adminPayouts: async (_, { status, limit, startingAfter }, { rest }) =>
      (await rest.get<Wire<typeof AdminPayoutList>>(`/admin/payouts?${pageQuery(limit, startingAfter, { status: status ?? 'pending' })}`)).data,
    adminFeedback: async (_, { limit, startingAfter }, { rest }) =>
      (await rest.get<Wire<typeof AdminFeedbackList>>(`/admin/feedback?${pageQuery(limit, startingAfter)}`)).data,
    adminFeedbackScreenshot: (_, { id }, { rest }) => rest.blob(`/admin/feedback/${encodeURIComponent(id)}/screenshot`),
    adminClaims: async (_, { limit, startingAfter }, { rest }) =>
      (await rest.get<Wire<typeof AdminClaimList>>(`/admin/claims?${pageQuery(limit, startingAfter)}`)).data,
    adminAudit: async (_, { search, limit, startingAfter }, { rest }) =>
      (await rest.get<Wire<typeof AdminAuditList>>(`/admin/audit?${pageQuery(limit, startingAfter, search ? { q: search } : {})}`)).data,
    adminUsers: async (_, { search, limit, startingAfter }, { rest }) =>
      (await rest.get<Wire<typeof AdminUserList>>(`/admin/users?${pageQuery(limit, startingAfter, search ? { q: search } : {})}`)).data,
    adminUser: (_, { id }, { rest }) => rest.get<Wire<typeof AdminUserDetail>>(`/admin/users/${encodeURIComponent(id)}`),
  },
  // The role is the user's, the workspace (and its balance) everyone's who shows it: apart, so
  // graphcache keeps one balance per workspace and a role per user.
  AdminUser: {
    workspaces: (user) => user.workspaces?.map(({ role, ...workspace }) => ({ role, workspace })) ?? null,
  },
  // The changed fields as JSON text: GraphQL has no type for any JSON, and the page only shows them.
  AdminAuditEntry: {
    before: (entry) => jsonText(entry.before),
    after: (entry) => jsonText(entry.after),
  },
  Mutation: {
    settlePayout: (_, { id, status }, { rest }) => rest.post<Wire<typeof AdminPayout>>(`/admin/payouts/${encodeURIComponent(id)}`, { status }),
    changeAdminUser: (_, { id, suspended, isAdmin }, { rest }) =>
      rest.patch<Wire<typeof AdminUser>>(`/admin/users/${encodeURIComponent(id)}`, suspended === null || suspended === undefined ? { is_admin: isAdmin } : { suspended }),
    // The answer is the workspace's new balance: graphcache puts it on the workspace the user's page shows.
    adjustWorkspaceCredits: async (_, { workspaceId, amount, reason }, { rest }) => {
      const adjusted = await rest.post<Wire<typeof CreditAdjustment>>(`/admin/workspaces/${encodeURIComponent(workspaceId)}/credits`, { amount, reason });
      return { id: adjusted.workspace_id, balance: adjusted.balance };
    },
  },
};
