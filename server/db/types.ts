import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { PayoutMethod, PayoutStatus } from '../../contract/affiliate';
import type { ClassificationContent } from '../../contract/classifier';

// Row types of the product's tables; a tool's own tables are in its folder
// (server/<tool>/tables.ts), which adds them to `Database` by module augmentation. Only columns
// with a database default may be left out of an insert (Generated, or a ColumnType whose insert
// type takes undefined); nullable ones are null then.
// server/db/columns.ts and tests/server/db-types.test.ts hold this against the migrations.
// numeric columns are read as numbers on both drivers (server/db/connect.ts, pglite-dialect.ts),
// so a row goes to the wire as it is; jsonb is written as a JSON string (see db/json.ts).

type Timestamp = ColumnType<Date, Date | string, Date | string>;
type CreatedAt = Generated<Date>;
type Numeric = ColumnType<number, string | number, string | number>;
/** A numeric column with a default (0): may be left out of an insert. */
type NumericOrDefault = ColumnType<number, string | number | undefined, string | number>;
type Json<T = unknown> = ColumnType<T, string | undefined, string>;
type JsonOrNull<T = unknown> = ColumnType<T | null, string | null | undefined, string | null>;
type Owned = { id: string; workspace_id: string; user_id: string; title: Generated<string>; created_at: CreatedAt; updated_at: CreatedAt };
type Output = { status: Generated<number>; output_file: JsonOrNull };

export interface UsersTable {
  id: string;
  email: string | null;
  password_hash: string | null;
  first_name: Generated<string>;
  last_name: Generated<string>;
  is_admin: Generated<boolean>;
  is_guest: Generated<boolean>;
  current_workspace_id: string | null;
  ip: string | null;
  latitude: number | null;
  longitude: number | null;
  email_verified_at: Timestamp | null;
  /** Carried by every login token; a password change or reset bumps it (migration 0018). */
  token_version: Generated<number>;
  /** Base32 TOTP secret: pending while two_factor_enabled_at is null. */
  two_factor_secret: string | null;
  two_factor_enabled_at: Timestamp | null;
  /** The last 30-second step a code was accepted for: a code works once. */
  two_factor_last_step: number | null;
  verification_sent_at: Timestamp | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** Set by an admin: the user's tokens and API keys are refused until it is cleared (migration 0030). */
  suspended_at: Timestamp | null;
  last_login_at: Timestamp | null;
}

export interface WorkspacesTable {
  id: string;
  name: string;
  owner_id: string;
  openai_api_key: string | null;
  anthropic_api_key: string | null;
  is_eligible_for_free_plan: Generated<boolean>;
  address: JsonOrNull;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface WorkspaceMembersTable {
  workspace_id: string;
  user_id: string;
  role: 'owner' | 'member';
  created_at: CreatedAt;
  /** New at every joining: login tokens name it, so one from before a removal is refused after a re-join. */
  membership_id: Generated<string>;
}

export interface InvitationsTable {
  id: string;
  workspace_id: string;
  email: string;
  invited_by: string | null;
  created_at: CreatedAt;
}

export interface PlanConfig {
  assistants?: string[] | null;
  voiceover?: { clone_cap: number | null };
}

export interface PlansTable {
  id: string;
  title: string;
  description: Generated<string>;
  billing_cycle: 'monthly' | 'yearly' | 'lifetime' | 'one-time';
  price: Numeric;
  sale_price: Numeric | null;
  credits: NumericOrDefault;
  feature_list: Json<{ title: string }[]>;
  member_cap: number | null;
  config: Json<PlanConfig>;
  is_active: Generated<boolean>;
  sort: Generated<number>;
  created_at: CreatedAt;
}

export interface SubscriptionsTable {
  id: string;
  workspace_id: string;
  plan_id: string;
  status: Generated<'active' | 'canceled'>;
  renews_at: Timestamp | null;
  canceled_at: Timestamp | null;
  created_at: CreatedAt;
  /** Migration 0014-billing: the gateway that renews it ('sandbox', 'stripe'; null: free, no gateway) and its reference there. */
  gateway: string | null;
  gateway_ref: string | null;
  /** Where the paid period ends; null: it never ends (the free plan, lifetime). */
  current_period_end: Timestamp | null;
  /** Migration 0016: since when the gateway could not charge a renewal (null: paid up). */
  past_due_since: Timestamp | null;
}

export interface OrdersTable {
  id: string;
  workspace_id: string;
  user_id: string;
  plan_id: string | null;
  coupon_id: string | null;
  amount: Numeric;
  currency: Generated<string>;
  credits: NumericOrDefault;
  status: Generated<string>;
  gateway: string | null;
  gateway_ref: string | null;
  address: JsonOrNull;
  created_at: CreatedAt;
  updated_at: CreatedAt;
  /** Migration 0014-billing: ATL-000123, given when the order is paid. */
  number: string | null;
  /** The browser's key for one checkout attempt, unique per workspace. */
  idempotency_key: string | null;
  subtotal: NumericOrDefault;
  discount: NumericOrDefault;
  tax: NumericOrDefault;
  description: Generated<string>;
  failure_message: string | null;
  paid_at: Timestamp | null;
  /** What a repeated checkout answers while the card waits for authentication. */
  next_action: JsonOrNull<{ redirect?: string; purchase_token?: string }>;
  subscription_id: string | null;
}

/** Migration 0014-billing: each payment gateway event (a Stripe webhook's) handled once. */
export interface PaymentEventsTable {
  id: string;
  gateway: string;
  type: Generated<string>;
  processed_at: CreatedAt;
}

export interface CouponsTable {
  id: string;
  code: string;
  percent_off: Numeric | null;
  amount_off: Numeric | null;
  max_redemptions: number | null;
  redeemed_count: Generated<number>;
  expires_at: Timestamp | null;
  created_at: CreatedAt;
  /** Migration 0025: a workspace may use it once (coupon_uses). */
  once_per_workspace: Generated<boolean>;
  /** Migration 0025: a seeded demo coupon, taken only by the sandbox gateway. */
  demo: Generated<boolean>;
}

/** Migration 0025: a workspace's one use of a once-per-workspace coupon, and the order that took it. */
export interface CouponUsesTable {
  coupon_id: string;
  workspace_id: string;
  order_id: string;
  created_at: CreatedAt;
}

export interface CreditLedgerTable {
  id: string;
  workspace_id: string;
  delta: Numeric;
  reason: string;
  usage_id: string | null;
  order_id: string | null;
  created_at: CreatedAt;
}

/** Migration 0020-credit-reservations: credits held by a paid call under way (server/billing/reservations.ts). */
export interface CreditReservationsTable {
  id: string;
  workspace_id: string;
  amount: Numeric;
  /** What holds it: 'conversation', 'document', 'code', 'classification', 'api', … */
  resource_kind: string;
  created_at: CreatedAt;
  /** Pushed forward while its process runs the call; past it, the hold no longer counts. */
  expires_at: Timestamp;
}

export interface UsageTable {
  id: string;
  workspace_id: string;
  user_id: string;
  model: string;
  provider: string;
  input_tokens: Generated<number>;
  output_tokens: Generated<number>;
  units: NumericOrDefault;
  cost: NumericOrDefault;
  byok: Generated<boolean>;
  resource_kind: string | null;
  resource_id: string | null;
  created_at: CreatedAt;
}

export interface ConversationsTable extends Owned {
  visibility: Generated<number>;
  assistant_id: string | null;
  /** Migration 0004-assistants: never listed in the history. */
  temporary: Generated<boolean>;
  /** Migration 0002-branches: where the user's chosen path through the message tree ends. */
  current_leaf_id: Generated<string | null>;
}

export interface MessagesTable {
  id: string;
  conversation_id: string;
  parent_id: string | null;
  role: 'user' | 'assistant';
  content: Generated<string>;
  reasoning: Generated<string>;
  model: string | null;
  assistant_id: string | null;
  quote: string | null;
  /** The last tool call of the reply (SPEC's `call`); `calls` has them all. */
  call: JsonOrNull<ToolCall>;
  is_processing: Generated<boolean>;
  /** Migration 0005-resume. */
  is_incomplete: Generated<boolean>;
  owner: string | null;
  heartbeat_at: Timestamp | null;
  /** Migration 0006-attachments: a summary of the files the user attached. */
  attachments: ColumnType<AttachmentSummary[], string | undefined, string>;
  /** Migration 0007-tool-calls: every tool call of the reply, in the order the model made them. */
  calls: ColumnType<ToolCall[], string | undefined, string>;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface ToolCall {
  name: string;
  arguments: string;
  result: string;
}

export interface AttachmentSummary {
  id: string;
  name: string;
  mime: string;
  size: number;
}

/** Migration 0006-attachments: an attached file; its bytes in the row, or (0009) in the file store when null. */
export interface AttachmentsTable {
  id: string;
  workspace_id: string;
  message_id: string | null;
  name: string;
  mime: string;
  size: number;
  data: Buffer | null;
  extracted_text: string | null;
  created_at: CreatedAt;
}

/** Migration 0002-branches: one thumbs up or down per user and conversation. */
export interface FeedbackTable {
  id: string;
  conversation_id: string;
  workspace_id: string;
  user_id: string;
  value: 'up' | 'down';
  message: string | null;
  created_at: CreatedAt;
  updated_at: CreatedAt;
}

export interface DocumentsTable extends Owned {
  preset_id: string | null;
  content: Generated<string>;
  params: Json<Record<string, unknown>>;
  status: Generated<number>;
  /** Migration 0013-documents: a document is written as a live job (server/lib/live). */
  is_processing: Generated<boolean>;
  is_incomplete: Generated<boolean>;
  owner: string | null;
  heartbeat_at: Timestamp | null;
}

export interface ImagesTable extends Owned, Output {
  model: string;
  params: Json<Record<string, unknown>>;
  state: Generated<number>;
  visibility: Generated<number>;
}

export interface SpeechesTable extends Owned, Output {
  voice_id: string | null;
  prompt: string;
  /** Migration 0029-voiceover: the speech job's state (contract/media.ts jobState), progress, failure and cost. */
  state: Generated<number>;
  progress: Generated<number>;
  error: string | null;
  cost: NumericOrDefault;
}

export interface VoicesTable {
  id: string;
  /** null for the voices every workspace can use. */
  workspace_id: string | null;
  user_id: string | null;
  name: string;
  visibility: Generated<number>;
  locale: string | null;
  gender: string | null;
  sample_file: JsonOrNull;
  profile: JsonOrNull;
  created_at: CreatedAt;
  /** Migration 0029-voiceover: who speaks it (server/engines/speech), and for a clone how it was made. */
  engine: Generated<string>;
  model: Generated<string>;
  engine_voice: Generated<string>;
  clone: 'profile' | 'hosted' | null;
  sort: Generated<number>;
  enabled: Generated<boolean>;
  /** False while the clone is being made: it counts against the cap and is listed nowhere. */
  ready: Generated<boolean>;
}

export interface TranscriptionsTable extends Owned, Output {
  model: string | null;
  input_file: JsonOrNull;
  content: JsonOrNull<{ text: string; segments: { start: number; end: number; text: string }[] }>;
  /** Migration 0031-transcriber: the transcription job's state (contract/media.ts jobState), progress, failure and cost. */
  state: Generated<number>;
  progress: Generated<number>;
  error: string | null;
  cost: NumericOrDefault;
}

export interface IsolatedVoicesTable extends Owned, Output {
  input_file: JsonOrNull;
  /** Migration 0032-voice-isolator: the model that cleans it, the job's state (contract/media.ts jobState), progress, failure and cost. */
  model: Generated<string>;
  state: Generated<number>;
  progress: Generated<number>;
  error: string | null;
  cost: NumericOrDefault;
}

export interface ClassificationsTable extends Owned, Output {
  input: string;
  /** What the classifier found (contract/classifier.ts); null only for a row written before it ran. */
  content: JsonOrNull<ClassificationContent>;
}

export interface CompositionsTable extends Owned, Output {
  prompt: string;
  /** The tags joined with ", " (a tag holds no comma). */
  tags: string | null;
  instrumental: Generated<boolean>;
  model: string | null;
  /** Migration 0033-composer: the composition job's state (contract/media.ts jobState), progress, failure and cost, the length asked for, the engine's note and the WAV beside the MP3. */
  state: Generated<number>;
  progress: Generated<number>;
  error: string | null;
  cost: NumericOrDefault;
  duration: Generated<number>;
  note: string | null;
  wav_file: JsonOrNull;
}

export interface PresetsTable {
  id: string;
  category_id: string | null;
  title: string;
  description: Generated<string>;
  image: string | null;
  template: Generated<string>;
  locale: Generated<string>;
  is_active: Generated<boolean>;
  created_at: CreatedAt;
}

export interface CategoriesTable {
  id: string;
  title: string;
  type: Generated<string>;
  sort: Generated<number>;
}

export interface PromptsTable {
  id: string;
  title: string;
  description: Generated<string>;
  image: string | null;
  content: string;
  created_at: CreatedAt;
}

export interface AssistantsTable {
  id: string;
  name: string;
  expertise: Generated<string>;
  description: Generated<string>;
  model: string | null;
  instructions: Generated<string>;
  avatar: string | null;
  sort: Generated<number>;
  created_at: CreatedAt;
}

export interface ModelsTable {
  key: string;
  name: string;
  provider: 'local' | 'openai' | 'anthropic' | 'elevenlabs';
  description: Generated<string>;
  type: 'llm' | 'image' | 'transcription' | 'video' | 'voice-isolation' | 'speech' | 'classification' | 'music';
  modalities: Json<{ input: string[]; output?: string[] }>;
  capabilities: Json<string[]>;
  config: Json<Record<string, unknown>>;
  is_enabled: Generated<boolean>;
  input_cost_per_1k: NumericOrDefault;
  output_cost_per_1k: NumericOrDefault;
  sort: Generated<number>;
  created_at: CreatedAt;
}

export interface AffiliatesTable {
  id: string;
  user_id: string;
  code: string;
  payout_method: JsonOrNull;
  created_at: CreatedAt;
}

export interface PayoutsTable {
  id: string;
  affiliate_id: string;
  amount: Numeric;
  status: Generated<PayoutStatus>;
  created_at: CreatedAt;
  /** Migration 0019-affiliate: the payout method as it was when the withdrawal was asked for. */
  method: JsonOrNull<PayoutMethod>;
  /** When an operator marked it paid or rejected. */
  processed_at: Timestamp | null;
}

/** Migration 0019-affiliate: who brought a user, recorded at signup. */
export interface AffiliateReferralsTable {
  user_id: string;
  affiliate_id: string;
  created_at: CreatedAt;
}

/** Migration 0019-affiliate: the commission one paid order earned its referrer, once per order. */
export interface AffiliateCommissionsTable {
  order_id: string;
  affiliate_id: string;
  amount: Numeric;
  created_at: CreatedAt;
}

export interface ApiKeysTable {
  id: string;
  user_id: string;
  /** The workspace the key acts in (migration 0017). */
  workspace_id: string;
  name: Generated<string>;
  key_hash: string;
  prefix: string;
  last_used_at: Timestamp | null;
  created_at: CreatedAt;
}

/** Single-use secrets (mailed links, the login's 2FA challenge), by their sha256 (migration 0018). */
export interface AccountLinksTable {
  token_hash: string;
  user_id: string;
  kind: 'verify-email' | 'password-reset' | 'login-2fa' | 'undo-2fa';
  /** The address the link was mailed to: a verification link confirms it; a reset link works only while it is the account's. */
  email: string | null;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface RecoveryCodesTable {
  id: string;
  user_id: string;
  code_hash: string;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

/** Login tokens ended by logout, by their sha256, until they would have expired. */
export interface RevokedTokensTable {
  token_hash: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface ClaimsTable {
  id: string;
  user_id: string;
  workspace_id: string;
  subject: string;
  message: string;
  created_at: CreatedAt;
}

/** The feedback form's messages (the `feedback` table is about chat replies). */
export interface SiteFeedbackTable {
  id: string;
  user_id: string;
  workspace_id: string;
  name: string | null;
  email: string | null;
  message: string;
  screenshot: Buffer | null;
  screenshot_type: string | null;
  created_at: CreatedAt;
}

export interface MailOutboxTable {
  id: string;
  to_email: string;
  subject: string;
  /** The mail with every secret it declared replaced by `[link removed]` (server/lib/mailer.ts). */
  text: string;
  html: string | null;
  sent_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface CaptchaSpentTable {
  /** The challenge signature: unique per challenge, so a payload can be used once. */
  signature: string;
  expires_at: Timestamp;
  created_at: CreatedAt;
}

export interface LoginThrottleTable {
  /** sha256 of the scope and what it counts (email, email at an address, address). */
  key: string;
  scope: 'account' | 'account-address' | 'address';
  failures: number;
  /** Attempts are refused until then; null while the failures are within the free allowance. */
  blocked_until: Timestamp | null;
  /** When the counter is forgotten. */
  expires_at: Timestamp;
}

export interface Database {
  users: UsersTable;
  workspaces: WorkspacesTable;
  workspace_members: WorkspaceMembersTable;
  invitations: InvitationsTable;
  plans: PlansTable;
  subscriptions: SubscriptionsTable;
  orders: OrdersTable;
  coupons: CouponsTable;
  coupon_uses: CouponUsesTable;
  credit_ledger: CreditLedgerTable;
  credit_reservations: CreditReservationsTable;
  usage: UsageTable;
  conversations: ConversationsTable;
  messages: MessagesTable;
  feedback: FeedbackTable;
  documents: DocumentsTable;
  code_documents: DocumentsTable;
  images: ImagesTable;
  videos: ImagesTable;
  speeches: SpeechesTable;
  voices: VoicesTable;
  transcriptions: TranscriptionsTable;
  isolated_voices: IsolatedVoicesTable;
  classifications: ClassificationsTable;
  compositions: CompositionsTable;
  presets: PresetsTable;
  categories: CategoriesTable;
  prompts: PromptsTable;
  assistants: AssistantsTable;
  models: ModelsTable;
  affiliates: AffiliatesTable;
  payouts: PayoutsTable;
  affiliate_referrals: AffiliateReferralsTable;
  affiliate_commissions: AffiliateCommissionsTable;
  api_keys: ApiKeysTable;
  mail_outbox: MailOutboxTable;
  account_links: AccountLinksTable;
  recovery_codes: RecoveryCodesTable;
  revoked_tokens: RevokedTokensTable;
  claims: ClaimsTable;
  site_feedback: SiteFeedbackTable;
  captcha_spent: CaptchaSpentTable;
  attachments: AttachmentsTable;
  login_throttle: LoginThrottleTable;
  payment_events: PaymentEventsTable;
}

export type User = Selectable<UsersTable>;
export type Workspace = Selectable<WorkspacesTable>;
export type Plan = Selectable<PlansTable>;
export type OrderRow = Selectable<OrdersTable>;
export type Coupon = Selectable<CouponsTable>;
export type Model = Selectable<ModelsTable>;
export type Conversation = Selectable<ConversationsTable>;
export type Classification = Selectable<ClassificationsTable>;
/** A writer's or a coder's document (both tables have this shape). */
export type Document = Selectable<DocumentsTable>;
export type Message = Selectable<MessagesTable>;
export type NewMessage = Insertable<MessagesTable>;
export type MessageUpdate = Updateable<MessagesTable>;
