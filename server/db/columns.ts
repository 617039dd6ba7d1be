// Every table's columns as data, so that a test can hold the hand-written row types of types.ts
// against the database the migrations build (tests/server/db-types.test.ts): each column is its
// PostgreSQL type (information_schema's udt_name), with " null" when it may be null.
//
// The description is tied to the `Database` interface at compile time: `satisfies Described`
// below makes tsc refuse a table or column that one has and the other lacks, a column whose
// type here does not fit its TypeScript type (text → string, int4/float8 → number, numeric →
// string | number, bool → boolean, timestamptz → Date, bytea → Buffer, jsonb → anything else),
// and nullability that differs. The test then compares it with information_schema.columns.
// So types.ts, this file and the migrations cannot drift apart without `npm test` failing.
//
// Why not generate types.ts with kysely-codegen instead: the generated types would lose what the
// hand-written ones say and the database does not (a message's role is 'user' | 'assistant', a
// jsonb column's shape, numeric read as string | number on both drivers), or need an override
// per such column, plus a new dependency and a staleness check; this file is one more table to
// edit when a migration adds one, and tsc points at the line.
import type { SelectType } from 'kysely';
import type { Database } from './types';

/** The PostgreSQL types a column of each TypeScript type may have. */
type TypeOf<Value> = [Value] extends [string]
  ? 'text' | 'varchar'
  : [Value] extends [number]
    ? 'int2' | 'int4' | 'float4' | 'float8'
    : [Value] extends [string | number]
      ? 'numeric' | 'int8'
      : [Value] extends [boolean]
        ? 'bool'
        : [Value] extends [Date]
          ? 'timestamptz'
          : [Value] extends [Uint8Array]
            ? 'bytea'
            : 'jsonb';

/** How the description must read for a column of this kysely column type. */
type DescriptionOf<Column> = `${TypeOf<NonNullable<SelectType<Column>>>}${null extends SelectType<Column> ? ' null' : ''}`;

type Described = { [Table in keyof Database]: { [Column in keyof Database[Table]]: DescriptionOf<Database[Table][Column]> } };

export const databaseColumns = {
  users: {
    id: 'text', email: 'text null', password_hash: 'text null', first_name: 'text', last_name: 'text', is_admin: 'bool', is_guest: 'bool',
    current_workspace_id: 'text null', ip: 'text null', latitude: 'float8 null', longitude: 'float8 null', email_verified_at: 'timestamptz null',
    created_at: 'timestamptz', updated_at: 'timestamptz',
  },
  workspaces: {
    id: 'text', name: 'text', owner_id: 'text', openai_api_key: 'text null', anthropic_api_key: 'text null', is_eligible_for_free_plan: 'bool',
    address: 'jsonb null', created_at: 'timestamptz', updated_at: 'timestamptz',
  },
  workspace_members: { workspace_id: 'text', user_id: 'text', role: 'text', created_at: 'timestamptz' },
  invitations: { id: 'text', workspace_id: 'text', email: 'text', invited_by: 'text null', created_at: 'timestamptz' },
  plans: {
    id: 'text', title: 'text', description: 'text', billing_cycle: 'text', price: 'numeric', sale_price: 'numeric null', credits: 'numeric',
    feature_list: 'jsonb', member_cap: 'int4 null', config: 'jsonb', is_active: 'bool', sort: 'int4', created_at: 'timestamptz',
  },
  subscriptions: {
    id: 'text', workspace_id: 'text', plan_id: 'text', status: 'text', renews_at: 'timestamptz null', canceled_at: 'timestamptz null',
    created_at: 'timestamptz',
  },
  orders: {
    id: 'text', workspace_id: 'text', user_id: 'text', plan_id: 'text null', coupon_id: 'text null', amount: 'numeric', currency: 'text', credits: 'numeric',
    status: 'text', gateway: 'text null', gateway_ref: 'text null', address: 'jsonb null', created_at: 'timestamptz', updated_at: 'timestamptz',
  },
  coupons: {
    id: 'text', code: 'text', percent_off: 'numeric null', amount_off: 'numeric null', max_redemptions: 'int4 null', redeemed_count: 'int4',
    expires_at: 'timestamptz null', created_at: 'timestamptz',
  },
  credit_ledger: {
    id: 'text', workspace_id: 'text', delta: 'numeric', reason: 'text', usage_id: 'text null', order_id: 'text null', created_at: 'timestamptz',
  },
  usage: {
    id: 'text', workspace_id: 'text', user_id: 'text', model: 'text', provider: 'text', input_tokens: 'int4', output_tokens: 'int4', units: 'numeric',
    cost: 'numeric', byok: 'bool', resource_kind: 'text null', resource_id: 'text null', created_at: 'timestamptz',
  },
  conversations: {
    id: 'text', workspace_id: 'text', user_id: 'text', title: 'text', created_at: 'timestamptz', updated_at: 'timestamptz', visibility: 'int4',
    assistant_id: 'text null', current_leaf_id: 'text null', temporary: 'bool',
  },
  messages: {
    id: 'text', conversation_id: 'text', parent_id: 'text null', role: 'text', content: 'text', reasoning: 'text', model: 'text null',
    assistant_id: 'text null', quote: 'text null', call: 'jsonb null', is_processing: 'bool', created_at: 'timestamptz', updated_at: 'timestamptz',
    is_incomplete: 'bool', owner: 'text null', heartbeat_at: 'timestamptz null', attachments: 'jsonb', calls: 'jsonb',
  },
  feedback: {
    id: 'text', conversation_id: 'text', workspace_id: 'text', user_id: 'text', value: 'text', message: 'text null', created_at: 'timestamptz',
    updated_at: 'timestamptz',
  },
  documents: {
    id: 'text', workspace_id: 'text', user_id: 'text', title: 'text', created_at: 'timestamptz', updated_at: 'timestamptz', preset_id: 'text null',
    content: 'text', params: 'jsonb', status: 'int4',
  },
  code_documents: {
    id: 'text', workspace_id: 'text', user_id: 'text', title: 'text', created_at: 'timestamptz', updated_at: 'timestamptz', preset_id: 'text null',
    content: 'text', params: 'jsonb', status: 'int4',
  },
  images: {
    id: 'text', workspace_id: 'text', user_id: 'text', title: 'text', created_at: 'timestamptz', updated_at: 'timestamptz', status: 'int4',
    output_file: 'jsonb null', model: 'text', params: 'jsonb', state: 'int4', visibility: 'int4',
  },
  videos: {
    id: 'text', workspace_id: 'text', user_id: 'text', title: 'text', created_at: 'timestamptz', updated_at: 'timestamptz', status: 'int4',
    output_file: 'jsonb null', model: 'text', params: 'jsonb', state: 'int4', visibility: 'int4',
  },
  speeches: {
    id: 'text', workspace_id: 'text', user_id: 'text', title: 'text', created_at: 'timestamptz', updated_at: 'timestamptz', status: 'int4',
    output_file: 'jsonb null', voice_id: 'text null', prompt: 'text',
  },
  voices: {
    id: 'text', workspace_id: 'text null', user_id: 'text null', name: 'text', visibility: 'int4', locale: 'text null', gender: 'text null',
    sample_file: 'jsonb null', profile: 'jsonb null', created_at: 'timestamptz',
  },
  transcriptions: {
    id: 'text', workspace_id: 'text', user_id: 'text', title: 'text', created_at: 'timestamptz', updated_at: 'timestamptz', status: 'int4',
    output_file: 'jsonb null', model: 'text null', input_file: 'jsonb null', content: 'jsonb null',
  },
  isolated_voices: {
    id: 'text', workspace_id: 'text', user_id: 'text', title: 'text', created_at: 'timestamptz', updated_at: 'timestamptz', status: 'int4',
    output_file: 'jsonb null', input_file: 'jsonb null',
  },
  classifications: {
    id: 'text', workspace_id: 'text', user_id: 'text', title: 'text', created_at: 'timestamptz', updated_at: 'timestamptz', status: 'int4',
    output_file: 'jsonb null', input: 'text', content: 'jsonb null',
  },
  compositions: {
    id: 'text', workspace_id: 'text', user_id: 'text', title: 'text', created_at: 'timestamptz', updated_at: 'timestamptz', status: 'int4',
    output_file: 'jsonb null', prompt: 'text', tags: 'text null', instrumental: 'bool', model: 'text null',
  },
  presets: {
    id: 'text', category_id: 'text null', title: 'text', description: 'text', image: 'text null', template: 'text', locale: 'text', is_active: 'bool',
    created_at: 'timestamptz',
  },
  categories: { id: 'text', title: 'text', type: 'text', sort: 'int4' },
  prompts: { id: 'text', title: 'text', description: 'text', image: 'text null', content: 'text', created_at: 'timestamptz' },
  assistants: {
    id: 'text', name: 'text', expertise: 'text', description: 'text', model: 'text null', instructions: 'text', avatar: 'text null', sort: 'int4',
    created_at: 'timestamptz',
  },
  models: {
    key: 'text', name: 'text', provider: 'text', description: 'text', type: 'text', modalities: 'jsonb', capabilities: 'jsonb', config: 'jsonb',
    is_enabled: 'bool', input_cost_per_1k: 'numeric', output_cost_per_1k: 'numeric', sort: 'int4', created_at: 'timestamptz',
  },
  affiliates: { id: 'text', user_id: 'text', code: 'text', payout_method: 'jsonb null', created_at: 'timestamptz' },
  payouts: { id: 'text', affiliate_id: 'text', amount: 'numeric', status: 'text', created_at: 'timestamptz' },
  api_keys: { id: 'text', user_id: 'text', name: 'text', key_hash: 'text', prefix: 'text', last_used_at: 'timestamptz null', created_at: 'timestamptz' },
  mail_outbox: { id: 'text', to_email: 'text', subject: 'text', text: 'text', html: 'text null', sent_at: 'timestamptz null', created_at: 'timestamptz' },
  captcha_spent: { signature: 'text', expires_at: 'timestamptz', created_at: 'timestamptz' },
  attachments: {
    id: 'text', workspace_id: 'text', message_id: 'text null', name: 'text', mime: 'text', size: 'int4', data: 'bytea null', extracted_text: 'text null',
    created_at: 'timestamptz',
  },
  login_throttle: { key: 'text', scope: 'text', failures: 'int4', blocked_until: 'timestamptz null', expires_at: 'timestamptz' },
} satisfies Described;
