import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, signUpUser, type Session } from './helpers/app';
import { pendingPayout, signUpAdmin } from './helpers/admin';

// The audit log on the real server (README "Admin"): every admin change is written with who, when,
// what, before and after, in the same transaction as the change; admins read and search it a page
// at a time; nothing can edit it. Who is refused is in the authorisation matrix.

const app = await buildTestApp();
afterAll(async () => {
  await app.close();
});

const admin = await signUpAdmin(app);
const get = (url: string, session: Session = admin) => app.inject({ method: 'GET', url, headers: bearer(session) });
const settle = (id: string, status: string) => app.inject({ method: 'POST', url: `/api/admin/payouts/${id}`, headers: bearer(admin), payload: { status } });
type Entry = { id: string; action: string; target_kind: string; target_id: string; actor_email: string; before: unknown; after: unknown; reason: string | null; created_at: string };
const entries = async (query = '') => (await get(`/api/admin/audit${query}`)).json().data as Entry[];

describe('admin: audit log', () => {
  it('records settling a payout with who, what, before and after, and only once when the second settling is refused', async () => {
    const id = await pendingPayout(app, await signUpUser(app), 60);
    expect((await settle(id, 'paid')).statusCode).toBe(200);
    expect((await settle(id, 'rejected')).statusCode).toBe(409);
    const mine = (await entries()).filter((entry) => entry.target_id === id);
    expect(mine).toEqual([
      {
        id: expect.any(String), action: 'payout.settle', target_kind: 'payout', target_id: id, actor_email: admin.user.email,
        before: { status: 'pending' }, after: { status: 'paid' }, reason: null, created_at: expect.any(String),
      },
    ]);
  });

  it('lists newest first a page at a time, and searches the action, the target and the actor email', async () => {
    const [first, second] = [await pendingPayout(app, await signUpUser(app)), await pendingPayout(app, await signUpUser(app))];
    await settle(first, 'paid');
    await settle(second, 'rejected');
    const page = await entries('?limit=1');
    expect(page.map((entry) => entry.target_id)).toEqual([second]);
    expect((await entries(`?limit=1&starting_after=${page[0]!.id}`)).map((entry) => entry.target_id)).toEqual([first]);
    expect((await entries(`?q=${first}`)).map((entry) => entry.target_id)).toEqual([first]);
    expect((await entries(`?q=${encodeURIComponent(`payout ${second}`)}`)).map((entry) => entry.target_id)).toEqual([second]);
    expect((await entries(`?q=${encodeURIComponent(admin.user.email!.toUpperCase())}`)).length).toBeGreaterThanOrEqual(2);
    expect(await entries('?q=no-such-action-anywhere')).toEqual([]);
    // The user's % and _ are letters, not wildcards.
    expect(await entries('?q=%25')).toEqual([]);
  });

  it('is never edited: the database refuses to update or delete an entry', async () => {
    await settle(await pendingPayout(app, await signUpUser(app)), 'paid');
    const [entry] = await entries('?limit=1');
    await expect(sql`update audit_log set reason = 'changed' where id = ${entry!.id}`.execute(app.db)).rejects.toThrow(/never edited/);
    await expect(sql`delete from audit_log where id = ${entry!.id}`.execute(app.db)).rejects.toThrow(/never edited/);
    expect((await entries('?limit=1'))[0]).toEqual(entry);
  });

  it('has no route that changes an entry', () => {
    const writes = app.routeTable.filter((route) => route.url.startsWith('/api/admin/audit') && route.method !== 'GET');
    expect(writes).toEqual([]);
  });
});
