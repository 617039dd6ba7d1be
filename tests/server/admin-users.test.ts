import { afterAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, testPassword, type Session } from './helpers/app';
import { signUpAdmin } from './helpers/admin';

// The admin area's users on the real server (README "Admin"): search and open a user, suspend and
// restore (their sessions and API keys refused at their next request, the login form told why),
// make or remove an admin (never the last), adjust a workspace's credits with a reason. Every
// change has its audit entry. Who is refused is in the authorisation matrix.

const app = await buildTestApp();
afterAll(async () => {
  await app.close();
});

const admin = await signUpAdmin(app);
const get = (url: string, session: Session = admin) => app.inject({ method: 'GET', url, headers: bearer(session) });
const change = (id: string, payload: object, session: Session = admin) => app.inject({ method: 'PATCH', url: `/api/admin/users/${id}`, headers: bearer(session), payload });
const adjust = (workspaceId: string, payload: object) => app.inject({ method: 'POST', url: `/api/admin/workspaces/${workspaceId}/credits`, headers: bearer(admin), payload });
const login = (email: string) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password: testPassword } });
const auditOf = async (targetId: string) => (await get(`/api/admin/audit?q=${targetId}`)).json().data as Array<Record<string, unknown>>;
const suspended = { message: 'This account is suspended. Contact support.', code: 'account_suspended' };

describe('admin: users', () => {
  it('searches users by email or name a page at a time, and opens one with workspaces, orders, usage and last login', async () => {
    const user = await signUpUser(app, { first_name: 'Quentin' });
    expect((await login(user.user.email!)).statusCode).toBe(200);
    const byEmail = (await get(`/api/admin/users?q=${encodeURIComponent(user.user.email!.toUpperCase())}`)).json().data;
    expect(byEmail.map((row: { id: string }) => row.id)).toEqual([user.user.id]);
    expect((await get('/api/admin/users?q=quentin')).json().data.map((row: { id: string }) => row.id)).toContain(user.user.id);
    const first = (await get('/api/admin/users?limit=1')).json().data;
    expect(first).toHaveLength(1);
    expect((await get(`/api/admin/users?limit=1&starting_after=${first[0].id}`)).json().data[0].id).not.toBe(first[0].id);
    const opened = await get(`/api/admin/users/${user.user.id}`);
    expect(opened.statusCode, opened.body).toBe(200);
    expect(opened.json()).toMatchObject({
      id: user.user.id, email: user.user.email, first_name: 'Quentin', is_admin: false, two_factor_enabled: false, suspended_at: null,
      last_login_at: expect.any(String), usage_total: 0, orders: [],
      workspaces: [{ id: user.user.workspace.id, role: 'owner', balance: user.user.workspace.credits }],
    });
    expect((await get('/api/admin/users/no-such-user')).statusCode).toBe(404);
  });

  it('suspends a user: a session logged in elsewhere and an API key are refused at their next request, and login says why; restoring lets them back', async () => {
    const user = await signUpUser(app);
    const key = (await app.inject({ method: 'POST', url: '/api/account/rest-api-keys', headers: bearer(user), payload: { password: testPassword } })).json().key as string;
    const viaKey = () => app.inject({ method: 'GET', url: '/api/library/conversations', headers: { authorization: `Bearer ${key}` } });
    const viaSession = () => get('/api/library/conversations', user);
    // Both are remembered by the token cache now: the suspension must not wait for it.
    expect((await viaSession()).statusCode).toBe(200);
    expect((await viaKey()).statusCode).toBe(200);
    const done = await change(user.user.id, { suspended: true });
    expect(done.statusCode, done.body).toBe(200);
    expect(done.json()).toMatchObject({ id: user.user.id, suspended_at: expect.any(String) });
    for (const refused of [await viaSession(), await viaKey(), await login(user.user.email!)]) {
      expect(refused.statusCode).toBe(403);
      expect(refused.json()).toEqual(suspended);
    }
    // A wrong password is still only a wrong password: suspension is not told to a guesser.
    expect((await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: user.user.email, password: 'wrong password here' } })).statusCode).toBe(401);
    expect((await change(user.user.id, { suspended: false })).json().suspended_at).toBeNull();
    expect((await viaSession()).statusCode).toBe(200);
    expect((await viaKey()).statusCode).toBe(200);
    expect((await login(user.user.email!)).statusCode).toBe(200);
    expect((await auditOf(user.user.id)).map((entry) => [entry.action, entry.before, entry.after, entry.actor_email])).toEqual([
      ['user.restore', { suspended: true }, { suspended: false }, admin.user.email],
      ['user.suspend', { suspended: false }, { suspended: true }, admin.user.email],
    ]);
  });

  it('makes and removes an admin, but never the last one, and an admin cannot suspend themself', async () => {
    const other = await signUpUser(app);
    expect((await get('/api/admin/users', other)).statusCode).toBe(404);
    expect((await change(other.user.id, { is_admin: true })).json().is_admin).toBe(true);
    expect((await get('/api/admin/users', other)).statusCode).toBe(200);
    const self = await change(admin.user.id, { suspended: true });
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: 'You cannot suspend your own account.' });
    // Every other admin is removed: the two left are this test's.
    await app.db.updateTable('users').set({ is_admin: false }).where('is_admin', '=', true).where('id', 'not in', [admin.user.id, other.user.id]).execute();
    expect((await change(other.user.id, { is_admin: false })).statusCode).toBe(200);
    expect((await get('/api/admin/users', other)).statusCode).toBe(404);
    const last = await change(admin.user.id, { is_admin: false });
    expect(last.statusCode).toBe(409);
    expect(last.json()).toEqual({ message: 'This is the last admin: make someone else an admin first. Nothing was changed.' });
    expect((await get('/api/admin/users')).statusCode).toBe(200);
    expect((await auditOf(other.user.id)).map((entry) => [entry.action, entry.before, entry.after])).toEqual([
      ['user.remove_admin', { is_admin: true }, { is_admin: false }],
      ['user.make_admin', { is_admin: false }, { is_admin: true }],
    ]);
    expect(await auditOf(admin.user.id)).toEqual([]);
  });

  it('leaves one admin when two remove each other at once', async () => {
    const other = await signUpUser(app);
    expect((await change(other.user.id, { is_admin: true })).statusCode).toBe(200);
    await app.db.updateTable('users').set({ is_admin: false }).where('is_admin', '=', true).where('id', 'not in', [admin.user.id, other.user.id]).execute();
    const answers = await Promise.all([change(other.user.id, { is_admin: false }, admin), change(admin.user.id, { is_admin: false }, other)]);
    // The second is refused: as the last admin (409), or, when it arrives after the first committed,
    // because its caller is no longer an admin (404).
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses[0]).toBe(200);
    expect([404, 409]).toContain(statuses[1]);
    const admins = await app.db.selectFrom('users').select('id').where('is_admin', '=', true).execute();
    expect(admins).toHaveLength(1);
    // Whoever is left makes the test's admin one again for the tests after.
    await app.db.updateTable('users').set({ is_admin: true }).where('id', '=', admin.user.id).execute();
  });

  it('refuses a body that changes nothing or two things', async () => {
    const user = await signUpUser(app);
    expect((await change(user.user.id, {})).statusCode).toBe(400);
    expect((await change(user.user.id, { suspended: true, is_admin: true })).statusCode).toBe(400);
  });
});

describe('admin: credits', () => {
  const balanceOf = async (session: Session) => (await get(`/api/admin/users/${session.user.id}`)).json().workspaces[0].balance as number;

  it('gives and takes credits with a reason: the balance and the ledger show it, and the audit log has each', async () => {
    const user = await signUpUser(app);
    const start = await balanceOf(user);
    const given = await adjust(user.user.workspace.id, { amount: 25, reason: 'Outage on 2026-11-28' });
    expect(given.statusCode, given.body).toBe(200);
    expect(given.json()).toEqual({ workspace_id: user.user.workspace.id, balance: start + 25, delta: 25, reason: 'Outage on 2026-11-28' });
    expect((await adjust(user.user.workspace.id, { amount: -5, reason: 'Given twice by mistake' })).json().balance).toBe(start + 20);
    expect(await balanceOf(user)).toBe(start + 20);
    const ledger = await app.db.selectFrom('credit_ledger').select(['delta', 'reason']).where('workspace_id', '=', user.user.workspace.id).orderBy('created_at').execute();
    expect(ledger.slice(-2)).toEqual([{ delta: 25, reason: 'Outage on 2026-11-28' }, { delta: -5, reason: 'Given twice by mistake' }]);
    expect((await auditOf(user.user.workspace.id)).map((entry) => [entry.action, entry.before, entry.after, entry.reason])).toEqual([
      ['workspace.credits', { balance: start + 25 }, { balance: start + 20 }, 'Given twice by mistake'],
      ['workspace.credits', { balance: start }, { balance: start + 25 }, 'Outage on 2026-11-28'],
    ]);
  });

  it('never takes a workspace below zero: refused with the balance, nothing changes; a reason is required', async () => {
    const user = await signUpUser(app);
    const start = await balanceOf(user);
    const refused = await adjust(user.user.workspace.id, { amount: -(start + 1), reason: 'Too much' });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`This workspace has ${start} credits: at most ${start} can be taken away. Nothing was changed.`);
    expect((await adjust(user.user.workspace.id, { amount: 5, reason: '   ' })).statusCode).toBe(400);
    expect((await adjust(user.user.workspace.id, { amount: 5 })).statusCode).toBe(400);
    expect((await adjust(user.user.workspace.id, { amount: 0, reason: 'Nothing' })).statusCode).toBe(400);
    expect((await adjust('no-such-workspace', { amount: 5, reason: 'x' })).statusCode).toBe(404);
    expect(await balanceOf(user)).toBe(start);
    expect(await auditOf(user.user.workspace.id)).toEqual([]);
    expect((await adjust(user.user.workspace.id, { amount: -start, reason: 'All of it' })).json().balance).toBe(0);
  });
});
