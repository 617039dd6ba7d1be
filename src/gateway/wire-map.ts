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
import type * as transcriber from '../../contract/transcriber';
import type * as composer from '../../contract/composer';
import type * as library from '../../contract/library';
import type * as media from '../../contract/media';
import type * as voiceover from '../../contract/voiceover';
import type * as voiceIsolator from '../../contract/voice-isolator';
import type { Wire } from '../../contract/common';
import type * as workspaces from '../../contract/workspaces';
import type * as writer from '../../contract/writer';
import type * as dashboard from '../../contract/dashboard';
import type { DocumentKind } from './generated/resolvers';

export interface WireMap {
  TwoFactorSetup: Wire<typeof account.TwoFactorSetup>;
  ApiKey: Wire<typeof apiKeys.ApiKey>;
  CreatedApiKey: Wire<typeof apiKeys.CreatedApiKey>;
  AdminPayout: Wire<typeof admin.AdminPayout>;
  AdminFeedback: Wire<typeof admin.AdminFeedback>;
  AdminClaim: Wire<typeof admin.AdminClaim>;
  AdminAuditEntry: Wire<typeof admin.AdminAuditEntry>;
  /** A user in the list, or opened (then with workspaces, orders and usage). */
  AdminUser: Wire<typeof admin.AdminUser> & Partial<Pick<Wire<typeof admin.AdminUserDetail>, 'workspaces' | 'orders' | 'usage_total'>>;
  /** A workspace, or only its new balance (a credit adjustment's answer). */
  AdminWorkspace: { id: string; balance: number; name?: string };
  /** A user's role in a workspace, grouped in the gateway (REST lists them flat). */
  AdminMembership: { role: string; workspace: WireMap['AdminWorkspace'] };
  AdminUserOrder: Wire<typeof admin.AdminUserOrder>;
  Affiliate: Wire<typeof affiliate.Affiliate>;
  AffiliatePayout: Wire<typeof affiliate.Payout>;
  PayoutMethod: Wire<typeof affiliate.PayoutMethod>;
  Classification: Wire<typeof classifier.Classification>;
  Transcription: Wire<typeof transcriber.Transcription>;
  Preset: Wire<typeof catalogue.Preset>;
  Model: Wire<typeof catalogue.Model>;
  /** A model's provider with the models it offers (grouped in the gateway: REST lists models). */
  Provider: Wire<typeof catalogue.Model>['provider'] & { models: WireMap['Model'][] };
  WorkspaceSummary: Wire<typeof workspaces.WorkspaceSummary>;
  Invitation: Wire<typeof workspaces.Invitation>;
  InvitationPreview: Wire<typeof workspaces.InvitationView>;
  User: Wire<typeof account.User>;
  /** Login's answer, or signup's with its message. */
  AuthPayload: Wire<typeof account.LoginResponse> | Wire<typeof account.SignupResponse>;
  IpLocation: Wire<typeof account.IpLocation>;
  /** The workspace the account names (`me`, a cancelled subscription's answer), one read on the workspace page (`GET /workspaces/{id}` and its changes), or its billing address saved. */
  Workspace: Wire<typeof account.AccountWorkspace> | Wire<typeof workspaces.Workspace> | Wire<typeof billing.BillingWorkspace>;
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
   * screen asks for it. A path page's read carries them and `has_older`.
   */
  Conversation: Wire<typeof library.Conversation> & { messages?: WireMap['Message'][]; has_older?: boolean };
  SharedConversation: Wire<typeof library.ConversationWithMessages>;
  /** A message read with its path carries its siblings' ids; a streamed one does not. */
  Message: Wire<typeof library.Message> & { sibling_ids?: string[] };
  Attachment: Wire<typeof library.AttachmentSummary>;
  /** A document with its kind and what it was written with beside it (writer/to-document.ts). */
  WriterDocument: Wire<typeof writer.Document> & { __typename?: 'WriterDocument'; kind: DocumentKind; language: string | null; model: string };
  WorkspaceUsage: Wire<typeof dashboard.UsageDataset>;
  StoredFile: Wire<typeof media.StoredFile>;
  Voice: Wire<typeof voiceover.Voice>;
  Speech: Wire<typeof voiceover.Speech>;
  IsolatedVoice: Wire<typeof voiceIsolator.IsolatedVoice>;
  Composition: Wire<typeof composer.Composition>;
}
