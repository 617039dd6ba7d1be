// What a resolver returns for a GraphQL type when that is not the GraphQL type itself: mostly
// the contract's REST shape, read by the executor's default resolver (`createdAt` ←
// `created_at`) and field resolvers where the shape really changes. codegen.ts makes each key
// a `mappers` entry, so a resolver that leaves out a required field of it fails tsc.
// Type-only: nothing here enters the bundle.
import type * as account from '../../contract/account';
import type * as admin from '../../contract/admin';
import type * as affiliate from '../../contract/affiliate';
import type * as apiKeys from '../../contract/api-keys';
import type * as billing from '../../contract/billing';
import type * as catalogue from '../../contract/catalogue';
import type * as classifier from '../../contract/classifier';
import type { Wire } from '../../contract/common';
import type * as workspaces from '../../contract/workspaces';
import type { Conversation } from './generated/resolvers';

export interface WireMap {
  TwoFactorSetup: Wire<typeof account.TwoFactorSetup>;
  ApiKey: Wire<typeof apiKeys.ApiKey>;
  CreatedApiKey: Wire<typeof apiKeys.CreatedApiKey>;
  AdminPayout: Wire<typeof admin.AdminPayout>;
  AdminFeedback: Wire<typeof admin.AdminFeedback>;
  AdminClaim: Wire<typeof admin.AdminClaim>;
  Affiliate: Wire<typeof affiliate.Affiliate>;
  AffiliatePayout: Wire<typeof affiliate.Payout>;
  PayoutMethod: Wire<typeof affiliate.PayoutMethod>;
  Classification: Wire<typeof classifier.Classification>;
  Preset: Wire<typeof catalogue.Preset>;
  WorkspaceSummary: Wire<typeof workspaces.WorkspaceSummary>;
  Invitation: Wire<typeof workspaces.Invitation>;
  InvitationPreview: Wire<typeof workspaces.InvitationView>;
  WorkspaceVoice: Wire<typeof workspaces.WorkspaceVoice>;
  User: Wire<typeof account.User>;
  IpLocation: Wire<typeof account.IpLocation>;
  /**
   * The workspace the account names (`me`), or one read on the workspace page (`GET /workspaces/{id}`
   * and its changes, which answer no balance: `Workspace.credits` reads it when the answer lacks it).
   */
  Workspace: Wire<typeof account.AccountWorkspace> | (Wire<typeof workspaces.Workspace> & { credits?: number });
  /** A user of the workspace with their role from its members (joined in `Workspace.people`). */
  WorkspacePerson: Wire<typeof workspaces.WorkspaceUser> & Pick<Wire<typeof workspaces.WorkspaceMember>, 'role'>;
  WorkspaceSubscription: Wire<typeof account.AccountSubscription>;
  Plan: Wire<typeof account.Plan>;
  Address: Wire<typeof billing.Address>;
  BillingConfig: Wire<typeof billing.BillingConfig>;
  CustomCreditsConfig: Wire<typeof billing.CustomCreditsConfig>;
  Quote: Wire<typeof billing.Quote>;
  AppliedCoupon: Wire<typeof billing.AppliedCoupon>;
  Precheck: Wire<typeof billing.Precheck>;
  CheckoutResult: Wire<typeof billing.CheckoutResponse>;
  Order: Wire<typeof billing.Order>;
  /**
   * A conversation from a list (history, a new or renamed one) carries no messages: leaving
   * `messages` out, not [], keeps that visible to graphcache, which fetches the path when a
   * screen asks for it.
   */
  Conversation: Omit<Conversation, 'messages' | 'hasOlderMessages'> & Partial<Pick<Conversation, 'messages' | 'hasOlderMessages'>>;
}
