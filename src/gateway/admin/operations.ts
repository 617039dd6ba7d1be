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

export const AdminUserFields = graphql(`
  fragment AdminUserFields on AdminUser {
    id
    email
    firstName
    lastName
    isAdmin
    isGuest
    twoFactorEnabled
    suspendedAt
    lastLoginAt
    createdAt
  }
`);

export const AdminUsersQuery = graphql(`
  query AdminUsers($search: String, $limit: Int, $startingAfter: ID) {
    adminUsers(search: $search, limit: $limit, startingAfter: $startingAfter) { ...AdminUserFields }
  }
`);

export const AdminUserQuery = graphql(`
  query AdminUser($id: ID!) {
    adminUser(id: $id) {
      ...AdminUserFields
      usageTotal
      workspaces { role workspace { id name balance } }
      orders { id number workspaceId amount currency status createdAt }
    }
  }
`);

export const ChangeAdminUserMutation = graphql(`
  mutation ChangeAdminUser($id: ID!, $suspended: Boolean, $isAdmin: Boolean) {
    changeAdminUser(id: $id, suspended: $suspended, isAdmin: $isAdmin) { ...AdminUserFields }
  }
`);

export const AdjustWorkspaceCreditsMutation = graphql(`
  mutation AdjustWorkspaceCredits($workspaceId: ID!, $amount: Float!, $reason: String!) {
    adjustWorkspaceCredits(workspaceId: $workspaceId, amount: $amount, reason: $reason) { id balance }
  }
`);

export const SettlePayoutMutation = graphql(`
  mutation SettlePayout($id: ID!, $status: String!) {
    settlePayout(id: $id, status: $status) { ...AdminPayoutFields }
  }
`);
