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

export type AdminPayoutListQuery = Static<typeof AdminPayoutListQuery>;
export type AdminSearchQuery = Static<typeof AdminSearchQuery>;
