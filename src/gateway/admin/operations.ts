import { graphql } from '../generated';
// The domain's code comes with its operations: a screen that runs them has it at once (index.ts).
import './domain';

// The admin page's operations (answered by the lazy admin domain); types come from `npm run codegen`.

export const AdminPayoutFields = graphql(`
  fragment AdminPayoutFields on AdminPayout {
    id
    amount
    status
    method { type email accountHolder iban }
    userEmail
    createdAt
  }
`);

export const AdminPayoutsQuery = graphql(`
  query AdminPayouts($status: String, $limit: Int, $startingAfter: ID) {
    adminPayouts(status: $status, limit: $limit, startingAfter: $startingAfter) { ...AdminPayoutFields }
  }
`);

export const AdminFeedbackQuery = graphql(`
  query AdminFeedback($limit: Int, $startingAfter: ID) {
    adminFeedback(limit: $limit, startingAfter: $startingAfter) { id message name email userEmail hasScreenshot createdAt }
  }
`);

export const AdminFeedbackScreenshotQuery = graphql(`
  query AdminFeedbackScreenshot($id: ID!) {
    adminFeedbackScreenshot(id: $id)
  }
`);

export const AdminClaimsQuery = graphql(`
  query AdminClaims($limit: Int, $startingAfter: ID) {
    adminClaims(limit: $limit, startingAfter: $startingAfter) { id subject message userEmail createdAt }
  }
`);

export const AdminAuditQuery = graphql(`
  query AdminAudit($search: String, $limit: Int, $startingAfter: ID) {
    adminAudit(search: $search, limit: $limit, startingAfter: $startingAfter) { id actorEmail action targetKind targetId before after reason createdAt }
  }
`);

export const SettlePayoutMutation = graphql(`
  mutation SettlePayout($id: ID!, $status: String!) {
    settlePayout(id: $id, status: $status) { ...AdminPayoutFields }
  }
`);
