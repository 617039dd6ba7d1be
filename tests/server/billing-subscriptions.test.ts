import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { memberCapRefusal, voiceCapRefusal } from '../../contract/billing-limits';
import { newId } from '../../server/lib/ids';
import { bearer, buildTestApp, signUpUser, type Session } from './helpers/app';
import { balance, checkout, ledgerSum, newKey, sandboxOf } from './helpers/billing';

// Taking money exactly once under concurrency (these run on PGlite and, with TEST_DATABASE_URL,
// on PostgreSQL, where the 20 requests really overlap), and a subscription's life with the ledger
// balancing after every step.

const app = await buildTestApp({ env: { STARTING_CREDITS: '100' } });
afterAll(async () => {
  await app.close();
});

const account = async (session: Session) => (await app.inject({ method: 'GET', url: '/api/account', headers: bearer(session) })).json().workspace;
const DAY = 24 * 60 * 60 * 1000;

async function expectBalanced(session: Session, expected: number) {
  expect(await balance(app, session)).toBe(expected);
  expect(await ledgerSum(app, session.user.workspace.id)).toBe(expected);
}

describe('exactly once', () => {
  it('makes one order and one charge of 20 identical requests, and grants its credits once', async () => {
    const user = await signUpUser(app);
    const sandbox = await sandboxOf(app);
    const charges = sandbox.chargeCount();
    const key = newKey();
    const responses = await Promise.all(Array.from({ length: 20 }, () => checkout(app, user, { id: 'pack-10000', idempotency_key: key })));
    expect(responses.map((response) => response.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(responses.map((response) => response.json().id)).size).toBe(1);
    expect(sandbox.chargeCount() - charges).toBe(1);
    const orders = await app.db.selectFrom('orders').select(['id', 'status']).where('workspace_id', '=', user.user.workspace.id).execute();
    expect(orders).toEqual([{ id: responses[0]!.json().id, status: 'paid' }]);
    await expectBalanced(user, 10_100);
  });

  it('lets one of 20 parallel requests redeem a single-use coupon', async () => {
    const code = `ONCE-${randomBytes(3).toString('hex')}`;
    await app.db.insertInto('coupons').values({ id: newId(), code, percent_off: 50, amount_off: null, max_redemptions: 1, expires_at: null }).execute();
    const users = await Promise.all(Array.from({ length: 4 }, () => signUpUser(app)));
    const responses = await Promise.all(Array.from({ length: 20 }, (_, index) => checkout(app, users[index % 4]!, { id: 'pack-2000', coupon: code })));
    const statuses = responses.map((response) => response.statusCode).sort();
    expect(statuses).toEqual([200, ...Array(19).fill(400)]);
    expect(new Set(responses.filter((response) => response.statusCode === 400).map((response) => response.json().message))).toEqual(new Set(['This coupon has already been used.']));
    const coupon = await app.db.selectFrom('coupons').selectAll().where('code', '=', code).executeTakeFirstOrThrow();
    expect(coupon.redeemed_count).toBe(1);
    expect((await app.db.selectFrom('orders').select('id').where('coupon_id', '=', coupon.id).execute()).length).toBe(1);
  });

  it('gives a declined order coupon redemption back', async () => {
    const code = `BACK-${randomBytes(3).toString('hex')}`;
    await app.db.insertInto('coupons').values({ id: newId(), code, percent_off: 10, amount_off: null, max_redemptions: 1, expires_at: null }).execute();
    const user = await signUpUser(app);
    const declined = await checkout(app, user, { id: 'pack-2000', coupon: code, card: { number: '4000000000000002', exp_month: 12, exp_year: new Date().getFullYear() + 1, cvc: '123' } });
    expect(declined.statusCode).toBe(402);
    expect((await checkout(app, user, { id: 'pack-2000', coupon: code })).statusCode).toBe(200);
  });
});

describe('a subscription', () => {
  it('buys, renews, upgrades and cancels with the ledger balancing after every step', async () => {
    const user = await signUpUser(app);
    await expectBalanced(user, 100);

    expect((await checkout(app, user, { id: 'pack-2000' })).statusCode).toBe(200);
    await expectBalanced(user, 2_100);

    expect((await checkout(app, user, { id: 'plan-pro-monthly' })).statusCode).toBe(200);
    await expectBalanced(user, 7_100);
    expect((await account(user)).subscription.plan.id).toBe('plan-pro-monthly');

    // A month and a day later: one renewal, one paid order, the plan's credits again; running twice renews once.
    const later = new Date(Date.now() + 32 * DAY);
    await app.services.billing.renewDue(later);
    await app.services.billing.renewDue(later);
    await expectBalanced(user, 12_100);
    const orders = (await app.inject({ method: 'GET', url: '/api/billing/orders?sort=created_at:desc&limit=3', headers: bearer(user) })).json().data;
    expect(orders[0]).toMatchObject({ status: 'paid', description: 'Pro (monthly), renewal', total: 19, credits: 5000 });
    expect((await app.inject({ method: 'GET', url: '/api/billing/orders/count', headers: bearer(user) })).json()).toEqual({ count: 3 });

    // Upgrade: Team replaces Pro at once; Pro's credits stay, Pro no longer renews.
    expect((await checkout(app, user, { id: 'plan-team' })).statusCode).toBe(200);
    await expectBalanced(user, 32_100);
    expect((await account(user)).subscription.plan.id).toBe('plan-team');
    const pro = await app.db.selectFrom('subscriptions').selectAll().where('workspace_id', '=', user.user.workspace.id).where('plan_id', '=', 'plan-pro-monthly').executeTakeFirstOrThrow();
    expect(pro).toMatchObject({ status: 'canceled', renews_at: null });
    expect((await sandboxOf(app)).cancelled().has(pro.gateway_ref!)).toBe(true);

    // Cancel: no renewal, the plan stays until its period ends, then the workspace is on no plan.
    const cancelled = await app.inject({ method: 'DELETE', url: '/api/billing/subscription', headers: bearer(user) });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await app.inject({ method: 'DELETE', url: '/api/billing/subscription', headers: bearer(user) })).statusCode).toBe(404);
    // The answer is the workspace as the account reads it: the billing page shows the cancel from it.
    expect(cancelled.json()).toEqual(await account(user));
    // The account says it is cancelled and when it ends, for the billing page.
    const ending = (await account(user)).subscription;
    expect(ending.plan.id).toBe('plan-team');
    expect(new Date(ending.canceled_at).getTime()).toBeLessThanOrEqual(Date.now());
    expect(new Date(ending.current_period_end).getTime()).toBeGreaterThan(Date.now() + 25 * DAY);
    await app.services.billing.renewDue(new Date(Date.now() + 40 * DAY));
    await expectBalanced(user, 32_100);
    expect((await account(user)).subscription).toBeNull();
  });
});

describe('the lifetime plan', () => {
  it('is paid once and grants its credits every month without a charge, the ledger balancing', async () => {
    const user = await signUpUser(app);
    const bought = await checkout(app, user, { id: 'plan-pro-lifetime' });
    expect(bought.statusCode, bought.body).toBe(200);
    await expectBalanced(user, 5_100);
    const charges = (await sandboxOf(app)).chargeCount();

    for (const [days, expected] of [[32, 10_100], [32, 10_100], [63, 15_100]] as const) {
      await app.services.billing.renewDue(new Date(Date.now() + days * DAY));
      await expectBalanced(user, expected);
    }
    expect((await sandboxOf(app)).chargeCount()).toBe(charges);
    const orders = (await app.inject({ method: 'GET', url: '/api/billing/orders?sort=created_at:desc&limit=3', headers: bearer(user) })).json().data;
    expect(orders.map((order: { total: number }) => order.total)).toEqual([0, 0, 299]);
    expect(orders[0]).toMatchObject({ status: 'paid', description: 'Pro (lifetime), monthly credits', credits: 5000, gateway: 'none' });
    const subscription = await app.db.selectFrom('subscriptions').selectAll().where('workspace_id', '=', user.user.workspace.id).where('plan_id', '=', 'plan-pro-lifetime').executeTakeFirstOrThrow();
    expect(subscription).toMatchObject({ status: 'active', current_period_end: null, canceled_at: null });
    expect((await account(user)).subscription.plan.id).toBe('plan-pro-lifetime');
    // Lifetime has no renewal to cancel.
    expect((await app.inject({ method: 'DELETE', url: '/api/billing/subscription', headers: bearer(user) })).statusCode).toBe(404);
  });
});

describe('the free plan', () => {
  it('is offered only to a workspace on no plan whose owner has no other workspace on it, and costs no card', async () => {
    const user = await signUpUser(app);
    // A new workspace starts on Free.
    expect((await account(user)).is_eligible_for_free_plan).toBe(false);
    const refused = await checkout(app, user, { id: 'plan-free', card: undefined });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toMatch(/free plan/);

    // A paid plan, cancelled and past its period, leaves none.
    expect((await checkout(app, user, { id: 'plan-pro-monthly' })).statusCode).toBe(200);
    await app.inject({ method: 'DELETE', url: '/api/billing/subscription', headers: bearer(user) });
    await app.db.updateTable('subscriptions').set({ current_period_end: new Date(Date.now() - 1000) }).where('workspace_id', '=', user.user.workspace.id).where('plan_id', '=', 'plan-pro-monthly').execute();
    expect((await account(user)).is_eligible_for_free_plan).toBe(true);

    // Another workspace of the same owner on Free: not eligible.
    const other = newId();
    await app.db.insertInto('workspaces').values({ id: other, name: 'Second', owner_id: user.user.id, openai_api_key: null, anthropic_api_key: null, address: null }).execute();
    await app.db.insertInto('subscriptions').values({ id: newId(), workspace_id: other, plan_id: 'plan-free', renews_at: null, canceled_at: null, gateway: null, gateway_ref: null, current_period_end: null }).execute();
    expect((await account(user)).is_eligible_for_free_plan).toBe(false);
    await app.db.deleteFrom('workspaces').where('id', '=', other).execute();

    const charges = (await sandboxOf(app)).chargeCount();
    const free = await checkout(app, user, { id: 'plan-free', card: undefined });
    expect(free.statusCode, free.body).toBe(200);
    expect((await sandboxOf(app)).chargeCount()).toBe(charges);
    const order = (await app.inject({ method: 'GET', url: `/api/billing/orders/${free.json().id}`, headers: bearer(user) })).json();
    expect(order).toMatchObject({ status: 'paid', total: 0, gateway: 'none', credits: 100 });
    expect((await account(user)).subscription.plan.id).toBe('plan-free');
  });
});

describe('the pre-check', () => {
  async function member(workspaceId: string) {
    const other = await signUpUser(app);
    await app.db.insertInto('workspace_members').values({ workspace_id: workspaceId, user_id: other.user.id, role: 'member' }).execute();
    return other;
  }

  it('stops a plan for fewer people than the workspace has with its invitations, and checkout refuses it too', async () => {
    const user = await signUpUser(app);
    const workspaceId = user.user.workspace.id;
    const precheck = () => app.inject({ method: 'GET', url: '/api/billing/plans/plan-pro-monthly/precheck', headers: bearer(user) });
    expect((await precheck()).json()).toMatchObject({ result: 'proceed', message: null, members: 1, member_cap: 1 });
    await member(workspaceId);
    await app.db.insertInto('invitations').values({ id: newId(), workspace_id: workspaceId, email: 'invited@example.com', invited_by: user.user.id }).execute();
    const refused = (await precheck()).json();
    expect(refused).toMatchObject({ result: 'member_cap', members: 3, member_cap: 1 });
    expect(refused.message).toBe('Your workspace has 2 members and 1 pending invitation, and the Pro plan allows 1. Remove members or invitations before moving to it.');
    const charged = await checkout(app, user, { id: 'plan-pro-monthly' });
    expect(charged.statusCode).toBe(409);
    expect(charged.json()).toEqual({ message: refused.message });
    // Team takes 5; a pack changes no plan.
    expect((await app.inject({ method: 'GET', url: '/api/billing/plans/plan-team/precheck', headers: bearer(user) })).json().result).toBe('proceed');
    expect((await checkout(app, user, { id: 'pack-2000' })).statusCode).toBe(200);
  });

  it('stops a plan that keeps fewer cloned voices than the workspace has', async () => {
    const user = await signUpUser(app);
    for (const name of ['One', 'Two']) await app.db.insertInto('voices').values({ id: newId(), workspace_id: user.user.workspace.id, user_id: user.user.id, name, locale: null, gender: null, sample_file: null, profile: null }).execute();
    const refused = (await app.inject({ method: 'GET', url: '/api/billing/plans/plan-pro-monthly/precheck', headers: bearer(user) })).json();
    expect(refused).toMatchObject({ result: 'voice_cap', voices: 2, clone_cap: 1 });
    expect(refused.message).toBe('Your workspace has 2 cloned voices, and the Pro plan keeps 1. Delete cloned voices before moving to it.');
    expect((await checkout(app, user, { id: 'plan-pro-monthly' })).statusCode).toBe(409);
    expect((await app.inject({ method: 'GET', url: '/api/billing/plans/plan-team/precheck', headers: bearer(user) })).json().result).toBe('proceed');
  });
});

describe("the pre-check's words", () => {
  it.each([
    [{ members: 2, invitations: 1, cap: 1 }, 'Your workspace has 2 members and 1 pending invitation, and the Pro plan allows 1. Remove members or invitations before moving to it.'],
    [{ members: 1, invitations: 2, cap: 1 }, 'Your workspace has 1 member and 2 pending invitations, and the Pro plan allows 1. Remove members or invitations before moving to it.'],
    [{ members: 6, invitations: 0, cap: 5 }, 'Your workspace has 6 members, and the Pro plan allows 5. Remove members before moving to it.'],
  ])('counts members and invitations apart: %o', (counts, expected) => {
    expect(memberCapRefusal({ plan: 'Pro', ...counts })).toBe(expected);
  });

  it.each([
    [4, 3, 'Your workspace has 4 cloned voices, and the Pro plan keeps 3. Delete cloned voices before moving to it.'],
    [1, 0, 'Your workspace has 1 cloned voice, and the Pro plan keeps none. Delete cloned voices before moving to it.'],
  ])('counts %i cloned voices against %i', (voices, cap, expected) => {
    expect(voiceCapRefusal({ plan: 'Pro', voices, cap })).toBe(expected);
  });
});

describe('the workspace billing address and the invoice', () => {
  it('lets the owner set the address, refuses a member, and prints a paid order invoice to it', async () => {
    const user = await signUpUser(app);
    const workspaceId = user.user.workspace.id;
    const address = { name: 'Lovelace Ltd', line1: '1 Main Street', city: 'Berlin', postal_code: '10115', country: 'DE' };
    const saved = await app.inject({ method: 'POST', url: `/api/workspaces/${workspaceId}`, headers: bearer(user), payload: { address } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ id: workspaceId, address });
    const other = await signUpUser(app);
    await app.db.insertInto('workspace_members').values({ workspace_id: workspaceId, user_id: other.user.id, role: 'member' }).execute();
    // The member's token names their own workspace: this one is not theirs to change.
    expect((await app.inject({ method: 'POST', url: `/api/workspaces/${workspaceId}`, headers: bearer(other), payload: { address } })).statusCode).toBe(404);

    // Logged in to this workspace, the member may look but not change how it pays.
    await app.db.updateTable('users').set({ current_workspace_id: workspaceId }).where('id', '=', other.user.id).execute();
    const login = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: other.user.email, password: 'correct horse battery' } });
    const asMember = { authorization: `Bearer ${login.json().jwt}` };
    const refused = await app.inject({ method: 'POST', url: `/api/workspaces/${workspaceId}`, headers: asMember, payload: { address } });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toEqual({ message: 'Only the workspace owner can change its billing.' });
    expect((await app.inject({ method: 'DELETE', url: '/api/billing/subscription', headers: asMember })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/billing/orders/count', headers: asMember })).statusCode).toBe(200);

    const { id } = (await checkout(app, user, { id: 'pack-2000' })).json();
    const pdf = await app.inject({ method: 'GET', url: `/api/billing/order/${id}/download`, headers: bearer(user) });
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toMatch(/^attachment; filename="invoice-ATL-\d{6}\.pdf"$/);
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const failed = await checkout(app, user, { id: 'pack-2000', card: { number: '4000000000000002', exp_month: 12, exp_year: new Date().getFullYear() + 1, cvc: '123' } });
    const failedId = (await app.db.selectFrom('orders').select('id').where('workspace_id', '=', workspaceId).where('status', '=', 'failed').executeTakeFirstOrThrow()).id;
    expect(failed.statusCode).toBe(402);
    expect((await app.inject({ method: 'GET', url: `/api/billing/order/${failedId}/download`, headers: bearer(user) })).statusCode).toBe(404);
  });
});
