// Every table's columns as data, so that a test can hold the hand-written row types against the
// database the migrations build (tests/server/db-types.test.ts): each column is its PostgreSQL
// type (information_schema's udt_name), with " null" when it may be null, or " default" when it
// may not but has a default, so an insert may leave it out.
//
// The product's tables are here, their row types in types.ts. A tool's tables live in its own
// folder instead, so adding one edits no shared file: its `server/<tool>/tables.ts` adds its row
// types to `Database` by module augmentation, describes them with `satisfies TablesOf<…>`, and
// hands the description to its domain (`defineDomain({ …, tables })`, listed in server/domains.ts);
// `databaseColumns` below is this file's list and every domain's.
//
// The description is tied to the `Database` interface at compile time: `satisfies` below (for
// every table no domain describes) and in each tables.ts makes tsc refuse a table or column that
// one has and the other lacks, a column whose type here does not fit its TypeScript type
// (text → string, int4/float8 → number, numeric → string | number, bool → boolean,
// timestamptz → Date, bytea → Buffer, jsonb → anything else), nullability that differs, and a
// column an insert may leave out (Generated, or a ColumnType whose insert type takes undefined)
// that is not described with a default, or the reverse. A table added to `Database` that neither
// this list nor a listed domain describes is refused here. The test then compares the whole
// description with information_schema.columns.
// So the row types, the descriptions and the migrations cannot drift apart without `npm test` failing.
//
// Why not generate types.ts with kysely-codegen instead: the generated types would lose what the
// hand-written ones say and the database does not (a message's role is 'user' | 'assistant', a
// jsonb column's shape), or need an override
// per such column, plus a new dependency and a staleness check; a table's description is a few
// more lines beside its row type, and tsc points at the line.
import type { InsertType, SelectType } from 'kysely';
import { domains } from '../domains';
import { jobsColumns } from '../lib/jobs/tables';
import type { Database } from './types';

/** The PostgreSQL types a column of each TypeScript type may have. */
type TypeOf<Value> = [Value] extends [string]
  ? 'text' | 'varchar'
  : [Value] extends [number]
    ? 'int2' | 'int4' | 'float4' | 'float8' | 'numeric'
    : [Value] extends [boolean]
      ? 'bool'
      : [Value] extends [Date]
        ? 'timestamptz'
        : [Value] extends [Uint8Array]
          ? 'bytea'
          : 'jsonb';

/** How the description must read for a column of this kysely column type. A nullable column may always be left out (it is null then). */
type DescriptionOf<Column> = `${TypeOf<NonNullable<SelectType<Column>>>}${null extends SelectType<Column> ? ' null' : undefined extends InsertType<Column> ? ' default' : ''}`;

type Described = { [Table in keyof Database]: { [Column in keyof Database[Table]]: DescriptionOf<Database[Table][Column]> } };

/** How a tool's tables.ts describes its tables: `{ … } satisfies TablesOf<'voice_notes'>`. */
export type TablesOf<Tables extends keyof Database> = Pick<Described, Tables>;

/** What a domain may hand over as its `tables`: some tables' descriptions. */
export type DescribedTables = Partial<Described>;

/** The tables the listed domains describe (server/domains.ts). */
type DomainTables = (typeof domains)[number] extends infer Domain ? (Domain extends { tables?: infer Tables } ? keyof NonNullable<Tables> : never) : never;

const productColumns = {
  users: {
    id: 'text', email: 'text null', password_hash: 'text null', first_name: 'text default', last_name: 'text default', is_admin: 'bool default', is_guest: 'bool default',
    current_workspace_id: 'text null', ip: 'text null', latitude: 'float8 null', longitude: 'float8 null', email_verified_at: 'timestamptz null',
    token_version: 'int4 default', two_factor_secret: 'text null', two_factor_enabled_at: 'timestamptz null', two_factor_last_step: 'int4 null', verification_sent_at: 'timestamptz null',
    created_at: 'timestamptz default', updated_at: 'timestamptz default', suspended_at: 'timestamptz null', last_login_at: 'timestamptz null',
  },
  workspaces: {
    id: 'text', name: 'text', owner_id: 'text', openai_api_key: 'text null', anthropic_api_key: 'text null', is_eligible_for_free_plan: 'bool default',
    address: 'jsonb null', created_at: 'timestamptz default', updated_at: 'timestamptz default',
  },
  workspace_members: { workspace_id: 'text', user_id: 'text', role: 'text', created_at: 'timestamptz default', membership_id: 'text default' },
  invitations: { id: 'text', workspace_id: 'text', email: 'text', invited_by: 'text null', created_at: 'timestamptz default' },
  plans: {
    id: 'text', title: 'text', description: 'text default', billing_cycle: 'text', price: 'numeric', sale_price: 'numeric null', credits: 'numeric default',
    feature_list: 'jsonb default', member_cap: 'int4 null', config: 'jsonb default', is_active: 'bool default', sort: 'int4 default', created_at: 'timestamptz default',
  },
  subscriptions: {
    id: 'text', workspace_id: 'text', plan_id: 'text', status: 'text default', renews_at: 'timestamptz null', canceled_at: 'timestamptz null',
    created_at: 'timestamptz default', gateway: 'text null', gateway_ref: 'text null', current_period_end: 'timestamptz null',
    past_due_since: 'timestamptz null',
  },
  orders: {
    id: 'text', workspace_id: 'text', user_id: 'text', plan_id: 'text null', coupon_id: 'text null', amount: 'numeric', currency: 'text default', credits: 'numeric default',
    status: 'text default', gateway: 'text null', gateway_ref: 'text null', address: 'jsonb null', created_at: 'timestamptz default', updated_at: 'timestamptz default',
    number: 'text null', idempotency_key: 'text null', subtotal: 'numeric default', discount: 'numeric default', tax: 'numeric default', description: 'text default',
    failure_message: 'text null', paid_at: 'timestamptz null', next_action: 'jsonb null', subscription_id: 'text null',
  },
  coupons: {
    id: 'text', code: 'text', percent_off: 'numeric null', amount_off: 'numeric null', max_redemptions: 'int4 null', redeemed_count: 'int4 default',
    expires_at: 'timestamptz null', created_at: 'timestamptz default', once_per_workspace: 'bool default', demo: 'bool default',
  },
  coupon_uses: { coupon_id: 'text', workspace_id: 'text', order_id: 'text', created_at: 'timestamptz default' },
  credit_ledger: {
    id: 'text', workspace_id: 'text', delta: 'numeric', reason: 'text', usage_id: 'text null', order_id: 'text null', created_at: 'timestamptz default',
  },
  credit_reservations: { id: 'text', workspace_id: 'text', amount: 'numeric', resource_kind: 'text', created_at: 'timestamptz default', expires_at: 'timestamptz' },
  usage: {
    id: 'text', workspace_id: 'text', user_id: 'text', model: 'text', provider: 'text', input_tokens: 'int4 default', output_tokens: 'int4 default', units: 'numeric default',
    cost: 'numeric default', byok: 'bool default', resource_kind: 'text null', resource_id: 'text null', created_at: 'timestamptz default',
  },
  conversations: {
    id: 'text', workspace_id: 'text', user_id: 'text', title: 'text default', created_at: 'timestamptz default', updated_at: 'timestamptz default', visibility: 'int4 default',
    assistant_id: 'text null', current_leaf_id: 'text null', temporary: 'bool default',
  },
  messages: {
    id: 'text', conversation_id: 'text', parent_id: 'text null', role: 'text', content: 'text default', reasoning: 'text default', model: 'text null',
    assistant_id: 'text null', quote: 'text null', call: 'jsonb null', is_processing: 'bool default', created_at: 'timestamptz default', updated_at: 'timestamptz default',
    is_incomplete: 'bool default', owner: 'text null', heartbeat_at: 'timestamptz null', attachments: 'jsonb default', calls: 'jsonb default',
  },
  feedback: {
    id: 'text', conversation_id: 'text', workspace_id: 'text', user_id: 'text', value: 'text', message: 'text null', created_at: 'timestamptz default',
    updated_at: 'timestamptz default',
  },
  documents: {
    id: 'text', workspace_id: 'text', user_id: 'text', title: 'text default', created_at: 'timestamptz default', updated_at: 'timestamptz default', preset_id: 'text null',
    content: 'text default', params: 'jsonb default', status: 'int4 default', is_processing: 'bool default', is_incomplete: 'bool default', owner: 'text null',
    heartbeat_at: 'timestamptz null',
  },
  code_documents: {
    id: 'text', workspace_id: 'text', user_id: 'text', title: 'text default', created_at: 'timestamptz default', updated_at: 'timestamptz default', preset_id: 'text null',
    content: 'text default', params: 'jsonb default', status: 'int4 default', is_processing: 'bool default', is_incomplete: 'bool default', owner: 'text null',
    heartbeat_at: 'timestamptz null',
  },
  images: {
    id: 'text', workspace_id: 'text', user_id: 'text', title: 'text default', created_at: 'timestamptz default', updated_at: 'timestamptz default', status: 'int4 default',
    output_file: 'jsonb null', model: 'text', params: 'jsonb default', state: 'int4 default', visibility: 'int4 default',
  },
  videos: {
    id: 'text', workspace_id: 'text', user_id: 'text', title: 'text default', created_at: 'timestamptz default', updated_at: 'timestamptz default', status: 'int4 default',
    output_file: 'jsonb null', model: 'text', params: 'jsonb default', state: 'int4 default', visibility: 'int4 default',
  },
  speeches: {
    id: 'text', workspace_id: 'text', user_id: 'text', title: 'text default', created_at: 'timestamptz default', updated_at: 'timestamptz default', status: 'int4 default',
    output_file: 'jsonb null', voice_id: 'text null', prompt: 'text', state: 'int4 default', progress: 'float8 default', error: 'text null', cost: 'numeric default',
  },
  voices: {
    id: 'text', workspace_id: 'text null', user_id: 'text null', name: 'text', visibility: 'int4 default', locale: 'text null', gender: 'text null',
    sample_file: 'jsonb null', profile: 'jsonb null', created_at: 'timestamptz default', engine: 'text default', model: 'text default', engine_voice: 'text default',
    clone: 'text null', sort: 'int4 default', enabled: 'bool default', ready: 'bool default',
  },
  transcriptions: {
    id: 'text', workspace_id: 'text', user_id: 'text', title: 'text default', created_at: 'timestamptz default', updated_at: 'timestamptz default', status: 'int4 default',
    output_file: 'jsonb null', model: 'text null', input_file: 'jsonb null', content: 'jsonb null', state: 'int4 default', progress: 'float8 default', error: 'text null',
    cost: 'numeric default',
  },
  isolated_voices: {
    id: 'text', workspace_id: 'text', user_id: 'text', title: 'text default', created_at: 'timestamptz default', updated_at: 'timestamptz default', status: 'int4 default',
    output_file: 'jsonb null', input_file: 'jsonb null', model: 'text default', state: 'int4 default', progress: 'float8 default', error: 'text null', cost: 'numeric default',
  },
  classifications: {
    id: 'text', workspace_id: 'text', user_id: 'text', title: 'text default', created_at: 'timestamptz default', updated_at: 'timestamptz default', status: 'int4 default',
    output_file: 'jsonb null', input: 'text', content: 'jsonb null',
  },
  compositions: {
    id: 'text', workspace_id: 'text', user_id: 'text', title: 'text default', created_at: 'timestamptz default', updated_at: 'timestamptz default', status: 'int4 default',
    output_file: 'jsonb null', prompt: 'text', tags: 'text null', instrumental: 'bool default', model: 'text null', state: 'int4 default', progress: 'float8 default',
    error: 'text null', cost: 'numeric default', duration: 'float8 default', note: 'text null', wav_file: 'jsonb null',
  },
  presets: {
    id: 'text', category_id: 'text null', title: 'text', description: 'text default', image: 'text null', template: 'text default', locale: 'text default', is_active: 'bool default',
    created_at: 'timestamptz default',
  },
  categories: { id: 'text', title: 'text', type: 'text default', sort: 'int4 default' },
  prompts: { id: 'text', title: 'text', description: 'text default', image: 'text null', content: 'text', created_at: 'timestamptz default' },
  assistants: {
    id: 'text', name: 'text', expertise: 'text default', description: 'text default', model: 'text null', instructions: 'text default', avatar: 'text null', sort: 'int4 default',
    created_at: 'timestamptz default',
  },
  models: {
    key: 'text', name: 'text', provider: 'text', description: 'text default', type: 'text', modalities: 'jsonb default', capabilities: 'jsonb default', config: 'jsonb default',
    is_enabled: 'bool default', input_cost_per_1k: 'numeric default', output_cost_per_1k: 'numeric default', sort: 'int4 default', created_at: 'timestamptz default',
  },
  affiliates: { id: 'text', user_id: 'text', code: 'text', payout_method: 'jsonb null', created_at: 'timestamptz default' },
  payouts: { id: 'text', affiliate_id: 'text', amount: 'numeric', status: 'text default', created_at: 'timestamptz default', method: 'jsonb null', processed_at: 'timestamptz null' },
  affiliate_referrals: { user_id: 'text', affiliate_id: 'text', created_at: 'timestamptz default' },
  affiliate_commissions: { order_id: 'text', affiliate_id: 'text', amount: 'numeric', created_at: 'timestamptz default' },
  api_keys: { id: 'text', user_id: 'text', workspace_id: 'text', name: 'text default', key_hash: 'text', prefix: 'text', last_used_at: 'timestamptz null', created_at: 'timestamptz default' },
  mail_outbox: { id: 'text', to_email: 'text', subject: 'text', text: 'text', html: 'text null', sent_at: 'timestamptz null', created_at: 'timestamptz default' },
  account_links: { token_hash: 'text', user_id: 'text', kind: 'text', email: 'text null', expires_at: 'timestamptz', used_at: 'timestamptz null', created_at: 'timestamptz default' },
  recovery_codes: { id: 'text', user_id: 'text', code_hash: 'text', used_at: 'timestamptz null', created_at: 'timestamptz default' },
  revoked_tokens: { token_hash: 'text', expires_at: 'timestamptz', created_at: 'timestamptz default' },
  claims: { id: 'text', user_id: 'text', workspace_id: 'text', subject: 'text', message: 'text', created_at: 'timestamptz default' },
  site_feedback: {
    id: 'text', user_id: 'text', workspace_id: 'text', name: 'text null', email: 'text null', message: 'text', screenshot: 'bytea null', screenshot_type: 'text null',
    created_at: 'timestamptz default',
  },
  captcha_spent: { signature: 'text', expires_at: 'timestamptz', created_at: 'timestamptz default' },
  attachments: {
    id: 'text', workspace_id: 'text', message_id: 'text null', name: 'text', mime: 'text', size: 'int4', data: 'bytea null', extracted_text: 'text null',
    created_at: 'timestamptz default',
  },
  login_throttle: { key: 'text', scope: 'text', failures: 'int4', blocked_until: 'timestamptz null', expires_at: 'timestamptz' },
  payment_events: { id: 'text', gateway: 'text', type: 'text default', processed_at: 'timestamptz default' },
  // Tables of the shared server/lib pieces, described beside their code.
  ...jobsColumns,
} satisfies Omit<Described, DomainTables>;

const domainColumns = domains.map((domain): DescribedTables => domain.tables ?? {});

/** Every table's columns: this file's and every domain's. */
export const databaseColumns: Record<string, Record<string, string>> = Object.assign({}, productColumns, ...domainColumns);
