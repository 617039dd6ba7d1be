// The admin page's part of the REST contract (docs/rest-api.md, "Admin"): withdrawal requests to
// settle, the feedback widget's reports, and the claims form's messages. Only admins reach it.
import { Type, type Static } from 'typebox';
import { Json, ListOf, nullableString, PageQuery, SearchQuery, stringEnum, Timestamp } from './common';
import { PayoutMethod, payoutStatuses } from './affiliate';

export * from './admin-limits';

export const AdminPayoutListQuery = Type.Object({ ...PageQuery.properties, status: Type.Optional(stringEnum(payoutStatuses, { title: 'The status' })) });

/** A withdrawal as the operator needs it to send the money: who asked, and where to pay. */
export const AdminPayout = Type.Object({
  id: Type.String(),
  amount: Type.Number(),
  status: stringEnum(payoutStatuses),
  method: Type.Union([PayoutMethod, Type.Null()]),
  user_email: nullableString(),
  created_at: Timestamp,
  processed_at: Type.Union([Timestamp, Type.Null()]),
});
export const AdminPayoutList = ListOf(AdminPayout);

export const SettlePayoutBody = Type.Object({ status: stringEnum(['paid', 'rejected'] as const, { title: 'The status' }) });

export const AdminFeedback = Type.Object({
  id: Type.String(),
  message: Type.String(),
  name: nullableString(),
  email: nullableString(),
  user_email: nullableString(),
  has_screenshot: Type.Boolean(),
  created_at: Timestamp,
});
export const AdminFeedbackList = ListOf(AdminFeedback);

export const AdminClaim = Type.Object({
  id: Type.String(),
  subject: Type.String(),
  message: Type.String(),
  user_email: nullableString(),
  created_at: Timestamp,
});
export const AdminClaimList = ListOf(AdminClaim);

/** A search over a list: free text matched as the list says (an audit entry: its action, target or actor's email). */
export const AdminSearchQuery = Type.Object({ ...PageQuery.properties, q: Type.Optional(SearchQuery) });

/** One admin change as the audit log keeps it: never edited, so the wire shape is the row. */
export const AdminAuditEntry = Type.Object({
  id: Type.String(),
  actor_email: Type.String(),
  action: Type.String(),
  target_kind: Type.String(),
  target_id: Type.String(),
  before: Json,
  after: Json,
  reason: nullableString(),
  created_at: Timestamp,
});
export const AdminAuditList = ListOf(AdminAuditEntry);

/** A user as an admin finds them in the list: who, whether suspended or an admin, when last seen. */
export const AdminUser = Type.Object({
  id: Type.String(),
  email: nullableString(),
  first_name: Type.String(),
  last_name: Type.String(),
  is_admin: Type.Boolean(),
  is_guest: Type.Boolean(),
  two_factor_enabled: Type.Boolean(),
  suspended_at: Type.Union([Timestamp, Type.Null()]),
  last_login_at: Type.Union([Timestamp, Type.Null()]),
  created_at: Timestamp,
});
export const AdminUserList = ListOf(AdminUser);

export const AdminUserWorkspace = Type.Object({ id: Type.String(), name: Type.String(), role: Type.String(), balance: Type.Number() });
export const AdminUserOrder = Type.Object({
  id: Type.String(),
  number: nullableString(),
  workspace_id: Type.String(),
  amount: Type.Number(),
  currency: Type.String(),
  status: Type.String(),
  created_at: Timestamp,
});

/** One user opened: their workspaces with each balance, their latest orders, and what they spent in credits. */
export const AdminUserDetail = Type.Object({
  ...AdminUser.properties,
  workspaces: Type.Array(AdminUserWorkspace),
  orders: Type.Array(AdminUserOrder),
  usage_total: Type.Number(),
});

/** One change at a time: suspend or restore, make or remove an admin. */
export const AdminUserChange = Type.Object({
  suspended: Type.Optional(Type.Boolean({ title: 'Suspended' })),
  is_admin: Type.Optional(Type.Boolean({ title: 'Admin' })),
});

/** Credits given (positive) or taken away (negative), with the reason the ledger keeps. */
export const CreditAdjustmentBody = Type.Object({
  amount: Type.Number({ title: 'The amount', minimum: -1_000_000, maximum: 1_000_000 }),
  reason: Type.String({ title: 'The reason', minLength: 1, maxLength: 500 }),
});
export const CreditAdjustment = Type.Object({ workspace_id: Type.String(), balance: Type.Number(), delta: Type.Number(), reason: Type.String() });

/** A workspace as an admin finds it: who owns it, how many members, its plan in force and balance. */
export const AdminWorkspaceRow = Type.Object({
  id: Type.String(),
  name: Type.String(),
  owner_id: Type.String(),
  owner_email: nullableString(),
  balance: Type.Number(),
  member_count: Type.Number(),
  plan_title: nullableString(),
  created_at: Timestamp,
});
export const AdminWorkspaceList = ListOf(AdminWorkspaceRow);

export const AdminWorkspaceMember = Type.Object({ id: Type.String(), email: nullableString(), first_name: Type.String(), last_name: Type.String(), role: Type.String() });

/** One workspace opened: its members and latest orders besides. */
export const AdminWorkspaceDetail = Type.Object({
  ...AdminWorkspaceRow.properties,
  members: Type.Array(AdminWorkspaceMember),
  orders: Type.Array(AdminUserOrder),
});

export type AdminPayoutListQuery = Static<typeof AdminPayoutListQuery>;
export type AdminSearchQuery = Static<typeof AdminSearchQuery>;
