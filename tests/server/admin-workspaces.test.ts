import { afterAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, type Session } from './helpers/app';
import { signUpAdmin } from './helpers/admin';

// The admin area's workspaces on the real server (README "Admin"): searched by name or owner email
// a page at a time, and one opened with its owner, members, plan in force, balance and orders.
// Who is refused is in the authorisation matrix.

const app = await buildTestApp();
afterAll(async () => {
  await app.close();
});

const admin = await signUpAdmin(app);
const get = (url: string, session: Session = admin) => app.inject({ method: 'GET', url, headers: bearer(session) });

describe('admin: workspaces', () => {
  it('searches workspaces by name or owner email a page at a time', async () => {
    const owner = await signUpUser(app, { first_name: 'Wilhelmina' });
    const byEmail = (await get(`/api/admin/workspaces?q=${encodeURIComponent(owner.user.email!)}`)).json().data;
    expect(byEmail.map((row: { id: string }) => row.id)).toEqual([owner.user.workspace.id]);
    expect(byEmail[0]).toMatchObject({ owner_id: owner.user.id, owner_email: owner.user.email, member_count: 1, balance: owner.user.workspace.credits });
    expect((await get('/api/admin/workspaces?q=wilhelmina')).json().data.map((row: { id: string }) => row.id)).toContain(owner.user.workspace.id);
    const first = (await get('/api/admin/workspaces?limit=1')).json().data;
    expect(first).toHaveLength(1);
    expect((await get(`/api/admin/workspaces?limit=1&starting_after=${first[0].id}`)).json().data[0].id).not.toBe(first[0].id);
  });

  it('opens one with its members, plan, balance and orders, and its balance follows a credit adjustment', async () => {
    const owner = await signUpUser(app);
    const opened = await get(`/api/admin/workspaces/${owner.user.workspace.id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    const plan = await app.db
      .selectFrom('subscriptions')
      .innerJoin('plans', 'plans.id', 'subscriptions.plan_id')
      .select('plans.title')
      .where('subscriptions.workspace_id', '=', owner.user.workspace.id)
      .executeTakeFirst();
    expect(opened.json()).toMatchObject({
      id: owner.user.workspace.id, owner_email: owner.user.email, plan_title: plan?.title ?? null, balance: owner.user.workspace.credits, orders: [],
      members: [{ id: owner.user.id, email: owner.user.email, role: 'owner' }],
    });
    await app.inject({ method: 'POST', url: `/api/admin/workspaces/${owner.user.workspace.id}/credits`, headers: bearer(admin), payload: { amount: 7, reason: 'Goodwill' } });
    expect((await get(`/api/admin/workspaces/${owner.user.workspace.id}`)).json().balance).toBe(owner.user.workspace.credits + 7);
    expect((await get('/api/admin/workspaces/no-such-workspace')).statusCode).toBe(404);
  });
});
