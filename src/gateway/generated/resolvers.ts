import type { GraphQLResolveInfo, GraphQLScalarType, GraphQLScalarTypeConfig } from 'graphql';
import type { GatewayContext } from '../context';
export type Maybe<T> = T | null;
export type InputMaybe<T> = Maybe<T>;
export type Omit<T, K extends keyof T> = Pick<T, Exclude<keyof T, K>>;
export type RequireFields<T, K extends keyof T> = Omit<T, K> & { [P in K]-?: NonNullable<T[P]> };
/** All built-in and custom scalars, mapped to their actual values */
export type Scalars = {
  ID: { input: string; output: string; }
  String: { input: string; output: string; }
  Boolean: { input: boolean; output: boolean; }
  Int: { input: number; output: number; }
  Float: { input: number; output: number; }
  /** A file's bytes as a browser Blob, handed over in-process like Upload (never serialised). */
  FileBlob: { input: unknown; output: unknown; }
  /** A browser File. Variables reach the resolvers in-process (executeExchange), so no upload protocol is needed. */
  Upload: { input: unknown; output: unknown; }
};

export type Address = {
  __typename?: 'Address';
  city?: Maybe<Scalars['String']['output']>;
  country: Scalars['String']['output'];
  line1?: Maybe<Scalars['String']['output']>;
  line2?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  postalCode: Scalars['String']['output'];
  state?: Maybe<Scalars['String']['output']>;
};

export type AddressInput = {
  city?: InputMaybe<Scalars['String']['input']>;
  country: Scalars['String']['input'];
  line1?: InputMaybe<Scalars['String']['input']>;
  line2?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  postalCode: Scalars['String']['input'];
  state?: InputMaybe<Scalars['String']['input']>;
};

/** One admin change as the audit log keeps it (never edited). */
export type AdminAuditEntry = {
  __typename?: 'AdminAuditEntry';
  /** What was done: payout.settle, user.suspend, … */
  action: Scalars['String']['output'];
  actorEmail: Scalars['String']['output'];
  /** The changed fields after the change, as JSON text. */
  after?: Maybe<Scalars['String']['output']>;
  /** The changed fields before the change, as JSON text. */
  before?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  reason?: Maybe<Scalars['String']['output']>;
  targetId: Scalars['String']['output'];
  targetKind: Scalars['String']['output'];
};

export type AdminClaim = {
  __typename?: 'AdminClaim';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  subject: Scalars['String']['output'];
  userEmail?: Maybe<Scalars['String']['output']>;
};

export type AdminFeedback = {
  __typename?: 'AdminFeedback';
  createdAt: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  hasScreenshot: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  message: Scalars['String']['output'];
  name?: Maybe<Scalars['String']['output']>;
  userEmail?: Maybe<Scalars['String']['output']>;
};

/** A user's place in a workspace (embedded: the role is the user's, the workspace is shared by its members). */
export type AdminMembership = {
  __typename?: 'AdminMembership';
  /** owner or member */
  role: Scalars['String']['output'];
  workspace: AdminWorkspace;
};

export type AdminPayout = {
  __typename?: 'AdminPayout';
  amount: Scalars['Float']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Where to send the money, as it was when the payout was asked for. */
  method?: Maybe<PayoutMethod>;
  processedAt?: Maybe<Scalars['String']['output']>;
  /** pending, paid or rejected */
  status: Scalars['String']['output'];
  userEmail?: Maybe<Scalars['String']['output']>;
};

/** A user as the admin area shows them; workspaces, orders and usageTotal come with one user opened. */
export type AdminUser = {
  __typename?: 'AdminUser';
  createdAt: Scalars['String']['output'];
  email?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  isAdmin: Scalars['Boolean']['output'];
  isGuest: Scalars['Boolean']['output'];
  lastLoginAt?: Maybe<Scalars['String']['output']>;
  lastName: Scalars['String']['output'];
  orders?: Maybe<Array<AdminUserOrder>>;
  suspendedAt?: Maybe<Scalars['String']['output']>;
  twoFactorEnabled: Scalars['Boolean']['output'];
  /** Credits the user's calls cost, in every workspace. */
  usageTotal?: Maybe<Scalars['Float']['output']>;
  workspaces?: Maybe<Array<AdminMembership>>;
};

export type AdminUserOrder = {
  __typename?: 'AdminUserOrder';
  amount: Scalars['Float']['output'];
  createdAt: Scalars['String']['output'];
  currency: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  number?: Maybe<Scalars['String']['output']>;
  status: Scalars['String']['output'];
  workspaceId: Scalars['String']['output'];
};

/** A workspace in the admin area, with its credit balance (an adjustment answers its new balance). */
export type AdminWorkspace = {
  __typename?: 'AdminWorkspace';
  balance: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  name?: Maybe<Scalars['String']['output']>;
};

export type Affiliate = {
  __typename?: 'Affiliate';
  /** earned − paid − pending: what a withdrawal may ask for. */
  balance: Scalars['Float']['output'];
  code: Scalars['String']['output'];
  commissionPercent: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  earned: Scalars['Float']['output'];
  /** The signup link carrying the code. */
  link: Scalars['String']['output'];
  /** The smallest withdrawal. */
  minimumPayout: Scalars['Float']['output'];
  paid: Scalars['Float']['output'];
  payoutMethod?: Maybe<PayoutMethod>;
  pending: Scalars['Float']['output'];
  referrals: Scalars['Int']['output'];
};

export type AffiliatePayout = {
  __typename?: 'AffiliatePayout';
  amount: Scalars['Float']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** paypal or bank_transfer */
  method?: Maybe<Scalars['String']['output']>;
  /** pending, paid or rejected */
  status: Scalars['String']['output'];
};

export type ApiKey = {
  __typename?: 'ApiKey';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastUsedAt?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** The key's first characters, which tell keys apart. */
  prefix: Scalars['String']['output'];
};

export type AppliedCoupon = {
  __typename?: 'AppliedCoupon';
  amountOff?: Maybe<Scalars['Float']['output']>;
  code: Scalars['String']['output'];
  percentOff?: Maybe<Scalars['Float']['output']>;
};

export type Assistant = {
  __typename?: 'Assistant';
  avatar?: Maybe<Scalars['String']['output']>;
  description: Scalars['String']['output'];
  expertise: Scalars['String']['output'];
  /** Whether the workspace's plan lets it use this assistant (plan `config.assistants`). */
  granted: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /** The model the assistant prefers, if any. */
  model?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
};

/** A file attached to a user message. */
export type Attachment = {
  __typename?: 'Attachment';
  id: Scalars['ID']['output'];
  mime: Scalars['String']['output'];
  name: Scalars['String']['output'];
  /** Bytes. */
  size: Scalars['Int']['output'];
};

export type AuthPayload = {
  __typename?: 'AuthPayload';
  /** True when the token carries the admin flag (SPEC §2: admins go to /admin). */
  isAdmin: Scalars['Boolean']['output'];
  jwt: Scalars['String']['output'];
  message?: Maybe<Scalars['String']['output']>;
  user: User;
};

export type BillingConfig = {
  __typename?: 'BillingConfig';
  currency: Scalars['String']['output'];
  customCredits: CustomCreditsConfig;
  /** sandbox and/or stripe. */
  gateways: Array<Scalars['String']['output']>;
  stripePublishableKey?: Maybe<Scalars['String']['output']>;
};

/** The sandbox's card, typed in the app's own fields (test numbers only). */
export type CardInput = {
  cvc: Scalars['String']['input'];
  expMonth: Scalars['Int']['input'];
  expYear: Scalars['Int']['input'];
  number: Scalars['String']['input'];
};

export type Category = {
  __typename?: 'Category';
  id: Scalars['ID']['output'];
  title: Scalars['String']['output'];
  /** The kind of resource it groups: preset, image, … */
  type: Scalars['String']['output'];
};

export type ChatCloning = {
  __typename?: 'ChatCloning';
  conversationId: Scalars['ID']['output'];
};

/** `outOfCredits`: the send was refused because the workspace has no credits left (402). */
export type ChatError = {
  __typename?: 'ChatError';
  error: Scalars['String']['output'];
  outOfCredits: Scalars['Boolean']['output'];
};

/** A reply's events; a tool call streams as the ToolCall a stored reply lists. */
export type ChatEvent = ChatCloning | ChatError | ChatMessage | ChatReasoningToken | ChatRedirect | ChatToken | ToolCall;

/** A stored message: the user message first, the finished reply last. */
export type ChatMessage = {
  __typename?: 'ChatMessage';
  message: Message;
};

export type ChatReasoningToken = {
  __typename?: 'ChatReasoningToken';
  text: Scalars['String']['output'];
};

export type ChatRedirect = {
  __typename?: 'ChatRedirect';
  path: Scalars['String']['output'];
};

/**
 * `count`: how many of the server's token events `text` joins (tokens that arrive together come
 * as one); the chat follows a reply every 65 tokens (SPEC §4).
 */
export type ChatToken = {
  __typename?: 'ChatToken';
  count: Scalars['Int']['output'];
  text: Scalars['String']['output'];
};

export type CheckoutInput = {
  address: AddressInput;
  amount?: InputMaybe<Scalars['Float']['input']>;
  card?: InputMaybe<CardInput>;
  coupon?: InputMaybe<Scalars['String']['input']>;
  /** sandbox or stripe. */
  gateway: Scalars['String']['input'];
  /** Made once per attempt: a retry of the same attempt is the same order, charged once. */
  idempotencyKey: Scalars['String']['input'];
  /** stripe: a PaymentMethod made by Stripe Elements. */
  paymentMethod?: InputMaybe<Scalars['String']['input']>;
  planId?: InputMaybe<Scalars['ID']['input']>;
};

/** What checkout answers: `id` the order (paid: its receipt); `redirect` a page to pass first; `purchaseToken` a Stripe client secret to confirm. */
export type CheckoutResult = {
  __typename?: 'CheckoutResult';
  id: Scalars['ID']['output'];
  purchaseToken?: Maybe<Scalars['String']['output']>;
  redirect?: Maybe<Scalars['String']['output']>;
};

export type Classification = {
  __typename?: 'Classification';
  createdAt: Scalars['String']['output'];
  /** True when any moderation category passed its threshold. */
  flagged: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  input: Scalars['String']['output'];
  language: ClassificationLanguage;
  moderation: ClassificationModeration;
  sentiment: ClassificationSentiment;
  status: Scalars['Int']['output'];
  /** The input's first 80 characters, for a list. */
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

/** The text's language: fastText's code (ISO 639-1 where there is one), its English name, and how sure it is (0–1). */
export type ClassificationLanguage = {
  __typename?: 'ClassificationLanguage';
  code: Scalars['String']['output'];
  confidence: Scalars['Float']['output'];
  name: Scalars['String']['output'];
};

export type ClassificationModeration = {
  __typename?: 'ClassificationModeration';
  categories: Array<ModerationCategory>;
  /** local: the offline word lists; openai: OpenAI's moderation endpoint. */
  engine: Scalars['String']['output'];
  model: Scalars['String']['output'];
};

export type ClassificationPage = {
  __typename?: 'ClassificationPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Classification>;
};

/** compound is −1…1; positive + neutral + negative = 1. */
export type ClassificationSentiment = {
  __typename?: 'ClassificationSentiment';
  compound: Scalars['Float']['output'];
  label: SentimentLabel;
  /** vader (English) or afinn (translated word lists). */
  lexicon: Scalars['String']['output'];
  negative: Scalars['Float']['output'];
  neutral: Scalars['Float']['output'];
  positive: Scalars['Float']['output'];
};

export type Composition = {
  __typename?: 'Composition';
  /** Credits debited once it finished. */
  cost: Scalars['Float']['output'];
  createdAt: Scalars['String']['output'];
  /** The length asked for, in seconds; the file's own is outputFile.duration. */
  duration: Scalars['Float']['output'];
  /** Why it failed, in words for the user; null unless state is 4. */
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  instrumental: Scalars['Boolean']['output'];
  /** The model (catalogue key) that composed it. */
  model: Scalars['String']['output'];
  /** What the engine said beside the music (offline: that it is instrumental). */
  note?: Maybe<Scalars['String']['output']>;
  /** The music to play and download (offline: MP3), once done. */
  outputFile?: Maybe<StoredFile>;
  /** 0 to 1 while running. */
  progress: Scalars['Float']['output'];
  prompt: Scalars['String']['output'];
  /** Below 3 in progress (0 queued, 1 running), 3 done, 4 failed. */
  state: Scalars['Int']['output'];
  tags: Array<Scalars['String']['output']>;
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  /** A lossless copy (WAV) where the engine makes one. */
  wavFile?: Maybe<StoredFile>;
};

export type CompositionPage = {
  __typename?: 'CompositionPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Composition>;
};

export type Conversation = {
  __typename?: 'Conversation';
  cost: Scalars['Float']['output'];
  createdAt: Scalars['String']['output'];
  /** The message the chosen path runs through: its ancestors, then the newest child at each step below it. */
  currentLeafId?: Maybe<Scalars['ID']['output']>;
  /** True while the path goes on above the first of `messages`. */
  hasOlderMessages: Scalars['Boolean']['output'];
  id: Scalars['ID']['output'];
  /**
   * The part of the chosen path loaded so far, oldest first: the newest page, the older pages
   * the reader scrolled up to, and the messages stored since (a path is read a page at a time).
   */
  messages: Array<Message>;
  /** True for a temporary chat: never listed in the history. */
  temporary: Scalars['Boolean']['output'];
  title?: Maybe<Scalars['String']['output']>;
  updatedAt: Scalars['String']['output'];
  visibility: Scalars['Int']['output'];
};

export type ConversationPage = {
  __typename?: 'ConversationPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Conversation>;
};

export type CreatedApiKey = {
  __typename?: 'CreatedApiKey';
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  key: Scalars['String']['output'];
  name: Scalars['String']['output'];
  prefix: Scalars['String']['output'];
};

/** Custom credits' bounds (0: no bound) and the price of one credit. */
export type CustomCreditsConfig = {
  __typename?: 'CustomCreditsConfig';
  max: Scalars['Float']['output'];
  min: Scalars['Float']['output'];
  unitPrice: Scalars['Float']['output'];
};

export type DocumentFieldInput = {
  name: Scalars['String']['input'];
  value: Scalars['String']['input'];
};

export type DocumentKind =
  /** The coder's: /api/library/code-documents. */
  | 'code'
  /** The writer's documents: /api/library/documents. */
  | 'document';

export type FeedbackResult = {
  __typename?: 'FeedbackResult';
  feedback: FeedbackValue;
  message: Scalars['String']['output'];
};

export type FeedbackValue =
  | 'down'
  | 'up';

export type Invitation = {
  __typename?: 'Invitation';
  email: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
};

export type InvitationPreview = {
  __typename?: 'InvitationPreview';
  email: Scalars['String']['output'];
  expiresAt: Scalars['String']['output'];
  invitedBy?: Maybe<Scalars['String']['output']>;
  workspaceId: Scalars['ID']['output'];
  workspaceName: Scalars['String']['output'];
};

export type IpLocation = {
  __typename?: 'IpLocation';
  city?: Maybe<Scalars['String']['output']>;
  country?: Maybe<Scalars['String']['output']>;
  ip: Scalars['String']['output'];
  region?: Maybe<Scalars['String']['output']>;
};

export type IsolatedVoice = {
  __typename?: 'IsolatedVoice';
  /** Credits debited once it finished. */
  cost: Scalars['Float']['output'];
  createdAt: Scalars['String']['output'];
  /** Why it failed, in words for the user; null unless state is 4. */
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The upload as stored (Before). */
  inputFile?: Maybe<StoredFile>;
  /** The voice-isolation model (catalogue key) that cleans it. */
  model: Scalars['String']['output'];
  /** The cleaned audio, once done (After). */
  outputFile?: Maybe<StoredFile>;
  /** 0 to 1 while running. */
  progress: Scalars['Float']['output'];
  /** Below 3 in progress (0 queued, 1 running), 3 done, 4 failed. */
  state: Scalars['Int']['output'];
  title: Scalars['String']['output'];
};

export type IsolatedVoicePage = {
  __typename?: 'IsolatedVoicePage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<IsolatedVoice>;
};

/**
 * The order of a library list (conversations, documents, classifications), sorted by the server
 * so paging stays right: `GET {list}?sort=created_at:desc | created_at:asc | title:asc`.
 */
export type ListSort =
  /** Newest first (the default). */
  | 'newest'
  /** Oldest first. */
  | 'oldest'
  /** Title A–Z, without regard to case. */
  | 'title';

export type LoginResult = {
  __typename?: 'LoginResult';
  auth?: Maybe<AuthPayload>;
  /** Set when the account has 2FA on: no session yet, the code comes next. */
  challenge?: Maybe<Scalars['String']['output']>;
};

export type Message = {
  __typename?: 'Message';
  /** The files attached to this (user) message; empty (or null from older caches) otherwise. */
  attachments?: Maybe<Array<Attachment>>;
  /** The last tool the model called for this reply (SPEC: message `call`). Kept for compatibility; `calls` has them all. */
  call?: Maybe<ToolCall>;
  /** Every tool the model called for this reply, in order (empty when none), each shown as a chip. */
  calls: Array<ToolCall>;
  content: Scalars['String']['output'];
  conversationId: Scalars['ID']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** The reply stopped early because the server restarted: shown as "This reply was interrupted." */
  isIncomplete: Scalars['Boolean']['output'];
  isProcessing: Scalars['Boolean']['output'];
  model?: Maybe<Scalars['String']['output']>;
  parentId?: Maybe<Scalars['ID']['output']>;
  quote?: Maybe<Scalars['String']['output']>;
  reasoning?: Maybe<Scalars['String']['output']>;
  role: MessageRole;
  /**
   * On a message read with its path: every message with the same parent (itself included), oldest
   * first, for the ‹ 2/3 › switcher. Null on a message only streamed so far.
   */
  siblingIds?: Maybe<Array<Scalars['ID']['output']>>;
};

/** Messages of one path, oldest first; hasMore when the path goes on above the first. */
export type MessagePage = {
  __typename?: 'MessagePage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Message>;
};

export type MessageRole =
  | 'assistant'
  | 'user';

export type Model = {
  __typename?: 'Model';
  capabilities: Array<Scalars['String']['output']>;
  description?: Maybe<Scalars['String']['output']>;
  granted: Scalars['Boolean']['output'];
  isAvailable: Scalars['Boolean']['output'];
  isEnabled: Scalars['Boolean']['output'];
  /** True for the embedded offline engines. */
  isLocal: Scalars['Boolean']['output'];
  key: Scalars['ID']['output'];
  modalitiesInput: Array<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  /** Why the caller may not use it (not logged in, unavailable); null when granted. */
  notGrantedReason?: Maybe<Scalars['String']['output']>;
  provider: Scalars['String']['output'];
  /** How people read the provider's name (`OpenAI`); `provider` is the catalogue's key (`openai`). */
  providerLabel: Scalars['String']['output'];
  type: Scalars['String']['output'];
  /** Why a call would not reach the provider now (a missing key, switched off); null when available. */
  unavailableReason?: Maybe<Scalars['String']['output']>;
};

/** A moderation category's score from 0 to 1, and whether it passed the threshold. */
export type ModerationCategory = {
  __typename?: 'ModerationCategory';
  flagged: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  score: Scalars['Float']['output'];
};

export type Mutation = {
  __typename?: 'Mutation';
  /** Joins the workspace of the invitation and acts in it: the stored token is replaced. */
  acceptInvitation: Scalars['Boolean']['output'];
  /** Gives (positive) or takes away (negative) a workspace's credits with a reason the ledger keeps; never below zero (409, the server's words). */
  adjustWorkspaceCredits: AdminWorkspace;
  /** Stops the subscription renewing; the plan stays until its period ends. The workspace as it is now (graphcache updates the billing page from it). */
  cancelSubscription: Workspace;
  /**
   * A solved proof-of-work captcha for one signup to come, solved in a Web Worker while the guest
   * types their name. Valid for 10 minutes, once.
   */
  captchaToken: Scalars['String']['output'];
  /** Suspends or restores a user (their sessions and API keys refused at once), or makes or removes an admin (never the last): one change at a time. */
  changeAdminUser: AdminUser;
  /** Moves the account to another email address; the answer's message, when it has one. */
  changeEmail?: Maybe<Scalars['String']['output']>;
  changePassword: Scalars['Boolean']['output'];
  /** Pays for a plan (`planId`) or an amount of credits; the answer says what the browser does next. */
  checkout: CheckoutResult;
  /**
   * The user switched sibling (‹ 2/3 ›): the path now runs through leafId, on every device. The
   * answer carries that path's newest `limit` messages (40 when left out).
   */
  chooseBranch: Conversation;
  /** Classifies a text (trimmed; 10,000 characters at most) and keeps it; it costs credits. */
  classify: Classification;
  /**
   * Clones a voice from a sample (audio or video, 5,242,880 bytes at most; the server reads its
   * bytes and length again). `consent` must be true: the server refuses a clone without it.
   */
  cloneVoice: Voice;
  /** The payment-callback page hands back what the gateway put in its address; the order as it ends. */
  completeOrder: Order;
  /** A new REST API key, the only time it is sent in full; the current password is needed when the account has one. */
  createApiKey: CreatedApiKey;
  /**
   * Starts compositions (jobs; one per request for now): the prompt is trimmed, 500 characters at
   * most; at most 10 tags; `duration` 5 to 120 seconds. They cost credits by seconds once done.
   */
  createCompositions: Array<Composition>;
  createConversation: Conversation;
  /** Starts a speech (a job): the prompt is trimmed, 5,000 characters at most; it costs credits once done. */
  createSpeech: Speech;
  /** A conversation that never appears in the history (`?temporary-chat=true`). */
  createTemporaryConversation: Conversation;
  /**
   * Starts a transcription (a job) of an audio or video file (25 MB at most; the server reads its
   * bytes); `model` a transcription model of the catalogue (the first available one without it).
   * It costs credits once done, by the audio's length.
   */
  createTranscription: Transcription;
  createWorkspace: Workspace;
  deleteClassification: Scalars['ID']['output'];
  /** Deletes a composition and its files. */
  deleteComposition: Scalars['ID']['output'];
  deleteConversation: Scalars['ID']['output'];
  /** Deletes an isolated voice, its upload and its cleaned audio. */
  deleteIsolatedVoice: Scalars['ID']['output'];
  /** Deletes a speech and its audio. */
  deleteSpeech: Scalars['ID']['output'];
  /** Deletes a transcription and its uploaded file. */
  deleteTranscription: Scalars['ID']['output'];
  /** Deletes it with everything in it; the stored token moves to the workspace acted in now. */
  deleteWorkspace: Scalars['Boolean']['output'];
  deleteWriterDocument: Scalars['ID']['output'];
  disableTwoFactor: Scalars['Boolean']['output'];
  /** Deletes the conversation only if it holds no message (a first send the server refused); true when it did. */
  discardEmptyConversation: Scalars['Boolean']['output'];
  /** Turns 2FA on with a code from the app and the current password; answers the recovery codes, shown this once. */
  enableTwoFactor: Array<Scalars['String']['output']>;
  /** A new 2FA secret with its QR code; 2FA is on only once a code from it is confirmed. */
  generateTwoFactor: TwoFactorSetup;
  inviteToWorkspace: Workspace;
  /**
   * Uploads a recording to clean with a voice-isolation model (a job): audio or video, 26,214,400
   * bytes at most (the server reads its type from its bytes); it costs credits by its seconds once done.
   */
  isolateVoice: IsolatedVoice;
  /** The password's answer: the session, or the challenge to send with the 2FA code (loginTwoFactor). */
  login: LoginResult;
  /** The second step of a login with 2FA on: a code from the authenticator app or an unused recovery code. */
  loginTwoFactor: AuthPayload;
  /** Forgets the stored token. */
  logout: Scalars['Boolean']['output'];
  removeInvitation: Workspace;
  /** The owner removing a member answers the workspace; a member removing themselves (leaving) answers null. */
  removeWorkspaceMember?: Maybe<Workspace>;
  renameComposition: Composition;
  renameConversation: Conversation;
  renameIsolatedVoice: IsolatedVoice;
  renameSpeech: Speech;
  renameTranscription: Transcription;
  renameWorkspace: Workspace;
  renameWriterDocument: WriterDocument;
  /** Mails a password reset link; the same answer whether or not the address has an account. */
  requestPasswordReset: Scalars['Boolean']['output'];
  /** Asks for a withdrawal of the balance (or of amount); refused below the minimum, without a payout method, or while one is pending. */
  requestPayout: AffiliatePayout;
  /** Sends the verification link again (the server refuses twice within 60 s). */
  resendVerification: Scalars['Boolean']['output'];
  resetPassword: Scalars['Boolean']['output'];
  revokeApiKey: Scalars['Boolean']['output'];
  /** Keeps the payout method; refused in the server's words when a field is wrong (nothing is changed then). */
  savePayoutMethod: Affiliate;
  /**
   * The account page's feedback form and the site-wide feedback widget (POST /account/feedback):
   * name and email as the account has them, a screenshot image of at most 5 MB.
   */
  sendAccountFeedback: Scalars['Boolean']['output'];
  sendClaim: Scalars['Boolean']['output'];
  /** Thumbs up or down on a conversation. */
  sendFeedback: FeedbackResult;
  /** The address the workspace's invoices are made out to; the workspace with its address (only `id`, `name` and `billingAddress` are in the answer). */
  setBillingAddress: Workspace;
  /** 1 = listed, 0 = hidden (SPEC's listed resource). */
  setClassificationStatus: Classification;
  /** 0 = private, 2 = anyone with the link. */
  setConversationVisibility: Conversation;
  /** Saves the workspace's own keys; an empty string removes one, a missing one stays. */
  setWorkspaceKeys: Workspace;
  /** 1 = listed, 0 = hidden (SPEC's listed resource). */
  setWriterDocumentStatus: WriterDocument;
  /** Marks a pending payout paid or rejected; refused (409, the server's words) when it is no longer pending. */
  settlePayout: AdminPayout;
  signup: AuthPayload;
  /**
   * Guest signup: a first name only. `captchaToken` is a solution made beforehand (captchaToken
   * below); without one the gateway solves the proof-of-work captcha first.
   */
  signupGuest: AuthPayload;
  /** Acts in another of the user's workspaces from now on: the stored token is replaced. */
  switchWorkspace: Scalars['Boolean']['output'];
  transferWorkspace: Workspace;
  /** The link mailed when 2FA was turned on, with the password: 2FA off, every session and API key ended; answers the server's words. */
  undoTwoFactor: Scalars['String']['output'];
  /** Saves the profile form; a fresh token in the answer replaces the stored one. */
  updateProfile: User;
  /** A clone's name and visibility (0 only whoever cloned it, 1 the whole workspace). */
  updateVoice: Voice;
};


export type MutationAcceptInvitationArgs = {
  token: Scalars['String']['input'];
};


export type MutationAdjustWorkspaceCreditsArgs = {
  amount: Scalars['Float']['input'];
  reason: Scalars['String']['input'];
  workspaceId: Scalars['ID']['input'];
};


export type MutationChangeAdminUserArgs = {
  id: Scalars['ID']['input'];
  isAdmin?: InputMaybe<Scalars['Boolean']['input']>;
  suspended?: InputMaybe<Scalars['Boolean']['input']>;
};


export type MutationChangeEmailArgs = {
  email: Scalars['String']['input'];
  password?: InputMaybe<Scalars['String']['input']>;
};


export type MutationChangePasswordArgs = {
  currentPassword: Scalars['String']['input'];
  newPassword: Scalars['String']['input'];
};


export type MutationCheckoutArgs = {
  input: CheckoutInput;
};


export type MutationChooseBranchArgs = {
  conversationId: Scalars['ID']['input'];
  leafId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type MutationClassifyArgs = {
  input: Scalars['String']['input'];
};


export type MutationCloneVoiceArgs = {
  consent: Scalars['Boolean']['input'];
  gender?: InputMaybe<Scalars['String']['input']>;
  locale?: InputMaybe<Scalars['String']['input']>;
  name: Scalars['String']['input'];
  sample: Scalars['Upload']['input'];
};


export type MutationCompleteOrderArgs = {
  id: Scalars['ID']['input'];
  paymentIntent?: InputMaybe<Scalars['String']['input']>;
  setupIntent?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateApiKeyArgs = {
  name?: InputMaybe<Scalars['String']['input']>;
  password?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateCompositionsArgs = {
  duration: Scalars['Int']['input'];
  instrumental: Scalars['Boolean']['input'];
  model: Scalars['String']['input'];
  prompt: Scalars['String']['input'];
  tags: Array<Scalars['String']['input']>;
};


export type MutationCreateConversationArgs = {
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateSpeechArgs = {
  prompt: Scalars['String']['input'];
  voiceId: Scalars['ID']['input'];
};


export type MutationCreateTemporaryConversationArgs = {
  title?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateTranscriptionArgs = {
  file: Scalars['Upload']['input'];
  model?: InputMaybe<Scalars['String']['input']>;
};


export type MutationCreateWorkspaceArgs = {
  name: Scalars['String']['input'];
};


export type MutationDeleteClassificationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteCompositionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteConversationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteIsolatedVoiceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteSpeechArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteTranscriptionArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteWorkspaceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationDeleteWriterDocumentArgs = {
  id: Scalars['ID']['input'];
  kind: DocumentKind;
};


export type MutationDisableTwoFactorArgs = {
  code: Scalars['String']['input'];
};


export type MutationDiscardEmptyConversationArgs = {
  id: Scalars['ID']['input'];
};


export type MutationEnableTwoFactorArgs = {
  code: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationInviteToWorkspaceArgs = {
  email: Scalars['String']['input'];
  id: Scalars['ID']['input'];
};


export type MutationIsolateVoiceArgs = {
  file: Scalars['Upload']['input'];
  model: Scalars['String']['input'];
};


export type MutationLoginArgs = {
  email: Scalars['String']['input'];
  password: Scalars['String']['input'];
};


export type MutationLoginTwoFactorArgs = {
  challenge: Scalars['String']['input'];
  code: Scalars['String']['input'];
};


export type MutationRemoveInvitationArgs = {
  id: Scalars['ID']['input'];
  invitationId: Scalars['ID']['input'];
};


export type MutationRemoveWorkspaceMemberArgs = {
  id: Scalars['ID']['input'];
  userId: Scalars['ID']['input'];
};


export type MutationRenameCompositionArgs = {
  id: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};


export type MutationRenameConversationArgs = {
  id: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};


export type MutationRenameIsolatedVoiceArgs = {
  id: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};


export type MutationRenameSpeechArgs = {
  id: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};


export type MutationRenameTranscriptionArgs = {
  id: Scalars['ID']['input'];
  title: Scalars['String']['input'];
};


export type MutationRenameWorkspaceArgs = {
  id: Scalars['ID']['input'];
  name: Scalars['String']['input'];
};


export type MutationRenameWriterDocumentArgs = {
  id: Scalars['ID']['input'];
  kind: DocumentKind;
  title: Scalars['String']['input'];
};


export type MutationRequestPasswordResetArgs = {
  email: Scalars['String']['input'];
};


export type MutationRequestPayoutArgs = {
  amount?: InputMaybe<Scalars['Float']['input']>;
};


export type MutationResetPasswordArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationRevokeApiKeyArgs = {
  id: Scalars['ID']['input'];
};


export type MutationSavePayoutMethodArgs = {
  method: PayoutMethodInput;
};


export type MutationSendAccountFeedbackArgs = {
  email?: InputMaybe<Scalars['String']['input']>;
  message: Scalars['String']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  screenshot?: InputMaybe<Scalars['Upload']['input']>;
};


export type MutationSendClaimArgs = {
  message: Scalars['String']['input'];
  subject: Scalars['String']['input'];
};


export type MutationSendFeedbackArgs = {
  conversationId: Scalars['ID']['input'];
  feedback: FeedbackValue;
  message?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetBillingAddressArgs = {
  address: AddressInput;
  workspaceId: Scalars['ID']['input'];
};


export type MutationSetClassificationStatusArgs = {
  id: Scalars['ID']['input'];
  status: Scalars['Int']['input'];
};


export type MutationSetConversationVisibilityArgs = {
  id: Scalars['ID']['input'];
  visibility: Scalars['Int']['input'];
};


export type MutationSetWorkspaceKeysArgs = {
  anthropicApiKey?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
  openaiApiKey?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSetWriterDocumentStatusArgs = {
  id: Scalars['ID']['input'];
  kind: DocumentKind;
  status: Scalars['Int']['input'];
};


export type MutationSettlePayoutArgs = {
  id: Scalars['ID']['input'];
  status: Scalars['String']['input'];
};


export type MutationSignupArgs = {
  email: Scalars['String']['input'];
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
  password: Scalars['String']['input'];
  ref?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSignupGuestArgs = {
  captchaToken?: InputMaybe<Scalars['String']['input']>;
  firstName: Scalars['String']['input'];
  ref?: InputMaybe<Scalars['String']['input']>;
};


export type MutationSwitchWorkspaceArgs = {
  id: Scalars['ID']['input'];
};


export type MutationTransferWorkspaceArgs = {
  id: Scalars['ID']['input'];
  ownerId: Scalars['ID']['input'];
};


export type MutationUndoTwoFactorArgs = {
  password: Scalars['String']['input'];
  token: Scalars['String']['input'];
};


export type MutationUpdateProfileArgs = {
  firstName?: InputMaybe<Scalars['String']['input']>;
  lastName?: InputMaybe<Scalars['String']['input']>;
};


export type MutationUpdateVoiceArgs = {
  id: Scalars['ID']['input'];
  name?: InputMaybe<Scalars['String']['input']>;
  visibility?: InputMaybe<Scalars['Int']['input']>;
};

export type Order = {
  __typename?: 'Order';
  address?: Maybe<Address>;
  coupon?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  credits: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  /** 'Custom credits', or the plan's title and cycle. */
  description: Scalars['String']['output'];
  discount: Scalars['Float']['output'];
  /** Why a failed order failed, in the card provider's words. */
  failureMessage?: Maybe<Scalars['String']['output']>;
  gateway: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  number: Scalars['String']['output'];
  paidAt?: Maybe<Scalars['String']['output']>;
  plan?: Maybe<Plan>;
  /** pending, paid, failed or canceled. */
  status: Scalars['String']['output'];
  subtotal: Scalars['Float']['output'];
  tax: Scalars['Float']['output'];
  total: Scalars['Float']['output'];
};

/** PayPal with an email, or a bank transfer with the account holder and the IBAN. */
export type PayoutMethod = {
  __typename?: 'PayoutMethod';
  accountHolder?: Maybe<Scalars['String']['output']>;
  email?: Maybe<Scalars['String']['output']>;
  iban?: Maybe<Scalars['String']['output']>;
  /** paypal or bank_transfer */
  type: Scalars['String']['output'];
};

export type PayoutMethodInput = {
  accountHolder?: InputMaybe<Scalars['String']['input']>;
  email?: InputMaybe<Scalars['String']['input']>;
  iban?: InputMaybe<Scalars['String']['input']>;
  type: Scalars['String']['input'];
};

export type Plan = {
  __typename?: 'Plan';
  billingCycle: Scalars['String']['output'];
  /** Cloned voices the plan allows (config.voiceover.clone_cap); null: no cap. */
  cloneCap?: Maybe<Scalars['Int']['output']>;
  /** Credits granted on every paid period (a pack: once). */
  credits: Scalars['Float']['output'];
  description: Scalars['String']['output'];
  features: Array<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** Users plus invitations the plan allows; null: no cap. */
  memberCap?: Maybe<Scalars['Int']['output']>;
  price: Scalars['Float']['output'];
  /** The price now, when the plan is on sale (the price is then shown struck through). */
  salePrice?: Maybe<Scalars['Float']['output']>;
  title: Scalars['String']['output'];
};

export type PlanQuote = {
  __typename?: 'PlanQuote';
  plan: Plan;
  quote: Quote;
};

export type Precheck = {
  __typename?: 'Precheck';
  cloneCap?: Maybe<Scalars['Int']['output']>;
  memberCap?: Maybe<Scalars['Int']['output']>;
  members: Scalars['Int']['output'];
  /** Why the purchase cannot go on, in the server's words. */
  message?: Maybe<Scalars['String']['output']>;
  /** proceed, member_cap or voice_cap. */
  result: Scalars['String']['output'];
  voices: Scalars['Int']['output'];
};

export type Preset = {
  __typename?: 'Preset';
  /** Its category (a Category of type preset), the writer's categories strip filters by it. */
  categoryId?: Maybe<Scalars['ID']['output']>;
  description: Scalars['String']['output'];
  /** The writer's form for this preset: one value per field. */
  fields: Array<PresetField>;
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  /** The text a tile puts into the prompt, with {placeholders} for the user to fill. */
  template: Scalars['String']['output'];
  title: Scalars['String']['output'];
};

/** One field of a preset's form, read from its template; a multiline one takes a long text. */
export type PresetField = {
  __typename?: 'PresetField';
  label: Scalars['String']['output'];
  multiline: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
};

export type Prompt = {
  __typename?: 'Prompt';
  content: Scalars['String']['output'];
  description: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  image?: Maybe<Scalars['String']['output']>;
  title: Scalars['String']['output'];
};

export type Provider = {
  __typename?: 'Provider';
  label: Scalars['String']['output'];
  models: Array<Model>;
  /** The catalogue's key of the provider (`local`, `openai`, `anthropic`). */
  name: Scalars['ID']['output'];
};

export type Query = {
  __typename?: 'Query';
  /** Every admin change, newest first; the search matches the action, the target or the admin's email. */
  adminAudit: Array<AdminAuditEntry>;
  /** The claims form's messages, newest first. */
  adminClaims: Array<AdminClaim>;
  /** The feedback widget's reports, newest first. */
  adminFeedback: Array<AdminFeedback>;
  /** A report's screenshot (the session is needed, so the bytes are fetched rather than linked to). */
  adminFeedbackScreenshot: Scalars['FileBlob']['output'];
  /** Payouts in one state (pending by default): pending oldest first, the others newest first. */
  adminPayouts: Array<AdminPayout>;
  /** One user, with their workspaces, latest orders and credits spent. */
  adminUser: AdminUser;
  /** Users, newest first; the search matches the email or the name. */
  adminUsers: Array<AdminUser>;
  /** The caller's affiliate summary; the code is made on first use. */
  affiliate: Affiliate;
  /** The caller's payouts, newest first. */
  affiliatePayouts: Array<AffiliatePayout>;
  /** The user's REST API keys in this workspace, newest first. */
  apiKeys: Array<ApiKey>;
  /** Every assistant (the gateway pages GET /assistants 250 at a time until a short page). */
  assistants: Array<Assistant>;
  /** An attached file's bytes: the owner's (with the session) or, given sharedConversationId, through that share link. */
  attachmentFile: Scalars['FileBlob']['output'];
  /** How this installation takes payments: the gateways switched on, Stripe's publishable key, custom credits' bounds. */
  billingConfig: BillingConfig;
  /** Every category of the given kinds (all kinds when none), in the catalogue's order; the gateway pages GET /categories until a short page. */
  categories: Array<Category>;
  /** One classification; null when it doesn't exist (deleted, or another workspace's). */
  classification?: Maybe<Classification>;
  /** How many classifications `classifications` lists with the same filters. */
  classificationCount: Scalars['Int']['output'];
  /**
   * The history, newest first unless `sort` says otherwise, 25 a page; a short page means the
   * end. `query`: the inputs that contain it; `status`: only those with status 1 or 0. Each page
   * is its own query (the next starts after the last id shown).
   */
  classifications: ClassificationPage;
  /** One composition, read again while its job runs; null when it doesn't exist (deleted, or another workspace's). */
  composition?: Maybe<Composition>;
  /** The compositions history, newest first, 25 a page; each page its own query. */
  compositions: CompositionPage;
  /**
   * A conversation with the newest messages of its chosen path (`limit` of them, 40 when left
   * out: one request opens it); older ones come with olderMessages. `through` (a link to a
   * message): the path through that message instead, with it among them.
   */
  conversation?: Maybe<Conversation>;
  /** History, newest first unless `sort` says otherwise, 25 a page; a short page means the end. */
  conversations: ConversationPage;
  /** The server's price for an amount of credits; an amount out of bounds or a bad coupon is an error with its message. */
  customCreditsQuote: Quote;
  /** The invitation behind a mailed link, when it was sent to the logged-in user's email. */
  invitation: InvitationPreview;
  /** Where this session's IP address is, from the server's offline GeoIP database; null when unknown. */
  ipLocation?: Maybe<IpLocation>;
  /** One isolated voice, read again while its job runs; null when it doesn't exist (deleted, or another workspace's). */
  isolatedVoice?: Maybe<IsolatedVoice>;
  /** The isolated voices history, newest first, 25 a page; each page its own query. */
  isolatedVoices: IsolatedVoicePage;
  /** The logged-in user, or null when nobody is logged in. */
  me?: Maybe<User>;
  models: Array<Model>;
  /**
   * The `limit` messages (40 when left out) of a conversation's path above message `before`,
   * oldest first; graphcache puts them in front of Conversation.messages (history/cache-thread.ts).
   */
  olderMessages: MessagePage;
  /** One order; null when it doesn't exist (or is another workspace's). */
  order?: Maybe<Order>;
  /** An order's invoice as a PDF blob (the route needs the session, so the bytes are fetched). */
  orderInvoice: Scalars['FileBlob']['output'];
  /** The workspace's orders, newest first (SPEC §9: the billing page shows 3). */
  orders: Array<Order>;
  ordersCount: Scalars['Int']['output'];
  /** A plan and what it costs now; a coupon the server refuses is an error with its message. */
  planQuote: PlanQuote;
  /** Every plan on sale, cheapest first; credit packs are the `one-time` ones. */
  plans: Array<Plan>;
  /** Whether the workspace can move to the plan (SPEC §4's checkout pre-check). */
  precheck: Precheck;
  /**
   * Active presets; sort `random` for the chat's tiles. The writer's gallery pages them by id
   * (`startingAfter`), of one category and with search words when asked.
   */
  presets: Array<Preset>;
  prompt?: Maybe<Prompt>;
  /** Prompts whose title, description or text contains `query`; 5 by default. */
  prompts: Array<Prompt>;
  /** The model catalogue by provider, in catalogue order (one GET /models, grouped). */
  providers: Array<Provider>;
  /** The `limit` newest documents (5 when left out), the writer's and the coder's together, newest first. */
  recentDocuments: Array<WriterDocument>;
  /** Like `conversations`, filtered by title and message text; 25 a page, a short page means the end. */
  searchConversations: ConversationPage;
  /** A conversation while it is shared (visibility 2), readable without logging in; null once withdrawn. */
  sharedConversation?: Maybe<SharedConversation>;
  /** One speech, read again while its job runs; null when it doesn't exist (deleted, or another workspace's). */
  speech?: Maybe<Speech>;
  /** The speeches history, newest first, 25 a page; each page its own query. */
  speeches: SpeechPage;
  /** One transcription, read again while its job runs; null when it doesn't exist (deleted, or another workspace's). */
  transcription?: Maybe<Transcription>;
  /** The transcriptions history, newest first, 25 a page; each page its own query. */
  transcriptions: TranscriptionPage;
  /** How many voices the workspace has cloned (only `owner: workspace` is counted). */
  voiceCount: Scalars['Int']['output'];
  /**
   * The voices a speech can use, the workspace's clones first, 25 a page; a short page means the end.
   * `query`: names containing it; `owner: workspace`: only the workspace's clones (the workspace
   * page shows 3 with `voiceCount`).
   */
  voices: VoicePage;
  /** One of the user's workspaces with its people; null when it is not theirs (or gone). */
  workspaceDetails?: Maybe<Workspace>;
  /**
   * A workspace's usage for the last `days` UTC days (30 when left out): a point for every day,
   * oldest first, today (UTC) last, days without use as zeros. Members only.
   */
  workspaceUsage: WorkspaceUsage;
  /** The user's workspaces, oldest membership first. */
  workspaces: Array<WorkspaceSummary>;
  /** One document; null when it doesn't exist (deleted, of the other kind, or another workspace's). */
  writerDocument?: Maybe<WriterDocument>;
  /** How many documents `writerDocuments` lists with the same filters. */
  writerDocumentCount: Scalars['Int']['output'];
  /**
   * A kind's documents, newest first unless `sort` says otherwise, 25 a page; a short page means
   * the end. `query`: title or content contains it; `status`: only those with status 1 or 0. Each
   * page is its own query (the next starts after the last id shown).
   */
  writerDocuments: WriterDocumentPage;
};


export type QueryAdminAuditArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  startingAfter?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAdminClaimsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  startingAfter?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAdminFeedbackArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  startingAfter?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAdminFeedbackScreenshotArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminPayoutsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  startingAfter?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Scalars['String']['input']>;
};


export type QueryAdminUserArgs = {
  id: Scalars['ID']['input'];
};


export type QueryAdminUsersArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  search?: InputMaybe<Scalars['String']['input']>;
  startingAfter?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAffiliatePayoutsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  startingAfter?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryAttachmentFileArgs = {
  id: Scalars['ID']['input'];
  sharedConversationId?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCategoriesArgs = {
  types?: InputMaybe<Array<Scalars['String']['input']>>;
};


export type QueryClassificationArgs = {
  id: Scalars['ID']['input'];
};


export type QueryClassificationCountArgs = {
  query?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryClassificationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ListSort>;
  startingAfter?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryCompositionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryCompositionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  startingAfter?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryConversationArgs = {
  id: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
  through?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryConversationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  sort?: InputMaybe<ListSort>;
  startingAfter?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryCustomCreditsQuoteArgs = {
  amount: Scalars['Float']['input'];
  coupon?: InputMaybe<Scalars['String']['input']>;
};


export type QueryInvitationArgs = {
  token: Scalars['String']['input'];
};


export type QueryIsolatedVoiceArgs = {
  id: Scalars['ID']['input'];
};


export type QueryIsolatedVoicesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  startingAfter?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryModelsArgs = {
  type?: InputMaybe<Scalars['String']['input']>;
};


export type QueryOlderMessagesArgs = {
  before: Scalars['ID']['input'];
  conversationId: Scalars['ID']['input'];
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryOrderArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrderInvoiceArgs = {
  id: Scalars['ID']['input'];
};


export type QueryOrdersArgs = {
  first?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryPlanQuoteArgs = {
  coupon?: InputMaybe<Scalars['String']['input']>;
  id: Scalars['ID']['input'];
};


export type QueryPrecheckArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPresetsArgs = {
  categoryId?: InputMaybe<Scalars['ID']['input']>;
  limit?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<Scalars['String']['input']>;
  startingAfter?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryPromptArgs = {
  id: Scalars['ID']['input'];
};


export type QueryPromptsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
};


export type QueryProvidersArgs = {
  type?: InputMaybe<Scalars['String']['input']>;
};


export type QueryRecentDocumentsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
};


export type QuerySearchConversationsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  query: Scalars['String']['input'];
  sort?: InputMaybe<ListSort>;
  startingAfter?: InputMaybe<Scalars['ID']['input']>;
};


export type QuerySharedConversationArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySpeechArgs = {
  id: Scalars['ID']['input'];
};


export type QuerySpeechesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  startingAfter?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryTranscriptionArgs = {
  id: Scalars['ID']['input'];
};


export type QueryTranscriptionsArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  startingAfter?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryVoiceCountArgs = {
  owner: VoiceOwner;
};


export type QueryVoicesArgs = {
  limit?: InputMaybe<Scalars['Int']['input']>;
  owner?: InputMaybe<VoiceOwner>;
  query?: InputMaybe<Scalars['String']['input']>;
  startingAfter?: InputMaybe<Scalars['ID']['input']>;
};


export type QueryWorkspaceDetailsArgs = {
  id: Scalars['ID']['input'];
};


export type QueryWorkspaceUsageArgs = {
  days?: InputMaybe<Scalars['Int']['input']>;
  workspaceId: Scalars['ID']['input'];
};


export type QueryWriterDocumentArgs = {
  id: Scalars['ID']['input'];
  kind: DocumentKind;
};


export type QueryWriterDocumentCountArgs = {
  kind: DocumentKind;
  query?: InputMaybe<Scalars['String']['input']>;
  status?: InputMaybe<Scalars['Int']['input']>;
};


export type QueryWriterDocumentsArgs = {
  kind: DocumentKind;
  limit?: InputMaybe<Scalars['Int']['input']>;
  query?: InputMaybe<Scalars['String']['input']>;
  sort?: InputMaybe<ListSort>;
  startingAfter?: InputMaybe<Scalars['ID']['input']>;
  status?: InputMaybe<Scalars['Int']['input']>;
};

/** What one purchase costs as the server prices it, before and after a coupon. */
export type Quote = {
  __typename?: 'Quote';
  coupon?: Maybe<AppliedCoupon>;
  credits: Scalars['Float']['output'];
  currency: Scalars['String']['output'];
  discount: Scalars['Float']['output'];
  /** The price before the coupon: the sale price when the plan has one. */
  subtotal: Scalars['Float']['output'];
  tax: Scalars['Float']['output'];
  total: Scalars['Float']['output'];
};

export type SendMessageInput = {
  assistantId?: InputMaybe<Scalars['ID']['input']>;
  content: Scalars['String']['input'];
  conversationId: Scalars['ID']['input'];
  /** Files to attach (SPEC §5 extensions, 25 MB each): sent to the server as multipart `files[]`. */
  files?: InputMaybe<Array<Scalars['Upload']['input']>>;
  model?: InputMaybe<Scalars['String']['input']>;
  parentId?: InputMaybe<Scalars['ID']['input']>;
  quote?: InputMaybe<Scalars['String']['input']>;
  /** Re-ask this question (or the question of this answer): no new user message; the answer is a new sibling. */
  regenerateId?: InputMaybe<Scalars['ID']['input']>;
  /** True for an edit of the first question: the message is a new root (parentId is ignored). */
  root?: InputMaybe<Scalars['Boolean']['input']>;
  temporary?: InputMaybe<Scalars['Boolean']['input']>;
};

export type SentimentLabel =
  | 'negative'
  | 'neutral'
  | 'positive';

/** What anyone with the link sees: no cost, no owner. */
export type SharedConversation = {
  __typename?: 'SharedConversation';
  createdAt: Scalars['String']['output'];
  /** The end of the path its owner was on: the page shows that branch. */
  currentLeafId?: Maybe<Scalars['ID']['output']>;
  id: Scalars['ID']['output'];
  messages: Array<Message>;
  title?: Maybe<Scalars['String']['output']>;
};

export type Speech = {
  __typename?: 'Speech';
  /** Credits debited once it finished. */
  cost: Scalars['Float']['output'];
  createdAt: Scalars['String']['output'];
  /** Why it failed, in words for the user; null unless state is 4. */
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The audio, once done. */
  outputFile?: Maybe<StoredFile>;
  /** 0 to 1 while running. */
  progress: Scalars['Float']['output'];
  prompt: Scalars['String']['output'];
  /** Below 3 in progress (0 queued, 1 running), 3 done, 4 failed. */
  state: Scalars['Int']['output'];
  status: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
  voice?: Maybe<SpeechVoice>;
};

export type SpeechPage = {
  __typename?: 'SpeechPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Speech>;
};

/** The voice a speech was made with (null once that voice is gone). */
export type SpeechVoice = {
  __typename?: 'SpeechVoice';
  id: Scalars['ID']['output'];
  name: Scalars['String']['output'];
};

/**
 * A stored file: `url` goes straight into `<audio src>` or a download link (signed for the file and
 * its workspace, expiring); `contentType` is read from its bytes.
 */
export type StoredFile = {
  __typename?: 'StoredFile';
  contentType: Scalars['String']['output'];
  /** Seconds, for audio and video. */
  duration?: Maybe<Scalars['Float']['output']>;
  height?: Maybe<Scalars['Int']['output']>;
  id: Scalars['ID']['output'];
  size: Scalars['Int']['output'];
  url: Scalars['String']['output'];
  width?: Maybe<Scalars['Int']['output']>;
};

export type Subscription = {
  __typename?: 'Subscription';
  /** Re-attaches to a document still being written: the text so far, live tokens, the stored document. */
  resumeDocument: WriterDocumentEvent;
  /**
   * Re-attaches to a reply: first the reply so far (a ChatMessage with isProcessing), then its
   * live events, then the stored reply (or a ChatError). A reply that is no longer generated is
   * its stored message at once. Unsubscribing only detaches; Stop is the operation context's
   * `stop` signal, aborted before unsubscribing (src/gateway/context.ts).
   */
  resumeReply: ChatEvent;
  /** Stores the user message, then streams the reply (SSE events of SPEC §4, typed). */
  sendMessage: ChatEvent;
  /**
   * Writes a new document: its placeholder (a WriterDocumentStored with isProcessing, so its id is
   * known), its tokens, then the stored document; or a WriterDocumentError. Unsubscribing only
   * detaches; Stop is the operation context's `stop` signal (src/gateway/context.ts).
   */
  writeDocument: WriterDocumentEvent;
};


export type SubscriptionResumeDocumentArgs = {
  id: Scalars['ID']['input'];
  kind: DocumentKind;
};


export type SubscriptionResumeReplyArgs = {
  conversationId: Scalars['ID']['input'];
  messageId: Scalars['ID']['input'];
};


export type SubscriptionSendMessageArgs = {
  input: SendMessageInput;
};


export type SubscriptionWriteDocumentArgs = {
  input: WriteDocumentInput;
};

/**
 * One tool call: the tool, the arguments the model sent (JSON) and what the tool returned. A
 * stored reply lists its calls; a streamed reply tells each as it happens (a ChatEvent).
 */
export type ToolCall = {
  __typename?: 'ToolCall';
  arguments?: Maybe<Scalars['String']['output']>;
  name: Scalars['String']['output'];
  result?: Maybe<Scalars['String']['output']>;
};

export type TranscriptContent = {
  __typename?: 'TranscriptContent';
  segments: Array<TranscriptSegment>;
  text: Scalars['String']['output'];
};

/** A stretch of the audio and what was said in it; seconds from the start. */
export type TranscriptSegment = {
  __typename?: 'TranscriptSegment';
  end: Scalars['Float']['output'];
  start: Scalars['Float']['output'];
  text: Scalars['String']['output'];
};

export type Transcription = {
  __typename?: 'Transcription';
  /** The transcript once done. */
  content?: Maybe<TranscriptContent>;
  /** Credits debited once it finished. */
  cost: Scalars['Float']['output'];
  createdAt: Scalars['String']['output'];
  /** Why it failed, in words for the user; null unless state is 4. */
  error?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  /** The uploaded audio or video, which the preview plays. */
  inputFile?: Maybe<StoredFile>;
  /** The catalogue key that transcribes it. */
  model?: Maybe<Scalars['String']['output']>;
  /** 0 to 1 while running. */
  progress: Scalars['Float']['output'];
  /** Below 3 in progress (0 queued, 1 running), 3 done, 4 failed. */
  state: Scalars['Int']['output'];
  status: Scalars['Int']['output'];
  /** The uploaded file's name without its extension, until renamed. */
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

export type TranscriptionPage = {
  __typename?: 'TranscriptionPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Transcription>;
};

export type TwoFactorSetup = {
  __typename?: 'TwoFactorSetup';
  method: Scalars['String']['output'];
  /** An image URL (data: URI) of the QR code to scan. */
  qrCode: Scalars['String']['output'];
  /** The same secret as text, for an app that cannot scan. */
  secret: Scalars['String']['output'];
  status: Scalars['String']['output'];
};

/** One UTC day of a workspace's usage. */
export type UsageDay = {
  __typename?: 'UsageDay';
  /** Credits the day's calls cost (a call on the workspace's own provider key costs none). */
  credits: Scalars['Float']['output'];
  /** The UTC day, YYYY-MM-DD. */
  date: Scalars['String']['output'];
  /** How many billed calls there were: chat replies, documents, classifications… */
  uses: Scalars['Int']['output'];
};

export type User = {
  __typename?: 'User';
  email?: Maybe<Scalars['String']['output']>;
  /** Whether the email address was confirmed through the emailed link. */
  emailVerified: Scalars['Boolean']['output'];
  firstName?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  isAdmin: Scalars['Boolean']['output'];
  isGuest: Scalars['Boolean']['output'];
  lastName?: Maybe<Scalars['String']['output']>;
  /** Whether login asks for a code from an authenticator app. */
  twoFactorEnabled: Scalars['Boolean']['output'];
  workspace: Workspace;
};

export type Voice = {
  __typename?: 'Voice';
  /**
   * How a clone was made: profile offline (the nearest offline voice set to the sample's pitch and
   * pace), hosted a real clone (ElevenLabs); null for the product's voices.
   */
  clone?: Maybe<Scalars['String']['output']>;
  createdAt: Scalars['String']['output'];
  /** flite, espeak, openai or elevenlabs. */
  engine: Scalars['String']['output'];
  gender?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  locale?: Maybe<Scalars['String']['output']>;
  /** The model (catalogue key) that speaks it. */
  model: Scalars['String']['output'];
  name: Scalars['String']['output'];
  owner: VoiceOwner;
  visibility: Scalars['Int']['output'];
};

/** system: the product's voices; workspace: cloned in the workspace. */
export type VoiceOwner =
  | 'system'
  | 'workspace';

export type VoicePage = {
  __typename?: 'VoicePage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<Voice>;
};

export type Workspace = {
  __typename?: 'Workspace';
  /** The last 4 characters of the saved Anthropic key, or null. */
  anthropicApiKey?: Maybe<Scalars['String']['output']>;
  /** The workspace's billing address (`POST /workspaces/{id}`); null until its owner sets it. */
  billingAddress?: Maybe<Address>;
  /** Credits left in the workspace's ledger. */
  credits: Scalars['Float']['output'];
  id: Scalars['ID']['output'];
  invitations?: Maybe<Array<Invitation>>;
  /** The free plan is offered only when this is true (SPEC §6). */
  isEligibleForFreePlan: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  /** The last 4 characters of the saved OpenAI key, or null. */
  openaiApiKey?: Maybe<Scalars['String']['output']>;
  ownerId?: Maybe<Scalars['ID']['output']>;
  people?: Maybe<Array<WorkspacePerson>>;
  /** The caller's role in it: owner or member. */
  role?: Maybe<Scalars['String']['output']>;
  subscription?: Maybe<WorkspaceSubscription>;
};

/** A user of the workspace with their role (SPEC §3's users and members, joined). */
export type WorkspacePerson = {
  __typename?: 'WorkspacePerson';
  email?: Maybe<Scalars['String']['output']>;
  firstName: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  lastName: Scalars['String']['output'];
  role: Scalars['String']['output'];
};

export type WorkspaceSubscription = {
  __typename?: 'WorkspaceSubscription';
  /** When it was cancelled (ISO 8601); null while it renews. */
  cancelledAt?: Maybe<Scalars['String']['output']>;
  /** When the period paid for ends (ISO 8601); null for lifetime and the free plan. */
  endsAt?: Maybe<Scalars['String']['output']>;
  id: Scalars['ID']['output'];
  plan: Plan;
};

export type WorkspaceSummary = {
  __typename?: 'WorkspaceSummary';
  id: Scalars['ID']['output'];
  /** The workspace the stored token acts in. */
  isCurrent: Scalars['Boolean']['output'];
  name: Scalars['String']['output'];
  role: Scalars['String']['output'];
};

export type WorkspaceUsage = {
  __typename?: 'WorkspaceUsage';
  days: Array<UsageDay>;
  /** Credits used over the period. */
  totalCredits: Scalars['Float']['output'];
  /** Billed calls over the period. */
  totalUses: Scalars['Int']['output'];
};

/**
 * The writer with `presetId`: the preset's form (`fields`) and optional extra instructions
 * (`prompt`); without it a free `prompt`. The coder (kind code): `prompt` and `language`.
 */
export type WriteDocumentInput = {
  fields?: InputMaybe<Array<DocumentFieldInput>>;
  kind: DocumentKind;
  language?: InputMaybe<Scalars['String']['input']>;
  model?: InputMaybe<Scalars['String']['input']>;
  presetId?: InputMaybe<Scalars['ID']['input']>;
  prompt?: InputMaybe<Scalars['String']['input']>;
};

export type WriterDocument = {
  __typename?: 'WriterDocument';
  /** Markdown; a coder's answer is one fenced block. */
  content: Scalars['String']['output'];
  createdAt: Scalars['String']['output'];
  id: Scalars['ID']['output'];
  /** Cut short (a shutdown, a provider failing midway): it holds what was written. */
  isIncomplete: Scalars['Boolean']['output'];
  /** Still being written: follow it with resumeDocument. */
  isProcessing: Scalars['Boolean']['output'];
  kind: DocumentKind;
  /** The coder's language. */
  language?: Maybe<Scalars['String']['output']>;
  model: Scalars['String']['output'];
  presetId?: Maybe<Scalars['ID']['output']>;
  status: Scalars['Int']['output'];
  title: Scalars['String']['output'];
  updatedAt: Scalars['String']['output'];
};

/**
 * The document could not be written. `documentId` is its placeholder's when one was made;
 * `kept` is true when text had arrived, so the server keeps the document with it (isIncomplete).
 * `outOfCredits`: the workspace has no credits left (402).
 */
export type WriterDocumentError = {
  __typename?: 'WriterDocumentError';
  documentId?: Maybe<Scalars['ID']['output']>;
  error: Scalars['String']['output'];
  kept: Scalars['Boolean']['output'];
  outOfCredits: Scalars['Boolean']['output'];
};

export type WriterDocumentEvent = WriterDocumentError | WriterDocumentStored | WriterDocumentToken;

export type WriterDocumentPage = {
  __typename?: 'WriterDocumentPage';
  hasMore: Scalars['Boolean']['output'];
  items: Array<WriterDocument>;
};

/** The placeholder (isProcessing) first, the stored document last. */
export type WriterDocumentStored = {
  __typename?: 'WriterDocumentStored';
  document: WriterDocument;
};

export type WriterDocumentToken = {
  __typename?: 'WriterDocumentToken';
  text: Scalars['String']['output'];
};



export type ResolverTypeWrapper<T> = Promise<T> | T;


export type ResolverWithResolve<TResult, TParent, TContext, TArgs> = {
  resolve: ResolverFn<TResult, TParent, TContext, TArgs>;
};
export type Resolver<TResult, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = ResolverFn<TResult, TParent, TContext, TArgs> | ResolverWithResolve<TResult, TParent, TContext, TArgs>;

export type ResolverFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => Promise<TResult> | TResult;

export type SubscriptionSubscribeFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => AsyncIterable<TResult> | Promise<AsyncIterable<TResult>>;

export type SubscriptionResolveFn<TResult, TParent, TContext, TArgs> = (
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;

export interface SubscriptionSubscriberObject<TResult, TKey extends string, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<{ [key in TKey]: TResult }, TParent, TContext, TArgs>;
  resolve?: SubscriptionResolveFn<TResult, { [key in TKey]: TResult }, TContext, TArgs>;
}

export interface SubscriptionResolverObject<TResult, TParent, TContext, TArgs> {
  subscribe: SubscriptionSubscribeFn<any, TParent, TContext, TArgs>;
  resolve: SubscriptionResolveFn<TResult, any, TContext, TArgs>;
}

export type SubscriptionObject<TResult, TKey extends string, TParent, TContext, TArgs> =
  | SubscriptionSubscriberObject<TResult, TKey, TParent, TContext, TArgs>
  | SubscriptionResolverObject<TResult, TParent, TContext, TArgs>;

export type SubscriptionResolver<TResult, TKey extends string, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> =
  | ((...args: any[]) => SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>)
  | SubscriptionObject<TResult, TKey, TParent, TContext, TArgs>;

export type TypeResolveFn<TTypes, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (
  parent: TParent,
  context: TContext,
  info: GraphQLResolveInfo
) => Maybe<TTypes> | Promise<Maybe<TTypes>>;

export type IsTypeOfResolverFn<T = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>> = (obj: T, context: TContext, info: GraphQLResolveInfo) => boolean | Promise<boolean>;

export type NextResolverFn<T> = () => Promise<T>;

export type DirectiveResolverFn<TResult = Record<PropertyKey, never>, TParent = Record<PropertyKey, never>, TContext = Record<PropertyKey, never>, TArgs = Record<PropertyKey, never>> = (
  next: NextResolverFn<TResult>,
  parent: TParent,
  args: TArgs,
  context: TContext,
  info: GraphQLResolveInfo
) => TResult | Promise<TResult>;



/** Mapping of union types */
export type ResolversUnionTypes<_RefType extends Record<string, unknown>> = {
  ChatEvent:
    | ( ChatCloning )
    | ( ChatError )
    | ( Omit<ChatMessage, 'message'> & { message: _RefType['Message'] } )
    | ( ChatReasoningToken )
    | ( ChatRedirect )
    | ( ChatToken )
    | ( ToolCall )
  ;
  WriterDocumentEvent:
    | ( WriterDocumentError )
    | ( Omit<WriterDocumentStored, 'document'> & { document: _RefType['WriterDocument'] } )
    | ( WriterDocumentToken )
  ;
};


/** Mapping between all available schema types and the resolvers types */
export type ResolversTypes = {
  Address: ResolverTypeWrapper<import('../wire-map').WireMap['Address']>;
  AddressInput: AddressInput;
  AdminAuditEntry: ResolverTypeWrapper<import('../wire-map').WireMap['AdminAuditEntry']>;
  AdminClaim: ResolverTypeWrapper<import('../wire-map').WireMap['AdminClaim']>;
  AdminFeedback: ResolverTypeWrapper<import('../wire-map').WireMap['AdminFeedback']>;
  AdminMembership: ResolverTypeWrapper<import('../wire-map').WireMap['AdminMembership']>;
  AdminPayout: ResolverTypeWrapper<import('../wire-map').WireMap['AdminPayout']>;
  AdminUser: ResolverTypeWrapper<import('../wire-map').WireMap['AdminUser']>;
  AdminUserOrder: ResolverTypeWrapper<import('../wire-map').WireMap['AdminUserOrder']>;
  AdminWorkspace: ResolverTypeWrapper<import('../wire-map').WireMap['AdminWorkspace']>;
  Affiliate: ResolverTypeWrapper<import('../wire-map').WireMap['Affiliate']>;
  AffiliatePayout: ResolverTypeWrapper<import('../wire-map').WireMap['AffiliatePayout']>;
  ApiKey: ResolverTypeWrapper<import('../wire-map').WireMap['ApiKey']>;
  AppliedCoupon: ResolverTypeWrapper<import('../wire-map').WireMap['AppliedCoupon']>;
  Assistant: ResolverTypeWrapper<Assistant>;
  Attachment: ResolverTypeWrapper<import('../wire-map').WireMap['Attachment']>;
  AuthPayload: ResolverTypeWrapper<import('../wire-map').WireMap['AuthPayload']>;
  BillingConfig: ResolverTypeWrapper<import('../wire-map').WireMap['BillingConfig']>;
  Boolean: ResolverTypeWrapper<Scalars['Boolean']['output']>;
  CardInput: CardInput;
  Category: ResolverTypeWrapper<Category>;
  ChatCloning: ResolverTypeWrapper<ChatCloning>;
  ChatError: ResolverTypeWrapper<ChatError>;
  ChatEvent: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['ChatEvent']>;
  ChatMessage: ResolverTypeWrapper<Omit<ChatMessage, 'message'> & { message: ResolversTypes['Message'] }>;
  ChatReasoningToken: ResolverTypeWrapper<ChatReasoningToken>;
  ChatRedirect: ResolverTypeWrapper<ChatRedirect>;
  ChatToken: ResolverTypeWrapper<ChatToken>;
  CheckoutInput: CheckoutInput;
  CheckoutResult: ResolverTypeWrapper<import('../wire-map').WireMap['CheckoutResult']>;
  Classification: ResolverTypeWrapper<import('../wire-map').WireMap['Classification']>;
  ClassificationLanguage: ResolverTypeWrapper<ClassificationLanguage>;
  ClassificationModeration: ResolverTypeWrapper<ClassificationModeration>;
  ClassificationPage: ResolverTypeWrapper<Omit<ClassificationPage, 'items'> & { items: Array<ResolversTypes['Classification']> }>;
  ClassificationSentiment: ResolverTypeWrapper<ClassificationSentiment>;
  Composition: ResolverTypeWrapper<import('../wire-map').WireMap['Composition']>;
  CompositionPage: ResolverTypeWrapper<Omit<CompositionPage, 'items'> & { items: Array<ResolversTypes['Composition']> }>;
  Conversation: ResolverTypeWrapper<import('../wire-map').WireMap['Conversation']>;
  ConversationPage: ResolverTypeWrapper<Omit<ConversationPage, 'items'> & { items: Array<ResolversTypes['Conversation']> }>;
  CreatedApiKey: ResolverTypeWrapper<import('../wire-map').WireMap['CreatedApiKey']>;
  CustomCreditsConfig: ResolverTypeWrapper<import('../wire-map').WireMap['CustomCreditsConfig']>;
  DocumentFieldInput: DocumentFieldInput;
  DocumentKind: DocumentKind;
  FeedbackResult: ResolverTypeWrapper<FeedbackResult>;
  FeedbackValue: FeedbackValue;
  FileBlob: ResolverTypeWrapper<Scalars['FileBlob']['output']>;
  Float: ResolverTypeWrapper<Scalars['Float']['output']>;
  ID: ResolverTypeWrapper<Scalars['ID']['output']>;
  Int: ResolverTypeWrapper<Scalars['Int']['output']>;
  Invitation: ResolverTypeWrapper<import('../wire-map').WireMap['Invitation']>;
  InvitationPreview: ResolverTypeWrapper<import('../wire-map').WireMap['InvitationPreview']>;
  IpLocation: ResolverTypeWrapper<import('../wire-map').WireMap['IpLocation']>;
  IsolatedVoice: ResolverTypeWrapper<import('../wire-map').WireMap['IsolatedVoice']>;
  IsolatedVoicePage: ResolverTypeWrapper<Omit<IsolatedVoicePage, 'items'> & { items: Array<ResolversTypes['IsolatedVoice']> }>;
  ListSort: ListSort;
  LoginResult: ResolverTypeWrapper<Omit<LoginResult, 'auth'> & { auth?: Maybe<ResolversTypes['AuthPayload']> }>;
  Message: ResolverTypeWrapper<import('../wire-map').WireMap['Message']>;
  MessagePage: ResolverTypeWrapper<Omit<MessagePage, 'items'> & { items: Array<ResolversTypes['Message']> }>;
  MessageRole: MessageRole;
  Model: ResolverTypeWrapper<import('../wire-map').WireMap['Model']>;
  ModerationCategory: ResolverTypeWrapper<ModerationCategory>;
  Mutation: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Order: ResolverTypeWrapper<import('../wire-map').WireMap['Order']>;
  PayoutMethod: ResolverTypeWrapper<import('../wire-map').WireMap['PayoutMethod']>;
  PayoutMethodInput: PayoutMethodInput;
  Plan: ResolverTypeWrapper<import('../wire-map').WireMap['Plan']>;
  PlanQuote: ResolverTypeWrapper<Omit<PlanQuote, 'plan' | 'quote'> & { plan: ResolversTypes['Plan'], quote: ResolversTypes['Quote'] }>;
  Precheck: ResolverTypeWrapper<import('../wire-map').WireMap['Precheck']>;
  Preset: ResolverTypeWrapper<import('../wire-map').WireMap['Preset']>;
  PresetField: ResolverTypeWrapper<PresetField>;
  Prompt: ResolverTypeWrapper<Prompt>;
  Provider: ResolverTypeWrapper<import('../wire-map').WireMap['Provider']>;
  Query: ResolverTypeWrapper<Record<PropertyKey, never>>;
  Quote: ResolverTypeWrapper<import('../wire-map').WireMap['Quote']>;
  SendMessageInput: SendMessageInput;
  SentimentLabel: SentimentLabel;
  SharedConversation: ResolverTypeWrapper<import('../wire-map').WireMap['SharedConversation']>;
  Speech: ResolverTypeWrapper<import('../wire-map').WireMap['Speech']>;
  SpeechPage: ResolverTypeWrapper<Omit<SpeechPage, 'items'> & { items: Array<ResolversTypes['Speech']> }>;
  SpeechVoice: ResolverTypeWrapper<SpeechVoice>;
  StoredFile: ResolverTypeWrapper<import('../wire-map').WireMap['StoredFile']>;
  String: ResolverTypeWrapper<Scalars['String']['output']>;
  Subscription: ResolverTypeWrapper<Record<PropertyKey, never>>;
  ToolCall: ResolverTypeWrapper<ToolCall>;
  TranscriptContent: ResolverTypeWrapper<TranscriptContent>;
  TranscriptSegment: ResolverTypeWrapper<TranscriptSegment>;
  Transcription: ResolverTypeWrapper<import('../wire-map').WireMap['Transcription']>;
  TranscriptionPage: ResolverTypeWrapper<Omit<TranscriptionPage, 'items'> & { items: Array<ResolversTypes['Transcription']> }>;
  TwoFactorSetup: ResolverTypeWrapper<import('../wire-map').WireMap['TwoFactorSetup']>;
  Upload: ResolverTypeWrapper<Scalars['Upload']['output']>;
  UsageDay: ResolverTypeWrapper<UsageDay>;
  User: ResolverTypeWrapper<import('../wire-map').WireMap['User']>;
  Voice: ResolverTypeWrapper<import('../wire-map').WireMap['Voice']>;
  VoiceOwner: VoiceOwner;
  VoicePage: ResolverTypeWrapper<Omit<VoicePage, 'items'> & { items: Array<ResolversTypes['Voice']> }>;
  Workspace: ResolverTypeWrapper<import('../wire-map').WireMap['Workspace']>;
  WorkspacePerson: ResolverTypeWrapper<import('../wire-map').WireMap['WorkspacePerson']>;
  WorkspaceSubscription: ResolverTypeWrapper<import('../wire-map').WireMap['WorkspaceSubscription']>;
  WorkspaceSummary: ResolverTypeWrapper<import('../wire-map').WireMap['WorkspaceSummary']>;
  WorkspaceUsage: ResolverTypeWrapper<import('../wire-map').WireMap['WorkspaceUsage']>;
  WriteDocumentInput: WriteDocumentInput;
  WriterDocument: ResolverTypeWrapper<import('../wire-map').WireMap['WriterDocument']>;
  WriterDocumentError: ResolverTypeWrapper<WriterDocumentError>;
  WriterDocumentEvent: ResolverTypeWrapper<ResolversUnionTypes<ResolversTypes>['WriterDocumentEvent']>;
  WriterDocumentPage: ResolverTypeWrapper<Omit<WriterDocumentPage, 'items'> & { items: Array<ResolversTypes['WriterDocument']> }>;
  WriterDocumentStored: ResolverTypeWrapper<Omit<WriterDocumentStored, 'document'> & { document: ResolversTypes['WriterDocument'] }>;
  WriterDocumentToken: ResolverTypeWrapper<WriterDocumentToken>;
};

/** Mapping between all available schema types and the resolvers parents */
export type ResolversParentTypes = {
  Address: import('../wire-map').WireMap['Address'];
  AddressInput: AddressInput;
  AdminAuditEntry: import('../wire-map').WireMap['AdminAuditEntry'];
  AdminClaim: import('../wire-map').WireMap['AdminClaim'];
  AdminFeedback: import('../wire-map').WireMap['AdminFeedback'];
  AdminMembership: import('../wire-map').WireMap['AdminMembership'];
  AdminPayout: import('../wire-map').WireMap['AdminPayout'];
  AdminUser: import('../wire-map').WireMap['AdminUser'];
  AdminUserOrder: import('../wire-map').WireMap['AdminUserOrder'];
  AdminWorkspace: import('../wire-map').WireMap['AdminWorkspace'];
  Affiliate: import('../wire-map').WireMap['Affiliate'];
  AffiliatePayout: import('../wire-map').WireMap['AffiliatePayout'];
  ApiKey: import('../wire-map').WireMap['ApiKey'];
  AppliedCoupon: import('../wire-map').WireMap['AppliedCoupon'];
  Assistant: Assistant;
  Attachment: import('../wire-map').WireMap['Attachment'];
  AuthPayload: import('../wire-map').WireMap['AuthPayload'];
  BillingConfig: import('../wire-map').WireMap['BillingConfig'];
  Boolean: Scalars['Boolean']['output'];
  CardInput: CardInput;
  Category: Category;
  ChatCloning: ChatCloning;
  ChatError: ChatError;
  ChatEvent: ResolversUnionTypes<ResolversParentTypes>['ChatEvent'];
  ChatMessage: Omit<ChatMessage, 'message'> & { message: ResolversParentTypes['Message'] };
  ChatReasoningToken: ChatReasoningToken;
  ChatRedirect: ChatRedirect;
  ChatToken: ChatToken;
  CheckoutInput: CheckoutInput;
  CheckoutResult: import('../wire-map').WireMap['CheckoutResult'];
  Classification: import('../wire-map').WireMap['Classification'];
  ClassificationLanguage: ClassificationLanguage;
  ClassificationModeration: ClassificationModeration;
  ClassificationPage: Omit<ClassificationPage, 'items'> & { items: Array<ResolversParentTypes['Classification']> };
  ClassificationSentiment: ClassificationSentiment;
  Composition: import('../wire-map').WireMap['Composition'];
  CompositionPage: Omit<CompositionPage, 'items'> & { items: Array<ResolversParentTypes['Composition']> };
  Conversation: import('../wire-map').WireMap['Conversation'];
  ConversationPage: Omit<ConversationPage, 'items'> & { items: Array<ResolversParentTypes['Conversation']> };
  CreatedApiKey: import('../wire-map').WireMap['CreatedApiKey'];
  CustomCreditsConfig: import('../wire-map').WireMap['CustomCreditsConfig'];
  DocumentFieldInput: DocumentFieldInput;
  FeedbackResult: FeedbackResult;
  FileBlob: Scalars['FileBlob']['output'];
  Float: Scalars['Float']['output'];
  ID: Scalars['ID']['output'];
  Int: Scalars['Int']['output'];
  Invitation: import('../wire-map').WireMap['Invitation'];
  InvitationPreview: import('../wire-map').WireMap['InvitationPreview'];
  IpLocation: import('../wire-map').WireMap['IpLocation'];
  IsolatedVoice: import('../wire-map').WireMap['IsolatedVoice'];
  IsolatedVoicePage: Omit<IsolatedVoicePage, 'items'> & { items: Array<ResolversParentTypes['IsolatedVoice']> };
  LoginResult: Omit<LoginResult, 'auth'> & { auth?: Maybe<ResolversParentTypes['AuthPayload']> };
  Message: import('../wire-map').WireMap['Message'];
  MessagePage: Omit<MessagePage, 'items'> & { items: Array<ResolversParentTypes['Message']> };
  Model: import('../wire-map').WireMap['Model'];
  ModerationCategory: ModerationCategory;
  Mutation: Record<PropertyKey, never>;
  Order: import('../wire-map').WireMap['Order'];
  PayoutMethod: import('../wire-map').WireMap['PayoutMethod'];
  PayoutMethodInput: PayoutMethodInput;
  Plan: import('../wire-map').WireMap['Plan'];
  PlanQuote: Omit<PlanQuote, 'plan' | 'quote'> & { plan: ResolversParentTypes['Plan'], quote: ResolversParentTypes['Quote'] };
  Precheck: import('../wire-map').WireMap['Precheck'];
  Preset: import('../wire-map').WireMap['Preset'];
  PresetField: PresetField;
  Prompt: Prompt;
  Provider: import('../wire-map').WireMap['Provider'];
  Query: Record<PropertyKey, never>;
  Quote: import('../wire-map').WireMap['Quote'];
  SendMessageInput: SendMessageInput;
  SharedConversation: import('../wire-map').WireMap['SharedConversation'];
  Speech: import('../wire-map').WireMap['Speech'];
  SpeechPage: Omit<SpeechPage, 'items'> & { items: Array<ResolversParentTypes['Speech']> };
  SpeechVoice: SpeechVoice;
  StoredFile: import('../wire-map').WireMap['StoredFile'];
  String: Scalars['String']['output'];
  Subscription: Record<PropertyKey, never>;
  ToolCall: ToolCall;
  TranscriptContent: TranscriptContent;
  TranscriptSegment: TranscriptSegment;
  Transcription: import('../wire-map').WireMap['Transcription'];
  TranscriptionPage: Omit<TranscriptionPage, 'items'> & { items: Array<ResolversParentTypes['Transcription']> };
  TwoFactorSetup: import('../wire-map').WireMap['TwoFactorSetup'];
  Upload: Scalars['Upload']['output'];
  UsageDay: UsageDay;
  User: import('../wire-map').WireMap['User'];
  Voice: import('../wire-map').WireMap['Voice'];
  VoicePage: Omit<VoicePage, 'items'> & { items: Array<ResolversParentTypes['Voice']> };
  Workspace: import('../wire-map').WireMap['Workspace'];
  WorkspacePerson: import('../wire-map').WireMap['WorkspacePerson'];
  WorkspaceSubscription: import('../wire-map').WireMap['WorkspaceSubscription'];
  WorkspaceSummary: import('../wire-map').WireMap['WorkspaceSummary'];
  WorkspaceUsage: import('../wire-map').WireMap['WorkspaceUsage'];
  WriteDocumentInput: WriteDocumentInput;
  WriterDocument: import('../wire-map').WireMap['WriterDocument'];
  WriterDocumentError: WriterDocumentError;
  WriterDocumentEvent: ResolversUnionTypes<ResolversParentTypes>['WriterDocumentEvent'];
  WriterDocumentPage: Omit<WriterDocumentPage, 'items'> & { items: Array<ResolversParentTypes['WriterDocument']> };
  WriterDocumentStored: Omit<WriterDocumentStored, 'document'> & { document: ResolversParentTypes['WriterDocument'] };
  WriterDocumentToken: WriterDocumentToken;
};

export type AddressResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Address'] = ResolversParentTypes['Address']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  line1?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  line2?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  postalCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminAuditEntryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminAuditEntry'] = ResolversParentTypes['AdminAuditEntry']> = {
  action?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  actorEmail?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  after?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  before?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  reason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  targetId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  targetKind?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminClaimResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminClaim'] = ResolversParentTypes['AdminClaim']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subject?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminFeedbackResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminFeedback'] = ResolversParentTypes['AdminFeedback']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  hasScreenshot?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  userEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminMembershipResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminMembership'] = ResolversParentTypes['AdminMembership']> = {
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workspace?: Resolver<ResolversTypes['AdminWorkspace'], ParentType, ContextType>;
};

export type AdminPayoutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminPayout'] = ResolversParentTypes['AdminPayout']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['PayoutMethod']>, ParentType, ContextType>;
  processedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  userEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AdminUserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminUser'] = ResolversParentTypes['AdminUser']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isGuest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastLoginAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  orders?: Resolver<Maybe<Array<ResolversTypes['AdminUserOrder']>>, ParentType, ContextType>;
  suspendedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  twoFactorEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  usageTotal?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  workspaces?: Resolver<Maybe<Array<ResolversTypes['AdminMembership']>>, ParentType, ContextType>;
};

export type AdminUserOrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminUserOrder'] = ResolversParentTypes['AdminUserOrder']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AdminWorkspaceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AdminWorkspace'] = ResolversParentTypes['AdminWorkspace']> = {
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type AffiliateResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Affiliate'] = ResolversParentTypes['Affiliate']> = {
  balance?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  commissionPercent?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  earned?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  link?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  minimumPayout?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  paid?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  payoutMethod?: Resolver<Maybe<ResolversTypes['PayoutMethod']>, ParentType, ContextType>;
  pending?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  referrals?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AffiliatePayoutResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AffiliatePayout'] = ResolversParentTypes['AffiliatePayout']> = {
  amount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  method?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ApiKeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ApiKey'] = ResolversParentTypes['ApiKey']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastUsedAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AppliedCouponResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AppliedCoupon'] = ResolversParentTypes['AppliedCoupon']> = {
  amountOff?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  percentOff?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
};

export type AssistantResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Assistant'] = ResolversParentTypes['Assistant']> = {
  avatar?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expertise?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  granted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type AttachmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Attachment'] = ResolversParentTypes['Attachment']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  mime?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type AuthPayloadResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['AuthPayload'] = ResolversParentTypes['AuthPayload']> = {
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  jwt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  user?: Resolver<ResolversTypes['User'], ParentType, ContextType>;
};

export type BillingConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['BillingConfig'] = ResolversParentTypes['BillingConfig']> = {
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  customCredits?: Resolver<ResolversTypes['CustomCreditsConfig'], ParentType, ContextType>;
  gateways?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  stripePublishableKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type CategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Category'] = ResolversParentTypes['Category']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ChatCloningResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChatCloning'] = ResolversParentTypes['ChatCloning']> = {
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChatErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChatError'] = ResolversParentTypes['ChatError']> = {
  error?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outOfCredits?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChatEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChatEvent'] = ResolversParentTypes['ChatEvent']> = {
  __resolveType: TypeResolveFn<'ChatCloning' | 'ChatError' | 'ChatMessage' | 'ChatReasoningToken' | 'ChatRedirect' | 'ChatToken' | 'ToolCall', ParentType, ContextType>;
};

export type ChatMessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChatMessage'] = ResolversParentTypes['ChatMessage']> = {
  message?: Resolver<ResolversTypes['Message'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChatReasoningTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChatReasoningToken'] = ResolversParentTypes['ChatReasoningToken']> = {
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChatRedirectResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChatRedirect'] = ResolversParentTypes['ChatRedirect']> = {
  path?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type ChatTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ChatToken'] = ResolversParentTypes['ChatToken']> = {
  count?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type CheckoutResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CheckoutResult'] = ResolversParentTypes['CheckoutResult']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  purchaseToken?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  redirect?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ClassificationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Classification'] = ResolversParentTypes['Classification']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  flagged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  input?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  language?: Resolver<ResolversTypes['ClassificationLanguage'], ParentType, ContextType>;
  moderation?: Resolver<ResolversTypes['ClassificationModeration'], ParentType, ContextType>;
  sentiment?: Resolver<ResolversTypes['ClassificationSentiment'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClassificationLanguageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClassificationLanguage'] = ResolversParentTypes['ClassificationLanguage']> = {
  code?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  confidence?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClassificationModerationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClassificationModeration'] = ResolversParentTypes['ClassificationModeration']> = {
  categories?: Resolver<Array<ResolversTypes['ModerationCategory']>, ParentType, ContextType>;
  engine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ClassificationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClassificationPage'] = ResolversParentTypes['ClassificationPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Classification']>, ParentType, ContextType>;
};

export type ClassificationSentimentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ClassificationSentiment'] = ResolversParentTypes['ClassificationSentiment']> = {
  compound?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  label?: Resolver<ResolversTypes['SentimentLabel'], ParentType, ContextType>;
  lexicon?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  negative?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  neutral?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  positive?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type CompositionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Composition'] = ResolversParentTypes['Composition']> = {
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  instrumental?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  note?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  outputFile?: Resolver<Maybe<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  tags?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  wavFile?: Resolver<Maybe<ResolversTypes['StoredFile']>, ParentType, ContextType>;
};

export type CompositionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CompositionPage'] = ResolversParentTypes['CompositionPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Composition']>, ParentType, ContextType>;
};

export type ConversationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Conversation'] = ResolversParentTypes['Conversation']> = {
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentLeafId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  hasOlderMessages?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  temporary?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type ConversationPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ConversationPage'] = ResolversParentTypes['ConversationPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Conversation']>, ParentType, ContextType>;
};

export type CreatedApiKeyResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CreatedApiKey'] = ResolversParentTypes['CreatedApiKey']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  prefix?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type CustomCreditsConfigResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['CustomCreditsConfig'] = ResolversParentTypes['CustomCreditsConfig']> = {
  max?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  min?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  unitPrice?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type FeedbackResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['FeedbackResult'] = ResolversParentTypes['FeedbackResult']> = {
  feedback?: Resolver<ResolversTypes['FeedbackValue'], ParentType, ContextType>;
  message?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface FileBlobScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['FileBlob'], any> {
  name: 'FileBlob';
}

export type InvitationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Invitation'] = ResolversParentTypes['Invitation']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type InvitationPreviewResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['InvitationPreview'] = ResolversParentTypes['InvitationPreview']> = {
  email?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  expiresAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  invitedBy?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  workspaceId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  workspaceName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IpLocationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IpLocation'] = ResolversParentTypes['IpLocation']> = {
  city?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  country?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ip?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  region?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type IsolatedVoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IsolatedVoice'] = ResolversParentTypes['IsolatedVoice']> = {
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inputFile?: Resolver<Maybe<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  outputFile?: Resolver<Maybe<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type IsolatedVoicePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['IsolatedVoicePage'] = ResolversParentTypes['IsolatedVoicePage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['IsolatedVoice']>, ParentType, ContextType>;
};

export type LoginResultResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['LoginResult'] = ResolversParentTypes['LoginResult']> = {
  auth?: Resolver<Maybe<ResolversTypes['AuthPayload']>, ParentType, ContextType>;
  challenge?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type MessageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Message'] = ResolversParentTypes['Message']> = {
  attachments?: Resolver<Maybe<Array<ResolversTypes['Attachment']>>, ParentType, ContextType>;
  call?: Resolver<Maybe<ResolversTypes['ToolCall']>, ParentType, ContextType>;
  calls?: Resolver<Array<ResolversTypes['ToolCall']>, ParentType, ContextType>;
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  conversationId?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isIncomplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isProcessing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  parentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  quote?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  reasoning?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  role?: Resolver<ResolversTypes['MessageRole'], ParentType, ContextType>;
  siblingIds?: Resolver<Maybe<Array<ResolversTypes['ID']>>, ParentType, ContextType>;
};

export type MessagePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['MessagePage'] = ResolversParentTypes['MessagePage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
};

export type ModelResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Model'] = ResolversParentTypes['Model']> = {
  capabilities?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  description?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  granted?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isAvailable?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isLocal?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  key?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  modalitiesInput?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  notGrantedReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  provider?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  providerLabel?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  unavailableReason?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type ModerationCategoryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ModerationCategory'] = ResolversParentTypes['ModerationCategory']> = {
  flagged?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  score?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type MutationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Mutation'] = ResolversParentTypes['Mutation']> = {
  acceptInvitation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationAcceptInvitationArgs, 'token'>>;
  adjustWorkspaceCredits?: Resolver<ResolversTypes['AdminWorkspace'], ParentType, ContextType, RequireFields<MutationAdjustWorkspaceCreditsArgs, 'amount' | 'reason' | 'workspaceId'>>;
  cancelSubscription?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType>;
  captchaToken?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  changeAdminUser?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<MutationChangeAdminUserArgs, 'id'>>;
  changeEmail?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationChangeEmailArgs, 'email'>>;
  changePassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationChangePasswordArgs, 'currentPassword' | 'newPassword'>>;
  checkout?: Resolver<ResolversTypes['CheckoutResult'], ParentType, ContextType, RequireFields<MutationCheckoutArgs, 'input'>>;
  chooseBranch?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<MutationChooseBranchArgs, 'conversationId' | 'leafId'>>;
  classify?: Resolver<ResolversTypes['Classification'], ParentType, ContextType, RequireFields<MutationClassifyArgs, 'input'>>;
  cloneVoice?: Resolver<ResolversTypes['Voice'], ParentType, ContextType, RequireFields<MutationCloneVoiceArgs, 'consent' | 'name' | 'sample'>>;
  completeOrder?: Resolver<ResolversTypes['Order'], ParentType, ContextType, RequireFields<MutationCompleteOrderArgs, 'id'>>;
  createApiKey?: Resolver<ResolversTypes['CreatedApiKey'], ParentType, ContextType, Partial<MutationCreateApiKeyArgs>>;
  createCompositions?: Resolver<Array<ResolversTypes['Composition']>, ParentType, ContextType, RequireFields<MutationCreateCompositionsArgs, 'duration' | 'instrumental' | 'model' | 'prompt' | 'tags'>>;
  createConversation?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, Partial<MutationCreateConversationArgs>>;
  createSpeech?: Resolver<ResolversTypes['Speech'], ParentType, ContextType, RequireFields<MutationCreateSpeechArgs, 'prompt' | 'voiceId'>>;
  createTemporaryConversation?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, Partial<MutationCreateTemporaryConversationArgs>>;
  createTranscription?: Resolver<ResolversTypes['Transcription'], ParentType, ContextType, RequireFields<MutationCreateTranscriptionArgs, 'file'>>;
  createWorkspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType, RequireFields<MutationCreateWorkspaceArgs, 'name'>>;
  deleteClassification?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteClassificationArgs, 'id'>>;
  deleteComposition?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteCompositionArgs, 'id'>>;
  deleteConversation?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteConversationArgs, 'id'>>;
  deleteIsolatedVoice?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteIsolatedVoiceArgs, 'id'>>;
  deleteSpeech?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteSpeechArgs, 'id'>>;
  deleteTranscription?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteTranscriptionArgs, 'id'>>;
  deleteWorkspace?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDeleteWorkspaceArgs, 'id'>>;
  deleteWriterDocument?: Resolver<ResolversTypes['ID'], ParentType, ContextType, RequireFields<MutationDeleteWriterDocumentArgs, 'id' | 'kind'>>;
  disableTwoFactor?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDisableTwoFactorArgs, 'code'>>;
  discardEmptyConversation?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationDiscardEmptyConversationArgs, 'id'>>;
  enableTwoFactor?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType, RequireFields<MutationEnableTwoFactorArgs, 'code' | 'password'>>;
  generateTwoFactor?: Resolver<ResolversTypes['TwoFactorSetup'], ParentType, ContextType>;
  inviteToWorkspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType, RequireFields<MutationInviteToWorkspaceArgs, 'email' | 'id'>>;
  isolateVoice?: Resolver<ResolversTypes['IsolatedVoice'], ParentType, ContextType, RequireFields<MutationIsolateVoiceArgs, 'file' | 'model'>>;
  login?: Resolver<ResolversTypes['LoginResult'], ParentType, ContextType, RequireFields<MutationLoginArgs, 'email' | 'password'>>;
  loginTwoFactor?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationLoginTwoFactorArgs, 'challenge' | 'code'>>;
  logout?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  removeInvitation?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType, RequireFields<MutationRemoveInvitationArgs, 'id' | 'invitationId'>>;
  removeWorkspaceMember?: Resolver<Maybe<ResolversTypes['Workspace']>, ParentType, ContextType, RequireFields<MutationRemoveWorkspaceMemberArgs, 'id' | 'userId'>>;
  renameComposition?: Resolver<ResolversTypes['Composition'], ParentType, ContextType, RequireFields<MutationRenameCompositionArgs, 'id' | 'title'>>;
  renameConversation?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<MutationRenameConversationArgs, 'id' | 'title'>>;
  renameIsolatedVoice?: Resolver<ResolversTypes['IsolatedVoice'], ParentType, ContextType, RequireFields<MutationRenameIsolatedVoiceArgs, 'id' | 'title'>>;
  renameSpeech?: Resolver<ResolversTypes['Speech'], ParentType, ContextType, RequireFields<MutationRenameSpeechArgs, 'id' | 'title'>>;
  renameTranscription?: Resolver<ResolversTypes['Transcription'], ParentType, ContextType, RequireFields<MutationRenameTranscriptionArgs, 'id' | 'title'>>;
  renameWorkspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType, RequireFields<MutationRenameWorkspaceArgs, 'id' | 'name'>>;
  renameWriterDocument?: Resolver<ResolversTypes['WriterDocument'], ParentType, ContextType, RequireFields<MutationRenameWriterDocumentArgs, 'id' | 'kind' | 'title'>>;
  requestPasswordReset?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRequestPasswordResetArgs, 'email'>>;
  requestPayout?: Resolver<ResolversTypes['AffiliatePayout'], ParentType, ContextType, Partial<MutationRequestPayoutArgs>>;
  resendVerification?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  resetPassword?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationResetPasswordArgs, 'password' | 'token'>>;
  revokeApiKey?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationRevokeApiKeyArgs, 'id'>>;
  savePayoutMethod?: Resolver<ResolversTypes['Affiliate'], ParentType, ContextType, RequireFields<MutationSavePayoutMethodArgs, 'method'>>;
  sendAccountFeedback?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendAccountFeedbackArgs, 'message'>>;
  sendClaim?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSendClaimArgs, 'message' | 'subject'>>;
  sendFeedback?: Resolver<ResolversTypes['FeedbackResult'], ParentType, ContextType, RequireFields<MutationSendFeedbackArgs, 'conversationId' | 'feedback'>>;
  setBillingAddress?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType, RequireFields<MutationSetBillingAddressArgs, 'address' | 'workspaceId'>>;
  setClassificationStatus?: Resolver<ResolversTypes['Classification'], ParentType, ContextType, RequireFields<MutationSetClassificationStatusArgs, 'id' | 'status'>>;
  setConversationVisibility?: Resolver<ResolversTypes['Conversation'], ParentType, ContextType, RequireFields<MutationSetConversationVisibilityArgs, 'id' | 'visibility'>>;
  setWorkspaceKeys?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType, RequireFields<MutationSetWorkspaceKeysArgs, 'id'>>;
  setWriterDocumentStatus?: Resolver<ResolversTypes['WriterDocument'], ParentType, ContextType, RequireFields<MutationSetWriterDocumentStatusArgs, 'id' | 'kind' | 'status'>>;
  settlePayout?: Resolver<ResolversTypes['AdminPayout'], ParentType, ContextType, RequireFields<MutationSettlePayoutArgs, 'id' | 'status'>>;
  signup?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignupArgs, 'email' | 'password'>>;
  signupGuest?: Resolver<ResolversTypes['AuthPayload'], ParentType, ContextType, RequireFields<MutationSignupGuestArgs, 'firstName'>>;
  switchWorkspace?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType, RequireFields<MutationSwitchWorkspaceArgs, 'id'>>;
  transferWorkspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType, RequireFields<MutationTransferWorkspaceArgs, 'id' | 'ownerId'>>;
  undoTwoFactor?: Resolver<ResolversTypes['String'], ParentType, ContextType, RequireFields<MutationUndoTwoFactorArgs, 'password' | 'token'>>;
  updateProfile?: Resolver<ResolversTypes['User'], ParentType, ContextType, Partial<MutationUpdateProfileArgs>>;
  updateVoice?: Resolver<ResolversTypes['Voice'], ParentType, ContextType, RequireFields<MutationUpdateVoiceArgs, 'id'>>;
};

export type OrderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Order'] = ResolversParentTypes['Order']> = {
  address?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  coupon?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  failureMessage?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  gateway?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  number?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  paidAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  plan?: Resolver<Maybe<ResolversTypes['Plan']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type PayoutMethodResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PayoutMethod'] = ResolversParentTypes['PayoutMethod']> = {
  accountHolder?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  iban?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  type?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlanResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Plan'] = ResolversParentTypes['Plan']> = {
  billingCycle?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  cloneCap?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  features?: Resolver<Array<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  memberCap?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  price?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  salePrice?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PlanQuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PlanQuote'] = ResolversParentTypes['PlanQuote']> = {
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
  quote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType>;
};

export type PrecheckResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Precheck'] = ResolversParentTypes['Precheck']> = {
  cloneCap?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  memberCap?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  members?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  message?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  result?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voices?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type PresetResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Preset'] = ResolversParentTypes['Preset']> = {
  categoryId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  fields?: Resolver<Array<ResolversTypes['PresetField']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  template?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PresetFieldResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['PresetField'] = ResolversParentTypes['PresetField']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  multiline?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type PromptResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Prompt'] = ResolversParentTypes['Prompt']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  description?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  image?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type ProviderResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Provider'] = ResolversParentTypes['Provider']> = {
  label?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  models?: Resolver<Array<ResolversTypes['Model']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
};

export type QueryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Query'] = ResolversParentTypes['Query']> = {
  adminAudit?: Resolver<Array<ResolversTypes['AdminAuditEntry']>, ParentType, ContextType, Partial<QueryAdminAuditArgs>>;
  adminClaims?: Resolver<Array<ResolversTypes['AdminClaim']>, ParentType, ContextType, Partial<QueryAdminClaimsArgs>>;
  adminFeedback?: Resolver<Array<ResolversTypes['AdminFeedback']>, ParentType, ContextType, Partial<QueryAdminFeedbackArgs>>;
  adminFeedbackScreenshot?: Resolver<ResolversTypes['FileBlob'], ParentType, ContextType, RequireFields<QueryAdminFeedbackScreenshotArgs, 'id'>>;
  adminPayouts?: Resolver<Array<ResolversTypes['AdminPayout']>, ParentType, ContextType, Partial<QueryAdminPayoutsArgs>>;
  adminUser?: Resolver<ResolversTypes['AdminUser'], ParentType, ContextType, RequireFields<QueryAdminUserArgs, 'id'>>;
  adminUsers?: Resolver<Array<ResolversTypes['AdminUser']>, ParentType, ContextType, Partial<QueryAdminUsersArgs>>;
  affiliate?: Resolver<ResolversTypes['Affiliate'], ParentType, ContextType>;
  affiliatePayouts?: Resolver<Array<ResolversTypes['AffiliatePayout']>, ParentType, ContextType, Partial<QueryAffiliatePayoutsArgs>>;
  apiKeys?: Resolver<Array<ResolversTypes['ApiKey']>, ParentType, ContextType>;
  assistants?: Resolver<Array<ResolversTypes['Assistant']>, ParentType, ContextType>;
  attachmentFile?: Resolver<ResolversTypes['FileBlob'], ParentType, ContextType, RequireFields<QueryAttachmentFileArgs, 'id'>>;
  billingConfig?: Resolver<ResolversTypes['BillingConfig'], ParentType, ContextType>;
  categories?: Resolver<Array<ResolversTypes['Category']>, ParentType, ContextType, Partial<QueryCategoriesArgs>>;
  classification?: Resolver<Maybe<ResolversTypes['Classification']>, ParentType, ContextType, RequireFields<QueryClassificationArgs, 'id'>>;
  classificationCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, Partial<QueryClassificationCountArgs>>;
  classifications?: Resolver<ResolversTypes['ClassificationPage'], ParentType, ContextType, Partial<QueryClassificationsArgs>>;
  composition?: Resolver<Maybe<ResolversTypes['Composition']>, ParentType, ContextType, RequireFields<QueryCompositionArgs, 'id'>>;
  compositions?: Resolver<ResolversTypes['CompositionPage'], ParentType, ContextType, Partial<QueryCompositionsArgs>>;
  conversation?: Resolver<Maybe<ResolversTypes['Conversation']>, ParentType, ContextType, RequireFields<QueryConversationArgs, 'id'>>;
  conversations?: Resolver<ResolversTypes['ConversationPage'], ParentType, ContextType, Partial<QueryConversationsArgs>>;
  customCreditsQuote?: Resolver<ResolversTypes['Quote'], ParentType, ContextType, RequireFields<QueryCustomCreditsQuoteArgs, 'amount'>>;
  invitation?: Resolver<ResolversTypes['InvitationPreview'], ParentType, ContextType, RequireFields<QueryInvitationArgs, 'token'>>;
  ipLocation?: Resolver<Maybe<ResolversTypes['IpLocation']>, ParentType, ContextType>;
  isolatedVoice?: Resolver<Maybe<ResolversTypes['IsolatedVoice']>, ParentType, ContextType, RequireFields<QueryIsolatedVoiceArgs, 'id'>>;
  isolatedVoices?: Resolver<ResolversTypes['IsolatedVoicePage'], ParentType, ContextType, Partial<QueryIsolatedVoicesArgs>>;
  me?: Resolver<Maybe<ResolversTypes['User']>, ParentType, ContextType>;
  models?: Resolver<Array<ResolversTypes['Model']>, ParentType, ContextType, Partial<QueryModelsArgs>>;
  olderMessages?: Resolver<ResolversTypes['MessagePage'], ParentType, ContextType, RequireFields<QueryOlderMessagesArgs, 'before' | 'conversationId'>>;
  order?: Resolver<Maybe<ResolversTypes['Order']>, ParentType, ContextType, RequireFields<QueryOrderArgs, 'id'>>;
  orderInvoice?: Resolver<ResolversTypes['FileBlob'], ParentType, ContextType, RequireFields<QueryOrderInvoiceArgs, 'id'>>;
  orders?: Resolver<Array<ResolversTypes['Order']>, ParentType, ContextType, Partial<QueryOrdersArgs>>;
  ordersCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  planQuote?: Resolver<ResolversTypes['PlanQuote'], ParentType, ContextType, RequireFields<QueryPlanQuoteArgs, 'id'>>;
  plans?: Resolver<Array<ResolversTypes['Plan']>, ParentType, ContextType>;
  precheck?: Resolver<ResolversTypes['Precheck'], ParentType, ContextType, RequireFields<QueryPrecheckArgs, 'id'>>;
  presets?: Resolver<Array<ResolversTypes['Preset']>, ParentType, ContextType, Partial<QueryPresetsArgs>>;
  prompt?: Resolver<Maybe<ResolversTypes['Prompt']>, ParentType, ContextType, RequireFields<QueryPromptArgs, 'id'>>;
  prompts?: Resolver<Array<ResolversTypes['Prompt']>, ParentType, ContextType, Partial<QueryPromptsArgs>>;
  providers?: Resolver<Array<ResolversTypes['Provider']>, ParentType, ContextType, Partial<QueryProvidersArgs>>;
  recentDocuments?: Resolver<Array<ResolversTypes['WriterDocument']>, ParentType, ContextType, Partial<QueryRecentDocumentsArgs>>;
  searchConversations?: Resolver<ResolversTypes['ConversationPage'], ParentType, ContextType, RequireFields<QuerySearchConversationsArgs, 'query'>>;
  sharedConversation?: Resolver<Maybe<ResolversTypes['SharedConversation']>, ParentType, ContextType, RequireFields<QuerySharedConversationArgs, 'id'>>;
  speech?: Resolver<Maybe<ResolversTypes['Speech']>, ParentType, ContextType, RequireFields<QuerySpeechArgs, 'id'>>;
  speeches?: Resolver<ResolversTypes['SpeechPage'], ParentType, ContextType, Partial<QuerySpeechesArgs>>;
  transcription?: Resolver<Maybe<ResolversTypes['Transcription']>, ParentType, ContextType, RequireFields<QueryTranscriptionArgs, 'id'>>;
  transcriptions?: Resolver<ResolversTypes['TranscriptionPage'], ParentType, ContextType, Partial<QueryTranscriptionsArgs>>;
  voiceCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryVoiceCountArgs, 'owner'>>;
  voices?: Resolver<ResolversTypes['VoicePage'], ParentType, ContextType, Partial<QueryVoicesArgs>>;
  workspaceDetails?: Resolver<Maybe<ResolversTypes['Workspace']>, ParentType, ContextType, RequireFields<QueryWorkspaceDetailsArgs, 'id'>>;
  workspaceUsage?: Resolver<ResolversTypes['WorkspaceUsage'], ParentType, ContextType, RequireFields<QueryWorkspaceUsageArgs, 'workspaceId'>>;
  workspaces?: Resolver<Array<ResolversTypes['WorkspaceSummary']>, ParentType, ContextType>;
  writerDocument?: Resolver<Maybe<ResolversTypes['WriterDocument']>, ParentType, ContextType, RequireFields<QueryWriterDocumentArgs, 'id' | 'kind'>>;
  writerDocumentCount?: Resolver<ResolversTypes['Int'], ParentType, ContextType, RequireFields<QueryWriterDocumentCountArgs, 'kind'>>;
  writerDocuments?: Resolver<ResolversTypes['WriterDocumentPage'], ParentType, ContextType, RequireFields<QueryWriterDocumentsArgs, 'kind'>>;
};

export type QuoteResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Quote'] = ResolversParentTypes['Quote']> = {
  coupon?: Resolver<Maybe<ResolversTypes['AppliedCoupon']>, ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  currency?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  discount?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  subtotal?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  tax?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  total?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
};

export type SharedConversationResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SharedConversation'] = ResolversParentTypes['SharedConversation']> = {
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  currentLeafId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  messages?: Resolver<Array<ResolversTypes['Message']>, ParentType, ContextType>;
  title?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
};

export type SpeechResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Speech'] = ResolversParentTypes['Speech']> = {
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  outputFile?: Resolver<Maybe<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  prompt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  voice?: Resolver<Maybe<ResolversTypes['SpeechVoice']>, ParentType, ContextType>;
};

export type SpeechPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SpeechPage'] = ResolversParentTypes['SpeechPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Speech']>, ParentType, ContextType>;
};

export type SpeechVoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['SpeechVoice'] = ResolversParentTypes['SpeechVoice']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type StoredFileResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['StoredFile'] = ResolversParentTypes['StoredFile']> = {
  contentType?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  duration?: Resolver<Maybe<ResolversTypes['Float']>, ParentType, ContextType>;
  height?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  size?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  url?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  width?: Resolver<Maybe<ResolversTypes['Int']>, ParentType, ContextType>;
};

export type SubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Subscription'] = ResolversParentTypes['Subscription']> = {
  resumeDocument?: SubscriptionResolver<ResolversTypes['WriterDocumentEvent'], "resumeDocument", ParentType, ContextType, RequireFields<SubscriptionResumeDocumentArgs, 'id' | 'kind'>>;
  resumeReply?: SubscriptionResolver<ResolversTypes['ChatEvent'], "resumeReply", ParentType, ContextType, RequireFields<SubscriptionResumeReplyArgs, 'conversationId' | 'messageId'>>;
  sendMessage?: SubscriptionResolver<ResolversTypes['ChatEvent'], "sendMessage", ParentType, ContextType, RequireFields<SubscriptionSendMessageArgs, 'input'>>;
  writeDocument?: SubscriptionResolver<ResolversTypes['WriterDocumentEvent'], "writeDocument", ParentType, ContextType, RequireFields<SubscriptionWriteDocumentArgs, 'input'>>;
};

export type ToolCallResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['ToolCall'] = ResolversParentTypes['ToolCall']> = {
  arguments?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  result?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type TranscriptContentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TranscriptContent'] = ResolversParentTypes['TranscriptContent']> = {
  segments?: Resolver<Array<ResolversTypes['TranscriptSegment']>, ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TranscriptSegmentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TranscriptSegment'] = ResolversParentTypes['TranscriptSegment']> = {
  end?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  start?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TranscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Transcription'] = ResolversParentTypes['Transcription']> = {
  content?: Resolver<Maybe<ResolversTypes['TranscriptContent']>, ParentType, ContextType>;
  cost?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  error?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  inputFile?: Resolver<Maybe<ResolversTypes['StoredFile']>, ParentType, ContextType>;
  model?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  progress?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  state?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type TranscriptionPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TranscriptionPage'] = ResolversParentTypes['TranscriptionPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Transcription']>, ParentType, ContextType>;
};

export type TwoFactorSetupResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['TwoFactorSetup'] = ResolversParentTypes['TwoFactorSetup']> = {
  method?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  qrCode?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  secret?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  status?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export interface UploadScalarConfig extends GraphQLScalarTypeConfig<ResolversTypes['Upload'], any> {
  name: 'Upload';
}

export type UsageDayResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['UsageDay'] = ResolversParentTypes['UsageDay']> = {
  credits?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  date?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  uses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type UserResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['User'] = ResolversParentTypes['User']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  emailVerified?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  firstName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isAdmin?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isGuest?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  lastName?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  twoFactorEnabled?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  workspace?: Resolver<ResolversTypes['Workspace'], ParentType, ContextType>;
};

export type VoiceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Voice'] = ResolversParentTypes['Voice']> = {
  clone?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  engine?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  gender?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  locale?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  owner?: Resolver<ResolversTypes['VoiceOwner'], ParentType, ContextType>;
  visibility?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type VoicePageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['VoicePage'] = ResolversParentTypes['VoicePage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['Voice']>, ParentType, ContextType>;
};

export type WorkspaceResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['Workspace'] = ResolversParentTypes['Workspace']> = {
  anthropicApiKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  billingAddress?: Resolver<Maybe<ResolversTypes['Address']>, ParentType, ContextType>;
  credits?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  invitations?: Resolver<Maybe<Array<ResolversTypes['Invitation']>>, ParentType, ContextType>;
  isEligibleForFreePlan?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  openaiApiKey?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  ownerId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  people?: Resolver<Maybe<Array<ResolversTypes['WorkspacePerson']>>, ParentType, ContextType>;
  role?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  subscription?: Resolver<Maybe<ResolversTypes['WorkspaceSubscription']>, ParentType, ContextType>;
};

export type WorkspacePersonResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkspacePerson'] = ResolversParentTypes['WorkspacePerson']> = {
  email?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  firstName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  lastName?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorkspaceSubscriptionResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkspaceSubscription'] = ResolversParentTypes['WorkspaceSubscription']> = {
  cancelledAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  endsAt?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  plan?: Resolver<ResolversTypes['Plan'], ParentType, ContextType>;
};

export type WorkspaceSummaryResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkspaceSummary'] = ResolversParentTypes['WorkspaceSummary']> = {
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isCurrent?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  name?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  role?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WorkspaceUsageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WorkspaceUsage'] = ResolversParentTypes['WorkspaceUsage']> = {
  days?: Resolver<Array<ResolversTypes['UsageDay']>, ParentType, ContextType>;
  totalCredits?: Resolver<ResolversTypes['Float'], ParentType, ContextType>;
  totalUses?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
};

export type WriterDocumentResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WriterDocument'] = ResolversParentTypes['WriterDocument']> = {
  content?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  createdAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  id?: Resolver<ResolversTypes['ID'], ParentType, ContextType>;
  isIncomplete?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  isProcessing?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  kind?: Resolver<ResolversTypes['DocumentKind'], ParentType, ContextType>;
  language?: Resolver<Maybe<ResolversTypes['String']>, ParentType, ContextType>;
  model?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  presetId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  status?: Resolver<ResolversTypes['Int'], ParentType, ContextType>;
  title?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  updatedAt?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
};

export type WriterDocumentErrorResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WriterDocumentError'] = ResolversParentTypes['WriterDocumentError']> = {
  documentId?: Resolver<Maybe<ResolversTypes['ID']>, ParentType, ContextType>;
  error?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  kept?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  outOfCredits?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WriterDocumentEventResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WriterDocumentEvent'] = ResolversParentTypes['WriterDocumentEvent']> = {
  __resolveType: TypeResolveFn<'WriterDocumentError' | 'WriterDocumentStored' | 'WriterDocumentToken', ParentType, ContextType>;
};

export type WriterDocumentPageResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WriterDocumentPage'] = ResolversParentTypes['WriterDocumentPage']> = {
  hasMore?: Resolver<ResolversTypes['Boolean'], ParentType, ContextType>;
  items?: Resolver<Array<ResolversTypes['WriterDocument']>, ParentType, ContextType>;
};

export type WriterDocumentStoredResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WriterDocumentStored'] = ResolversParentTypes['WriterDocumentStored']> = {
  document?: Resolver<ResolversTypes['WriterDocument'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type WriterDocumentTokenResolvers<ContextType = GatewayContext, ParentType extends ResolversParentTypes['WriterDocumentToken'] = ResolversParentTypes['WriterDocumentToken']> = {
  text?: Resolver<ResolversTypes['String'], ParentType, ContextType>;
  __isTypeOf?: IsTypeOfResolverFn<ParentType, ContextType>;
};

export type Resolvers<ContextType = GatewayContext> = {
  Address?: AddressResolvers<ContextType>;
  AdminAuditEntry?: AdminAuditEntryResolvers<ContextType>;
  AdminClaim?: AdminClaimResolvers<ContextType>;
  AdminFeedback?: AdminFeedbackResolvers<ContextType>;
  AdminMembership?: AdminMembershipResolvers<ContextType>;
  AdminPayout?: AdminPayoutResolvers<ContextType>;
  AdminUser?: AdminUserResolvers<ContextType>;
  AdminUserOrder?: AdminUserOrderResolvers<ContextType>;
  AdminWorkspace?: AdminWorkspaceResolvers<ContextType>;
  Affiliate?: AffiliateResolvers<ContextType>;
  AffiliatePayout?: AffiliatePayoutResolvers<ContextType>;
  ApiKey?: ApiKeyResolvers<ContextType>;
  AppliedCoupon?: AppliedCouponResolvers<ContextType>;
  Assistant?: AssistantResolvers<ContextType>;
  Attachment?: AttachmentResolvers<ContextType>;
  AuthPayload?: AuthPayloadResolvers<ContextType>;
  BillingConfig?: BillingConfigResolvers<ContextType>;
  Category?: CategoryResolvers<ContextType>;
  ChatCloning?: ChatCloningResolvers<ContextType>;
  ChatError?: ChatErrorResolvers<ContextType>;
  ChatEvent?: ChatEventResolvers<ContextType>;
  ChatMessage?: ChatMessageResolvers<ContextType>;
  ChatReasoningToken?: ChatReasoningTokenResolvers<ContextType>;
  ChatRedirect?: ChatRedirectResolvers<ContextType>;
  ChatToken?: ChatTokenResolvers<ContextType>;
  CheckoutResult?: CheckoutResultResolvers<ContextType>;
  Classification?: ClassificationResolvers<ContextType>;
  ClassificationLanguage?: ClassificationLanguageResolvers<ContextType>;
  ClassificationModeration?: ClassificationModerationResolvers<ContextType>;
  ClassificationPage?: ClassificationPageResolvers<ContextType>;
  ClassificationSentiment?: ClassificationSentimentResolvers<ContextType>;
  Composition?: CompositionResolvers<ContextType>;
  CompositionPage?: CompositionPageResolvers<ContextType>;
  Conversation?: ConversationResolvers<ContextType>;
  ConversationPage?: ConversationPageResolvers<ContextType>;
  CreatedApiKey?: CreatedApiKeyResolvers<ContextType>;
  CustomCreditsConfig?: CustomCreditsConfigResolvers<ContextType>;
  FeedbackResult?: FeedbackResultResolvers<ContextType>;
  FileBlob?: GraphQLScalarType;
  Invitation?: InvitationResolvers<ContextType>;
  InvitationPreview?: InvitationPreviewResolvers<ContextType>;
  IpLocation?: IpLocationResolvers<ContextType>;
  IsolatedVoice?: IsolatedVoiceResolvers<ContextType>;
  IsolatedVoicePage?: IsolatedVoicePageResolvers<ContextType>;
  LoginResult?: LoginResultResolvers<ContextType>;
  Message?: MessageResolvers<ContextType>;
  MessagePage?: MessagePageResolvers<ContextType>;
  Model?: ModelResolvers<ContextType>;
  ModerationCategory?: ModerationCategoryResolvers<ContextType>;
  Mutation?: MutationResolvers<ContextType>;
  Order?: OrderResolvers<ContextType>;
  PayoutMethod?: PayoutMethodResolvers<ContextType>;
  Plan?: PlanResolvers<ContextType>;
  PlanQuote?: PlanQuoteResolvers<ContextType>;
  Precheck?: PrecheckResolvers<ContextType>;
  Preset?: PresetResolvers<ContextType>;
  PresetField?: PresetFieldResolvers<ContextType>;
  Prompt?: PromptResolvers<ContextType>;
  Provider?: ProviderResolvers<ContextType>;
  Query?: QueryResolvers<ContextType>;
  Quote?: QuoteResolvers<ContextType>;
  SharedConversation?: SharedConversationResolvers<ContextType>;
  Speech?: SpeechResolvers<ContextType>;
  SpeechPage?: SpeechPageResolvers<ContextType>;
  SpeechVoice?: SpeechVoiceResolvers<ContextType>;
  StoredFile?: StoredFileResolvers<ContextType>;
  Subscription?: SubscriptionResolvers<ContextType>;
  ToolCall?: ToolCallResolvers<ContextType>;
  TranscriptContent?: TranscriptContentResolvers<ContextType>;
  TranscriptSegment?: TranscriptSegmentResolvers<ContextType>;
  Transcription?: TranscriptionResolvers<ContextType>;
  TranscriptionPage?: TranscriptionPageResolvers<ContextType>;
  TwoFactorSetup?: TwoFactorSetupResolvers<ContextType>;
  Upload?: GraphQLScalarType;
  UsageDay?: UsageDayResolvers<ContextType>;
  User?: UserResolvers<ContextType>;
  Voice?: VoiceResolvers<ContextType>;
  VoicePage?: VoicePageResolvers<ContextType>;
  Workspace?: WorkspaceResolvers<ContextType>;
  WorkspacePerson?: WorkspacePersonResolvers<ContextType>;
  WorkspaceSubscription?: WorkspaceSubscriptionResolvers<ContextType>;
  WorkspaceSummary?: WorkspaceSummaryResolvers<ContextType>;
  WorkspaceUsage?: WorkspaceUsageResolvers<ContextType>;
  WriterDocument?: WriterDocumentResolvers<ContextType>;
  WriterDocumentError?: WriterDocumentErrorResolvers<ContextType>;
  WriterDocumentEvent?: WriterDocumentEventResolvers<ContextType>;
  WriterDocumentPage?: WriterDocumentPageResolvers<ContextType>;
  WriterDocumentStored?: WriterDocumentStoredResolvers<ContextType>;
  WriterDocumentToken?: WriterDocumentTokenResolvers<ContextType>;
};

