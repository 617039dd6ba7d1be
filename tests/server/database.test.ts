import { readdirSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../../server/db/migrate';
import { seed } from '../../server/seed';
import { buildTestApp } from './helpers/app';

let app: FastifyInstance;
beforeAll(async () => {
  app = await buildTestApp({ env: { AUTH_RATE_LIMIT: '3' } });
});
afterAll(async () => {
  await app.close();
});

const count = async (table: 'plans' | 'models' | 'users' | 'categories' | 'assistants' | 'presets' | 'prompts') =>
  Number((await app.db.selectFrom(table).select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow()).n);

describe('database', () => {
  it('has a table for every entity', async () => {
    const tables = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = current_schema()`.execute(app.db);
    expect(tables.rows.map((row) => row.table_name)).toEqual(expect.arrayContaining([
      'users', 'workspaces', 'workspace_members', 'invitations', 'plans', 'subscriptions', 'orders', 'coupons', 'credit_ledger', 'usage',
      'conversations', 'messages', 'documents', 'code_documents', 'images', 'videos', 'speeches', 'voices', 'transcriptions',
      'isolated_voices', 'classifications', 'compositions', 'presets', 'categories', 'prompts', 'assistants', 'models', 'affiliates',
      'payouts', 'api_keys', 'mail_outbox', 'captcha_spent', 'affiliate_referrals', 'affiliate_commissions',
    ]));
  });

  it('reads numeric columns and sums as numbers, so a row goes on the wire as it is', async () => {
    const plan = await app.db.selectFrom('plans').select(['price', 'sale_price', 'credits']).where('sale_price', 'is not', null).executeTakeFirstOrThrow();
    expect([typeof plan.price, typeof plan.sale_price, typeof plan.credits]).toEqual(['number', 'number', 'number']);
    const { total } = await app.db.selectFrom('plans').select(sql<number>`sum(price)`.as('total')).executeTakeFirstOrThrow();
    expect(typeof total).toBe('number');
    const { cents } = await sql<{ cents: number }>`select 12.34::numeric(12, 2) as cents`.execute(app.db).then((result) => result.rows[0]!);
    expect(cents).toBe(12.34);
  });

  it('seeds the catalogue and the admin once, however often it runs', async () => {
    const before = await Promise.all((['plans', 'models', 'users', 'categories', 'assistants', 'presets', 'prompts'] as const).map(count));
    await seed(app.db, app.config);
    expect(await Promise.all((['plans', 'models', 'users', 'categories', 'assistants', 'presets', 'prompts'] as const).map(count))).toEqual(before);
    const plans = await app.db.selectFrom('plans').selectAll().orderBy('sort').execute();
    expect(plans.filter((plan) => Number(plan.price) === 0).map((plan) => plan.title)).toEqual(['Free']);
    expect(plans.find((plan) => plan.title === 'Team')).toMatchObject({ member_cap: 5, config: { voiceover: { clone_cap: 3 } } });
    expect(new Set(plans.map((plan) => plan.billing_cycle))).toEqual(new Set(['monthly', 'yearly', 'lifetime', 'one-time']));
    const admin = await app.db.selectFrom('users').selectAll().where('email', '=', 'admin@atelier.local').executeTakeFirstOrThrow();
    expect(admin.is_admin).toBe(true);
  });
});

describe('migrations', () => {
  it('are recorded under the names existing databases already hold, in order', async () => {
    // Found in their folder now; a renamed file would make an existing database run it twice. A
    // new migration needs no line here: the shipped ones must stay, in order, and every file runs.
    const shipped = [
      '0001-initial', '0002-branches', '0004-assistants', '0005-resume', '0006-attachments', '0007-tool-calls', '0008-login-throttle', '0009-files-outside', '0010-message-parent', '0011-workspace-changes', '0012-classifications', '0013-documents', '0014-billing', '0015-quiet-growing-documents', '0016-subscription-past-due', '0017-api-key-workspace', '0018-account-security', '0019-affiliate', '0020-credit-reservations', '0021-undo-2fa-link', '0022-outbox-links-removed', '0023-membership-id', '0025-coupon-once-per-workspace',
    ];
    const files = readdirSync(new URL('../../server/db/migrations/', import.meta.url))
      .filter((file) => file.endsWith('.ts'))
      .map((file) => file.replace(/\.ts$/, ''))
      .sort();
    const applied = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(app.db);
    expect(applied.rows.map((row) => row.name)).toEqual(files);
    expect(files.slice(0, shipped.length)).toEqual(shipped);
    expect(await migrateToLatest(app.db)).toEqual([]);
  });
});

describe('rate limit on /api/auth', () => {
  it('answers 429 with a message past AUTH_RATE_LIMIT requests a minute', async () => {
    const statuses = [];
    for (let i = 0; i < 4; i++) statuses.push((await app.inject({ method: 'GET', url: '/api/auth/captcha' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const limited = await app.inject({ method: 'GET', url: '/api/auth/captcha' });
    expect(limited.json()).toEqual({ message: expect.stringMatching(/rate limit/i) });
    // Other routes are not limited by it.
    expect((await app.inject({ method: 'GET', url: '/api/models' })).statusCode).toBe(200);
  });
});
