// The admin page's part of the REST contract (docs/rest-api.md, "Admin"): withdrawal requests to
// settle, the feedback widget's reports, and the claims form's messages. Only admins reach it.
import { Type, type Static } from 'typebox';
import { ListOf, nullableString, PageQuery, stringEnum, Timestamp } from './common';
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

export type AdminPayoutListQuery = Static<typeof AdminPayoutListQuery>;
